'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useShopModes } from '@/components/cart/shop-modes';
import type { Product } from '@/lib/api/schemas';
import { canAddToCart } from '@/lib/product/price';
import { localize } from '@/lib/i18n/localize';
import { availableQuantity, clampQuantity, isAvailable } from '@/lib/product/quantity';
import { missingVariances, selectionOf } from '@/lib/product/variants';
import { PurchaseActions } from './purchase-actions';
import { QuantitySelector } from './quantity-selector';

interface Props {
  product: Product;
  currency: string;
  catalogueMode: boolean;
}

/** The product page's quantity (spec §4/§5) and the actions that use it; catalogue mode hides the quantity. */
export function PurchasePanel({ product, currency, catalogueMode }: Props) {
  const [requested, setQuantity] = useState(1);
  // The panel outlives a variant change (the URL is replaced): keep the quantity within the new stock.
  const quantity = clampQuantity(requested, availableQuantity(product));
  const pricesHidden = useShopModes().pricesHidden;
  const t = useTranslations('product');
  const locale = useLocale();
  // spec §5: a value is required per variance type; the shopper is told which one is missing.
  const missing = missingVariances(product.variances, selectionOf(product))[0];
  const canAdd = canAddToCart(product, currency, isAvailable(product, quantity), pricesHidden);
  return (
    <div className="flex flex-col gap-4">
      {missing && !catalogueMode && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t('selectVariance', { variance: localize(missing.label, locale) })}
        </p>
      )}
      {!catalogueMode && (
        <QuantitySelector value={quantity} max={availableQuantity(product)} onChange={setQuantity} disabled={!isAvailable(product)} />
      )}
      <PurchaseActions product={product} quantity={quantity} currency={currency} canAdd={canAdd} catalogueMode={catalogueMode} />
    </div>
  );
}
