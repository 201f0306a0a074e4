'use client';

import { useTranslations } from 'next-intl';
import { primaryButton } from '@/components/ui/button';
import type { Product } from '@/lib/api/schemas';
import { addBlocked } from '@/lib/cart/add-outcome';
import type { CartControls } from '@/lib/cart/cart-controls';
import { findCartLine } from '@/lib/cart/items';
import { useCart } from '@/lib/queries/use-cart';
import { useCartFormPending } from './cart-form';
import { useShopModes } from './shop-modes';
import { SignInTrigger } from './sign-in-trigger';

export interface CartButtonProps {
  product: Product;
  /** Units to put in the cart (the product page's quantity selector; 1 on cards). */
  quantity?: number;
  /** Currency code of the shopper's context: the price in it must be above zero (spec §5). */
  currency: string;
  controls?: CartControls;
  size?: 'page' | 'card';
  className?: string;
  /** spec §5: false while a required variance is unchosen (it then says so itself); sign-in waits. */
  checkChoice?: () => boolean;
  /** The cart form this button submits when it stands outside it (the phone's sticky bar). */
  form?: string;
}

/** spec §2/§4 add-to-cart or update button of a CartForm; 'Update Cart' when this variant is already in the cart. */
export function AddToCart({
  product,
  quantity = 1,
  currency,
  controls = 'cart',
  size = 'page',
  className = '',
  checkChoice,
  form,
}: CartButtonProps) {
  const t = useTranslations('product');
  const pending = useCartFormPending();
  const { data: cart } = useCart();
  const mode = findCartLine(cart, product.id, product.varianceKey) ? 'update' : 'add';
  // spec §5: a blocked add is announced as unavailable, yet a press still says why ('out of stock').
  const blocked = addBlocked(product, currency, quantity, useShopModes().pricesHidden);
  const classes = `${primaryButton} ${size === 'card' ? 'w-full text-sm' : ''} ${blocked ? 'opacity-60' : ''} ${className}`;

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
  // While the cart answers the button stays focusable (a disabled one would drop focus to <body>); the
  // form ignores presses meanwhile. It then reads 'Update Cart' in place.
  return (
    <button
      type="submit"
      name="intent"
      value="add"
      form={form}
      className={classes}
      aria-disabled={blocked || pending || undefined}
      aria-busy={pending}
    >
      {mode === 'update' ? t('updateCart') : t('addToCart')}
    </button>
  );
}
