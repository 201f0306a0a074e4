'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useShopModes } from '@/components/cart/shop-modes';
import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use';
import type { Product } from '@/lib/api/schemas';
import { canAddToCart } from '@/lib/product/price';
import { localize } from '@/lib/i18n/localize';
import { availableQuantity, clampQuantity, isAvailable } from '@/lib/product/quantity';
import { missingVariances, selectionOf } from '@/lib/product/variants';
import type { PriceDisplay } from './price-block';
import { PurchaseActions } from './purchase-actions';
import { QuantitySelector } from './quantity-selector';

// The bar shows once the page's own Add to Cart has scrolled away: its code loads with the first scroll.
const loadStickyBar = () => import('./sticky-purchase-bar').then((m) => m.StickyPurchaseBar);

interface Props {
  product: Product;
  currency: string;
  catalogueMode: boolean;
  /** The product page passes its price display: on phones a bar repeats the action once it scrolls away. */
  stickyBar?: { display: PriceDisplay };
}

/** The product page's quantity (spec §4/§5) and the actions that use it; catalogue mode hides the quantity. */
export function PurchasePanel({ product, currency, catalogueMode, stickyBar }: Props) {
  const [requested, setQuantity] = useState(1);
  // The panel outlives a variant change (the URL is replaced): keep the quantity within the new stock.
  const quantity = clampQuantity(requested, availableQuantity(product));
  const pricesHidden = useShopModes().pricesHidden;
  const t = useTranslations('product');
  const locale = useLocale();
  // spec §5: a value is required per variance type; the shopper is told which one is missing.
  const missing = missingVariances(product.variances, selectionOf(product))[0];
  const canAdd = canAddToCart(product, currency, isAvailable(product, quantity), pricesHidden);
  const panel = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const missingText = missing ? t('selectVariance', { variance: localize(missing.label, locale) }) : null;
  // From the bar: back to the panel, whose message sits under the variance choices.
  const chooseVariance = () => panel.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const { module: StickyPurchaseBar, start: loadBar } = useLoadOnFirstUse(loadStickyBar);
  const withBar = stickyBar !== undefined;
  useEffect(() => {
    if (!withBar) return;
    // A page opened already scrolled (a reload, the back button) may never scroll again.
    if (window.scrollY > 0) loadBar();
    window.addEventListener('scroll', loadBar, { once: true, passive: true });
    return () => window.removeEventListener('scroll', loadBar);
  }, [withBar, loadBar]);
  return (
    <div ref={panel} className="flex flex-col gap-4">
      {missing && !catalogueMode && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {missingText}
        </p>
      )}
      {!catalogueMode && (
        <QuantitySelector value={quantity} max={availableQuantity(product)} onChange={setQuantity} disabled={!isAvailable(product)} />
      )}
      <div ref={actions}>
        <PurchaseActions product={product} quantity={quantity} currency={currency} canAdd={canAdd} catalogueMode={catalogueMode} />
      </div>
      {stickyBar && StickyPurchaseBar && (
        <StickyPurchaseBar
          watch={actions}
          product={product}
          quantity={quantity}
          display={stickyBar.display}
          catalogueMode={catalogueMode}
          missing={missingText}
          onChooseVariance={chooseVariance}
        />
      )}
    </div>
  );
}
