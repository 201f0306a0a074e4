import type { Cart, CartItem, CartWarning } from '../../../lib/api/cart-schemas';
import type { Product } from '../../../lib/api/schemas';
import { effectivePrices } from '../catalogue/product-view';
import type { VariantAtLocation } from '../catalogue/stock-repository';
import type { CartLineRecord, CartRecord } from './cart-repository';
import type { DeliveryPlanRecord } from './commerce-config';
import { deliveryIsFree } from '../../../lib/cart/price-notes';
import { fromCents, toCents } from './money';
import type { PromoOutcome } from './promo-rules';

/** A cart line with its price in the cart's currency and its warning, if any. */
export interface PricedLine {
  itemKey: string;
  productId: string;
  varianceKey: string;
  quantity: number;
  unitPrice: number;
  itemTotal: number;
  product: Product;
  /** Current catalogue state; undefined when the product is gone. */
  current: VariantAtLocation | undefined;
  warning: CartWarning | null;
}

export interface CartTotals {
  subTotal: number;
  totalPriceDiscounts: number;
  deliveryChargers: number;
  tax: number;
  total: number;
  itemCount: number;
}

/** Items map key: product id and variance key; product ids never contain '/'. */
export const itemKeyOf = (productId: string, varianceKey: string): string => `${productId}/${varianceKey}`;

/** The unit price a shopper pays in a currency (special price when enabled and lower, spec §5); null when not priced. */
export function unitPriceIn(product: Pick<Product, 'price' | 'specialPrice' | 'enableSpecialPrice'>, currency: string): number | null {
  const amount = effectivePrices(product)[currency];
  return amount !== undefined && amount > 0 ? amount : null;
}

/** 'Red, L': the selected variance values of a variant by their English (else first) labels. */
export function varianceText(product: Product): string {
  return product.variances
    .flatMap((v) => {
      const selected = product.values[v.id];
      const value = v.values.find((x) => x.value === selected);
      if (!value) return [];
      return [value.label.en ?? Object.values(value.label)[0] ?? selected ?? ''];
    })
    .join(', ');
}

/** The selected variance values in each language the labels have (orders show them in the shopper's). */
export function varianceTexts(product: Product): Record<string, string> {
  const langs = new Set(product.variances.flatMap((v) => v.values.flatMap((x) => Object.keys(x.label))));
  const textIn = (lang: string) =>
    product.variances
      .flatMap((v) => {
        const value = v.values.find((x) => x.value === product.values[v.id]);
        return value ? [value.label[lang] ?? value.label.en ?? Object.values(value.label)[0] ?? ''] : [];
      })
      .join(', ');
  return Object.fromEntries([...langs].map((lang) => [lang, textIn(lang)]));
}

/** spec §3 cart warning of one line: disabled or gone, unavailable (no stock or no price), or low stock. */
export function lineWarning(line: CartLineRecord, current: VariantAtLocation | undefined, currency: string): CartWarning | null {
  const product = current?.product ?? line.snapshot;
  const base = {
    productId: line.productId,
    varianceKey: line.varianceKey,
    productName: product.name,
    brand: product.brand.name,
    variances: varianceText(product),
  };
  if (!current || !current.enabled) return { ...base, type: 'PRODUCT_DISABLED', availableQuantity: 0 };
  if (unitPriceIn(current.product, currency) === null) return { ...base, type: 'UNAVAILABLE', availableQuantity: 0 };
  if (current.stock !== null && current.stock <= 0) return { ...base, type: 'UNAVAILABLE', availableQuantity: 0 };
  if (current.stock !== null && current.stock < line.quantity) return { ...base, type: 'LOW_STOCK', availableQuantity: current.stock };
  return null;
}

export function priceLine(line: CartLineRecord, current: VariantAtLocation | undefined, currency: string): PricedLine {
  const product = current?.product ?? {
    ...line.snapshot,
    quantity: line.snapshot.quantity === null ? null : 0,
    availability: false,
    isInStock: false,
  };
  const unitPrice = unitPriceIn(product, currency) ?? 0;
  return {
    itemKey: itemKeyOf(line.productId, line.varianceKey),
    productId: line.productId,
    varianceKey: line.varianceKey,
    quantity: line.quantity,
    unitPrice,
    itemTotal: fromCents(toCents(unitPrice) * line.quantity),
    product,
    current,
    warning: lineWarning(line, current, currency),
  };
}

/** Delivery charge of the chosen plan in the cart's currency; null when the plan has no price in it. */
export function planPrice(plan: DeliveryPlanRecord, currency: string): number | null {
  const price = plan.prices[currency];
  return price === undefined ? null : price;
}

/** The merchant's rules a cart's totals follow besides the tax rate. */
export interface TotalsRules {
  /** Prices already include tax: the tax shown is the part of the goods total that is tax, not added to it. */
  taxIncluded?: boolean;
  /** Goods total (after discounts) from which home delivery costs nothing; null: no such rule. */
  freeDeliveryFrom?: number | null;
}

/**
 * Totals in the cart's currency: sub total of all lines, the promo discount (never above the sub
 * total), delivery for home delivery (free from the merchant's threshold), tax on the discounted goods,
 * and the total of those.
 */
export function cartTotals(
  lines: readonly PricedLine[],
  discount: number,
  delivery: number,
  taxRate: number,
  rules: TotalsRules = {},
): CartTotals {
  const subCents = lines.reduce((sum, l) => sum + toCents(l.itemTotal), 0);
  const discountCents = Math.min(subCents, Math.max(0, toCents(discount)));
  const goodsCents = subCents - discountCents;
  const free = deliveryIsFree(fromCents(goodsCents), rules.freeDeliveryFrom ?? null);
  const deliveryCents = free ? 0 : Math.max(0, toCents(delivery));
  const taxCents = rules.taxIncluded ? goodsCents - Math.round(goodsCents / (1 + taxRate)) : Math.round(goodsCents * taxRate);
  return {
    subTotal: fromCents(subCents),
    totalPriceDiscounts: fromCents(discountCents),
    deliveryChargers: fromCents(deliveryCents),
    tax: fromCents(taxCents),
    total: fromCents(goodsCents + deliveryCents + (rules.taxIncluded ? 0 : taxCents)),
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}

export interface CartViewParts {
  cart: CartRecord | undefined;
  currency: string;
  inventoryLocation: string | null;
  lines: readonly PricedLine[];
  promo: PromoOutcome | null;
  plan: DeliveryPlanRecord | null;
  /** What the chosen plan costs this cart (0 once delivery is free); null when it has no price in the currency. */
  planCharge: number | null;
  totals: CartTotals;
}

/** The contract's cart (lib/api/cart-schemas.ts) from a stored cart, its priced lines and its promo. */
export function toCartView(parts: CartViewParts): Cart {
  const { cart, lines, totals, plan } = parts;
  const items: Record<string, CartItem> = {};
  const warnings: Record<string, CartWarning> = {};
  for (const l of lines) {
    items[l.itemKey] = { itemKey: l.itemKey, product: l.product, quantity: l.quantity, unitPrice: l.unitPrice, itemTotal: l.itemTotal };
    if (l.warning) warnings[l.itemKey] = l.warning;
  }
  const c = cart?.checkout;
  const price = parts.planCharge;
  return {
    id: cart?.id ?? '',
    items,
    warnings,
    promo: parts.promo?.promo ?? null,
    ...totals,
    inventoryLocation: parts.inventoryLocation,
    selectedCurrency: parts.currency,
    orderStatus: cart?.status ?? 'OPEN',
    email: c?.email ?? null,
    paymentMethod: c?.paymentMethod ?? null,
    deliveryMethod: c?.deliveryMethod ?? 'none',
    deliveryPlan: plan && price !== null ? { id: plan.id, label: plan.label, price } : null,
    shippingAddress: c?.shippingAddress ?? null,
    billingAddress: c?.billingAddress ?? null,
    isBillingSameAsShipping: c?.isBillingSameAsShipping ?? true,
    store: c?.store ?? null,
    orderDueDate: c?.orderDueDate ?? null,
    orderDueTime: c?.orderDueTime ?? null,
    deliveryType: c?.deliveryType ?? null,
    storePickupDueDate: c?.storePickupDueDate ?? null,
    storePickupDueTime: c?.storePickupDueTime ?? null,
    pickupType: c?.pickupType ?? null,
    additionalInfo: c?.additionalInfo ?? null,
    file: c?.file ?? null,
    saveCardOptions: c?.saveCardOptions ?? { useSavedCard: false, saveCard: false, cardId: null },
    lastOrderId: cart?.lastOrderId ?? null,
    reducedAtSignIn: cart?.signInNotice ?? [],
  };
}
