'use client';

import { useLocale } from 'next-intl';
import type { ReactNode } from 'react';
import { CART_FORM_ACTION } from '@/lib/cart/form-routes';
import { localizedPath } from '@/lib/routes/paths';
import type { Locale } from '@/i18n/routing';

interface Props {
  /** The variant the buttons add: the page's address already carries it. */
  productId: string;
  varianceKey: string;
  /** The product's name as shown, for the notice on return. */
  name: string;
  /** What Add says now: 'update' once the variant is in the cart (known only after the script ran). */
  mode: 'add' | 'update';
  /** Where to come back to when the browser sends no Referer (an unprefixed shop path). */
  returnTo: string;
  /** spec §5: a variance still has to be chosen; the server then adds nothing and says so. */
  missingChoice?: boolean;
  /** spec §5: the variant cannot be added (stock, availability, price); the server says 'out of stock'. */
  soldOut?: boolean;
  /** Lets a quantity field elsewhere on the page belong to this form (`form="…"`). */
  id?: string;
  /** Without a quantity field the form adds one unit. */
  quantity?: number;
  children: ReactNode;
}

/**
 * Add to Cart / Buy Now as a plain form (style guide 13): pressed before the page's script ran, the
 * browser posts it and the BFF answers 303 back here (or to checkout); once hydrated, each button's
 * click handler prevents the post and does the same work in place.
 */
export function CartForm({
  productId,
  varianceKey,
  name,
  mode,
  returnTo,
  missingChoice = false,
  soldOut = false,
  id,
  quantity,
  children,
}: Props) {
  const locale = useLocale() as Locale;
  return (
    <form id={id} method="post" action={CART_FORM_ACTION} className="contents">
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="varianceKey" value={varianceKey} />
      <input type="hidden" name="mode" value={mode} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="returnTo" value={localizedPath(locale, returnTo)} />
      <input type="hidden" name="name" value={name} />
      {quantity !== undefined && <input type="hidden" name="quantity" value={quantity} />}
      {missingChoice && <input type="hidden" name="missingChoice" value="1" />}
      {soldOut && <input type="hidden" name="soldOut" value="1" />}
      {children}
    </form>
  );
}
