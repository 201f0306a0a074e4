'use client';

import { useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/button';
import { addBlocked } from '@/lib/cart/add-outcome';
import type { CartButtonProps } from './add-to-cart';
import { useCartFormPending } from './cart-form';
import { useShopModes } from './shop-modes';
import { SignInTrigger } from './sign-in-trigger';

/** spec §4 buy now, in a CartForm: its Server Function puts the variant in the cart and goes on to /checkout. */
export function BuyNow({
  product,
  quantity = 1,
  currency,
  controls = 'cart',
  className = '',
  checkChoice,
}: Omit<CartButtonProps, 'size' | 'form'>) {
  const t = useTranslations('product');
  const pending = useCartFormPending();
  const blocked = addBlocked(product, currency, quantity, useShopModes().pricesHidden);
  const classes = `${secondaryButton} ${blocked ? 'opacity-60' : ''} ${className}`;

  if (controls === 'hidden') return null;
  if (controls === 'login') {
    return (
      <SignInTrigger
        item={{ productId: product.id, varianceKey: product.varianceKey, quantity }}
        className={classes}
        checkChoice={checkChoice}
      >
        {t('buyNow')}
      </SignInTrigger>
    );
  }
  return (
    <button type="submit" name="intent" value="buy" className={classes} aria-disabled={blocked || pending || undefined} aria-busy={pending}>
      {t('buyNow')}
    </button>
  );
}
