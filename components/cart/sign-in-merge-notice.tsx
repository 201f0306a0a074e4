'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import type { ReducedLine } from '@/lib/api/cart-schemas';
import { localize } from '@/lib/i18n/localize';
import { useCart } from '@/lib/queries/use-cart';

/** Session storage key of the notice already shown in this tab, so a page load does not repeat it. */
const SHOWN_KEY = 'signInMergeShown';
/** Long enough to read a list of lines; the close button ends it sooner. */
const NOTICE_MS = 15_000;

const noticeId = (lines: readonly ReducedLine[]) => lines.map((l) => `${l.productId}/${l.varianceKey}:${l.requested}>${l.kept}`).join(',');

function alreadyShown(id: string): boolean {
  try {
    if (window.sessionStorage.getItem(SHOWN_KEY) === id) return true;
    window.sessionStorage.setItem(SHOWN_KEY, id);
  } catch {
    // Without storage the notice may show again on the next page; it is still right.
  }
  return false;
}

/** The warning naming each line the sign-in merge reduced to the stock; '' when there is none. */
export function useSignInMergeMessage(reduced: readonly ReducedLine[]): string {
  const t = useTranslations('toast');
  const locale = useLocale();
  if (reduced.length === 0) return '';
  const lines = reduced
    .map((l) => {
      const name = localize(l.productName, locale);
      return t('signInMergeLine', { product: l.variances ? `${name} (${l.variances})` : name, kept: l.kept, requested: l.requested });
    })
    .join('; ');
  return t('signInMerge', { lines });
}

/**
 * Signing in combined the guest's cart with the customer's and some summed quantities were above the
 * stock (docs/sign-in.md): a warning naming each reduced line, once per tab, at the top centre like
 * the other cart warnings (spec §8). The cart page keeps it in view too.
 */
export function SignInMergeNotice({ signedIn }: { signedIn: boolean }) {
  const { data: cart } = useCart();
  const reduced = signedIn ? (cart?.reducedAtSignIn ?? []) : [];
  const id = noticeId(reduced);
  const message = useSignInMergeMessage(reduced);

  useEffect(() => {
    if (message === '' || alreadyShown(id)) return;
    toast.warning(message, { id: `sign-in-merge-${id}`, position: 'top-center', duration: NOTICE_MS, closeButton: true });
  }, [id, message]);

  return null;
}
