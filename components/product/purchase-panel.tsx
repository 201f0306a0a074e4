'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useShopModes } from '@/components/cart/shop-modes';
import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use';
import type { Product } from '@/lib/api/schemas';
import { canAddToCart } from '@/lib/product/price';
import { availableQuantity, clampQuantity, isAvailable } from '@/lib/product/quantity';
import { selectionOf } from '@/lib/product/variants';
import type { PriceDisplay } from './price-block';
import { PurchaseActions } from './purchase-actions';
import { QuantitySelector } from './quantity-selector';
import { useVarianceChoice } from './use-variance-choice';
import type { VariantRoute } from './variant-href';
import { VarianceSelectors } from './variance-selectors';

// The bar shows once the page's own Add to Cart has scrolled away: its code loads with the first scroll.
const loadStickyBar = () => import('./sticky-purchase-bar').then((m) => m.StickyPurchaseBar);

interface Props {
  product: Product;
  currency: string;
  catalogueMode: boolean;
  /** The route the page was reached by: each variance choice is a URL of it. */
  route: VariantRoute;
  /** The product page passes its price display: on phones a bar repeats the action once it scrolls away. */
  stickyBar?: { display: PriceDisplay };
}

/** The product page's variance choices, quantity (spec §4/§5) and the actions that use them; catalogue mode hides the quantity. */
export function PurchasePanel({ product, currency, catalogueMode, route, stickyBar }: Props) {
  const [requested, setQuantity] = useState(1);
  // The panel outlives a variant change (the URL is replaced): keep the quantity within the new stock.
  const quantity = clampQuantity(requested, availableQuantity(product));
  const pricesHidden = useShopModes().pricesHidden;
  const selection = selectionOf(product);
  // spec §5: a value is required per variance type; Add/Buy say which one is missing and send nothing.
  const { container, errors, checkChoice, missingText } = useVarianceChoice(product.variances, selection);
  const canAdd = canAddToCart(product, currency, isAvailable(product, quantity), pricesHidden);
  const actions = useRef<HTMLDivElement>(null);
  const { module: StickyPurchaseBar, start: loadBar } = useLoadOnFirstUse(loadStickyBar);
  const withBar = stickyBar !== undefined;
  const formId = useId();
  useEffect(() => {
    if (!withBar) return;
    // A page opened already scrolled (a reload, the back button) may never scroll again.
    if (window.scrollY > 0) loadBar();
    window.addEventListener('scroll', loadBar, { once: true, passive: true });
    return () => window.removeEventListener('scroll', loadBar);
  }, [withBar, loadBar]);
  return (
    <div ref={container} className="flex flex-col gap-4">
      <VarianceSelectors variances={product.variances} selection={selection} route={route} errors={errors} />
      {!catalogueMode && (
        <QuantitySelector
          value={quantity}
          max={availableQuantity(product)}
          onChange={setQuantity}
          disabled={!isAvailable(product)}
          form={formId}
        />
      )}
      <div ref={actions}>
        <PurchaseActions
          product={product}
          quantity={quantity}
          currency={currency}
          canAdd={canAdd}
          catalogueMode={catalogueMode}
          checkChoice={checkChoice}
          formId={formId}
          missingChoice={missingText !== null}
        />
      </div>
      {stickyBar && StickyPurchaseBar && (
        <StickyPurchaseBar
          watch={actions}
          product={product}
          quantity={quantity}
          display={stickyBar.display}
          catalogueMode={catalogueMode}
          missing={missingText}
          onChooseVariance={checkChoice}
          form={formId}
        />
      )}
    </div>
  );
}
