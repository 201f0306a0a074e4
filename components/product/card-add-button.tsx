'use client';

import { useCartControls } from '@/components/cart/shop-modes';
import { SignInTrigger } from '@/components/cart/sign-in-trigger';
import type { Product } from '@/lib/api/schemas';
import type { PriceDisplay } from './price-block';
import { QuickViewButton } from './quick-view-button';

interface Props {
  product: Product;
  display: PriceDisplay;
  label: string;
  accessibleLabel: string;
}

const triggerClasses = 'flex min-h-11 w-full items-center justify-center rounded-md bg-brand px-3 text-sm font-semibold text-brand-contrast hover:opacity-90';

/** A card's Add to Cart: opens the quick view, or for a guest of a registered-users-only site starts sign-in with one of the card's variant (spec §4/§6). */
export function CardAddButton({ product, display, label, accessibleLabel }: Props) {
  if (useCartControls(false) === 'login') {
    return (
      <SignInTrigger item={{ productId: product.id, varianceKey: product.varianceKey, quantity: 1 }} className={triggerClasses} aria-label={accessibleLabel}>
        {label}
      </SignInTrigger>
    );
  }
  return <QuickViewButton product={product} display={display} catalogueMode={false} label={label} accessibleLabel={accessibleLabel} />;
}
