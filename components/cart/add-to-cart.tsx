'use client';

import { useLocale, useTranslations } from 'next-intl';
import { primaryButton } from '@/components/ui/button';
import { useAnnounce } from '@/components/ui/live-region';
import type { Product } from '@/lib/api/schemas';
import { addBlocked } from '@/lib/cart/add-outcome';
import type { CartControls } from '@/lib/cart/cart-controls';
import { localize } from '@/lib/i18n/localize';
import { useShopModes } from './shop-modes';
import { SignInTrigger } from './sign-in-trigger';
import { useCartAction } from './use-cart-action';

export interface CartButtonProps {
  product: Product;
  /** Units to put in the cart (the product page's quantity selector; 1 on cards). */
  quantity?: number;
  /** Currency code of the shopper's context: the price in it must be above zero (spec §5). */
  currency: string;
  controls?: CartControls;
  size?: 'page' | 'card';
  className?: string;
  /** spec §5: false while a required variance is unchosen (it then says so itself); nothing is sent. */
  checkChoice?: () => boolean;
}

/** spec §2/§4 add-to-cart or update button; 'Update Cart' when this variant is already in the cart. */
export function AddToCart({
  product,
  quantity = 1,
  currency,
  controls = 'cart',
  size = 'page',
  className = '',
  checkChoice,
}: CartButtonProps) {
  const t = useTranslations('product');
  const name = localize(product.name, useLocale());
  const announce = useAnnounce();
  const { mode, run, pending } = useCartAction(product, quantity, currency);
  // spec §5: a blocked add is announced as unavailable, yet a click still says why ('out of stock').
  const blocked = addBlocked(product, currency, quantity, useShopModes().pricesHidden);
  const classes = `${primaryButton} ${size === 'card' ? 'w-full text-sm' : ''} ${blocked ? 'opacity-60' : ''} ${className}`;
  const label = mode === 'update' ? t('updateCart') : t('addToCart');

  if (controls === 'hidden') return null;
  if (controls === 'login') {
    return (
      <SignInTrigger
        item={{ productId: product.id, varianceKey: product.varianceKey, quantity }}
        className={classes}
        checkChoice={checkChoice}
      >
        {t('addToCart')}
      </SignInTrigger>
    );
  }
  async function onClick() {
    if (pending || (checkChoice && !checkChoice())) return;
    const adding = mode === 'add';
    if (await run()) announce(adding ? t('addedAnnouncement', { name }) : t('updatedAnnouncement', { name, quantity }));
  }

  // While the cart answers the button stays focusable (a disabled one would drop focus to <body>) and
  // ignores clicks; it then reads 'Update Cart' in place. Before the script runs it posts its form (CartForm).
  return (
    <button
      type="submit"
      name="intent"
      value="add"
      className={classes}
      aria-disabled={blocked || pending || undefined}
      aria-busy={pending}
      onClick={(event) => {
        event.preventDefault();
        void onClick();
      }}
    >
      {label}
    </button>
  );
}
