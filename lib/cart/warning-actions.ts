import type { CartItem, CartWarning } from '@/lib/api/cart-schemas';
import { localize } from '@/lib/i18n/localize';
import { varianceLabels } from './items';

/** What the shopper can do about a cart warning (spec §4 cart warning actions). */
export type WarningAction =
  { kind: 'adjust'; productId: string; varianceKey: string; quantity: number } | { kind: 'remove'; productId: string; varianceKey: string };

// spec §4: LOW_STOCK offers Adjust (set quantity to available); UNAVAILABLE and PRODUCT_DISABLED offer Remove
export function warningAction(warning: CartWarning): WarningAction {
  const { productId, varianceKey } = warning;
  if (warning.type === 'LOW_STOCK' && warning.availableQuantity > 0) {
    return { kind: 'adjust', productId, varianceKey, quantity: warning.availableQuantity };
  }
  return { kind: 'remove', productId, varianceKey };
}

/** A warning as a toast: message key of `cart.warnings`, its values, its button and how long it stays. */
export interface WarningToast {
  id: string;
  messageKey: 'lowStock' | 'unavailable' | 'disabled';
  values: { count: number; product: string; variances: string; brand: string };
  actionKey: 'adjust' | 'remove';
  /** Milliseconds before it closes by itself; Infinity waits for the shopper. */
  duration: number;
}

/** spec §8: the unavailable warning closes itself after 5000 ms. */
export const UNAVAILABLE_TOAST_MS = 5000;

const MESSAGE = { LOW_STOCK: 'lowStock', UNAVAILABLE: 'unavailable', PRODUCT_DISABLED: 'disabled' } as const;

/**
 * The toast of one warning. The API joins the variance values in English; with the cart's line at
 * hand they are named in the shopper's language instead.
 */
export function warningToast(itemKey: string, warning: CartWarning, locale: string, line?: CartItem): WarningToast {
  const action = warningAction(warning);
  return {
    // One toast per item and situation, so a reload never stacks the same warning twice.
    id: `cart-warning:${itemKey}:${warning.type}:${warning.availableQuantity}`,
    messageKey: warning.type === 'LOW_STOCK' && action.kind === 'remove' ? 'unavailable' : MESSAGE[warning.type],
    values: {
      count: warning.availableQuantity,
      product: localize(warning.productName, locale),
      variances: (line && varianceLabels(line.product, locale)) || warning.variances,
      brand: warning.brand,
    },
    actionKey: action.kind,
    duration: warning.type === 'UNAVAILABLE' ? UNAVAILABLE_TOAST_MS : Infinity,
  };
}
