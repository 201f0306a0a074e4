'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';

/** The query flag the identity provider's "verified" page adds to its link back to the shop. */
const EMAIL_VERIFIED_PARAM = 'emailVerified';

/** spec §8: top-centre, 5 s. */
const EMAIL_VERIFIED_TOAST = { position: 'top-center', duration: 5000 } as const;

/**
 * spec §8 'Your email address has been verified': shown once when the shopper arrives from the
 * provider's verification page; the flag is taken out of the address so a reload does not repeat it.
 */
export function EmailVerifiedToast() {
  const t = useTranslations('toast');
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(EMAIL_VERIFIED_PARAM) !== '1') return;
    url.searchParams.delete(EMAIL_VERIFIED_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    toast.success(t('emailVerified'), EMAIL_VERIFIED_TOAST);
  }, [t]);
  return null;
}
