'use client';

import { useState } from 'react';
import { useShopModes } from '@/components/cart/shop-modes';
import type { Product } from '@/lib/api/schemas';
import { canAddToCart } from '@/lib/product/price';
import { availableQuantity, clampQuantity, isAvailable } from '@/lib/product/quantity';
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
  const canAdd = canAddToCart(product, currency, isAvailable(product, quantity), useShopModes().pricesHidden);
  return (
    <div className="flex flex-col gap-4">
      {!catalogueMode && (
        <QuantitySelector value={quantity} max={availableQuantity(product)} onChange={setQuantity} disabled={!isAvailable(product)} />
      )}
      <PurchaseActions product={product} quantity={quantity} currency={currency} canAdd={canAdd} catalogueMode={catalogueMode} />
    </div>
  );
}
