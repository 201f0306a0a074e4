'use client';

import { useTranslations } from 'next-intl';
import { useCartControls } from '@/components/cart/shop-modes';
import { SignInTrigger } from '@/components/cart/sign-in-trigger';
import type { PriceDisplay } from './price-block';
import { QuickViewButton } from './quick-view-button';

interface Props {
  productId: string;
  varianceKey: string;
  productName: string;
  display: PriceDisplay;
}

/**
 * A card's Add to Cart: opens the quick view, or for a guest of a registered-users-only site starts sign-in
 * with one of the card's variant (spec §4/§6). Its label comes from the page's client messages, not with
 * every card in the payload.
 */
export function CardAddButton({ productId, varianceKey, productName, display }: Props) {
  const t = useTranslations('product');
  const controls = useCartControls(false);
  const label = t('addToCart');
  const accessibleLabel = `${label}: ${productName}`;
  if (controls === 'login') {
    return (
      <SignInTrigger item={{ productId, varianceKey, quantity: 1 }} className="card-button flex items-center justify-center" aria-label={accessibleLabel}>
        {label}
      </SignInTrigger>
    );
  }
  return (
    <QuickViewButton
      productId={productId}
      varianceKey={varianceKey}
      productName={productName}
      display={display}
      catalogueMode={false}
      label={label}
      accessibleLabel={accessibleLabel}
    />
  );
}
