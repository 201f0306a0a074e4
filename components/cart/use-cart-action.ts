'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { productEvent } from '@/lib/analytics/events';
import { productItem } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import type { Product } from '@/lib/api/schemas';
import { addBlocked, addToastOptions, TOAST_MS } from '@/lib/cart/add-outcome';
import { findCartLine } from '@/lib/cart/items';
import { useCart, useChangeCartLine } from '@/lib/queries/use-cart';
import { useRequireLocation } from '@/components/store-location/store-location-provider';
import { addedToastOptions } from './added-toast';
import { useShopModes } from './shop-modes';

/**
 * Add or update one product variant in the cart with the spec §5 rules and the §8 toasts. `run`
 * answers whether the cart now holds the requested quantity.
 */
export function useCartAction(product: Product, quantity: number, currency: string) {
  const t = useTranslations('toast');
  const locale = useLocale();
  const { data: cart } = useCart();
  const change = useChangeCartLine();
  const [pending, setPending] = useState(0);
  const { pricesHidden } = useShopModes();
  const requireLocation = useRequireLocation();
  const mode = findCartLine(cart, product.id, product.varianceKey) ? 'update' : 'add';

  async function run(options: { quiet?: boolean } = {}): Promise<boolean> {
    // spec §1: a location is chosen before adding to the cart; with none, the shopper is asked and nothing is added.
    if (!requireLocation()) return false;
    if (addBlocked(product, currency, quantity, pricesHidden)) {
      toast.warning(t('outOfStock'), { duration: TOAST_MS, position: 'top-right' });
      return false;
    }
    const line = { productId: product.id, varianceKey: product.varianceKey, quantity };
    let ok = true;
    setPending((n) => n + 1);
    try {
      await change.mutateAsync({ mode, line });
    } catch {
      ok = false;
    } finally {
      setPending((n) => n - 1);
    }
    if (ok) track(productEvent('AddToCart', currency, productItem(product, currency, locale, quantity)));
    if (!ok || !options.quiet) {
      if (ok) toast.success(t('addedToCart'), addedToastOptions(line));
      else toast.error(t('addToCartFailed'), addToastOptions(line));
    }
    return ok;
  }

  return { mode, run, pending: pending > 0 } as const;
}
