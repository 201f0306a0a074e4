'use client';

import { useTranslations } from 'next-intl';
import { primaryButton } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Link } from '@/i18n/navigation';
import type { Product } from '@/lib/api/schemas';
import { addBlocked } from '@/lib/cart/add-outcome';
import type { CartControls } from '@/lib/cart/cart-controls';
import { paths } from '@/lib/routes/paths';
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
}

/** spec §2/§4 add-to-cart or update button; 'Update Cart' when this variant is already in the cart. */
export function AddToCart({ product, quantity = 1, currency, controls = 'cart', size = 'page', className = '' }: CartButtonProps) {
  const t = useTranslations('product');
  const { mode, run, pending } = useCartAction(product, quantity, currency);
  const hydrated = useHydrated();
  // spec §5: a blocked add is announced as unavailable, yet a click still says why ('out of stock').
  const blocked = addBlocked(product, currency, quantity);
  const classes = `${primaryButton} ${size === 'card' ? 'w-full text-sm' : ''} ${blocked ? 'opacity-60' : ''} ${className}`;
  const label = mode === 'update' ? t('updateCart') : t('addToCart');

  if (controls === 'hidden') return null;
  if (controls === 'login') {
    return (
      <Link href={paths.login()} className={classes}>
        {t('addToCart')}
      </Link>
    );
  }
  return (
    <button type="button" className={classes} disabled={!hydrated || pending} aria-disabled={blocked || undefined} aria-busy={pending} onClick={() => void run()}>
      {label}
    </button>
  );
}
