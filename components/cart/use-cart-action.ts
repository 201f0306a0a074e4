'use client';

import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { productEvent } from '@/lib/analytics/events';
import { productItem } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import type { Product } from '@/lib/api/schemas';
import { addBlocked, addResultToast, addToastOptions, TOAST_MS } from '@/lib/cart/add-outcome';
import { findCartLine } from '@/lib/cart/items';
import { useAddToCart, useCart, useUpdateCartItem } from '@/lib/queries/use-cart';
import { useShopModes } from './shop-modes';

/**
 * Add or update one product variant in the cart with the spec §5 rules and the §8 toasts. `run`
 * answers whether the cart now holds the requested quantity.
 */
export function useCartAction(product: Product, quantity: number, currency: string) {
  const t = useTranslations('toast');
  const locale = useLocale();
  const { data: cart } = useCart();
  const add = useAddToCart();
  const update = useUpdateCartItem();
  const { pricesHidden } = useShopModes();
  const mode = findCartLine(cart, product.id, product.varianceKey) ? 'update' : 'add';

  async function run(options: { quiet?: boolean } = {}): Promise<boolean> {
    if (addBlocked(product, currency, quantity, pricesHidden)) {
      toast.warning(t('outOfStock'), { duration: TOAST_MS, position: 'top-right' });
      return false;
    }
    const line = { productId: product.id, varianceKey: product.varianceKey, quantity };
    let ok = true;
    try {
      await (mode === 'update' ? update : add).mutateAsync(line);
    } catch {
      ok = false;
    }
    if (ok) track(productEvent('AddToCart', currency, productItem(product, currency, locale, quantity)));
    if (!ok || !options.quiet) {
      const options = addToastOptions(line);
      if (ok) toast.success(t(addResultToast(true)), options);
      else toast.error(t(addResultToast(false)), options);
    }
    return ok;
  }

  return { mode, run, pending: add.isPending || update.isPending } as const;
}
