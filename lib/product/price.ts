import type { Product } from '@/lib/api/schemas';

type PriceFields = Pick<Product, 'price' | 'specialPrice' | 'enableSpecialPrice'>;

/** What a product costs in one currency. */
export interface EffectivePrice {
  /** The normal price. */
  price: number;
  /** The special price when it applies (enabled and below price), else null. */
  specialPrice: number | null;
  /** What the shopper pays: the special price when it applies, else the price. */
  amount: number;
  /** Rounded percentage off when the special price applies, else null. */
  discountPercent: number | null;
}

// spec §5: discount percentage is the rounded (price − special price) / price
export function discountPercent(price: number, specialPrice: number): number {
  if (price <= 0) return 0;
  return Math.round(((price - specialPrice) / price) * 100);
}

// spec §5: the special price shows only when it is enabled and below the price
export function appliedSpecialPrice(product: PriceFields, currencyCode: string): number | null {
  const price = product.price[currencyCode];
  const special = product.specialPrice[currencyCode];
  if (!product.enableSpecialPrice || price === undefined || special === undefined) return null;
  return special < price ? special : null;
}

/** The product's price in a currency; null when it has no price in that currency. */
export function effectivePrice(product: PriceFields, currencyCode: string): EffectivePrice | null {
  const price = product.price[currencyCode];
  if (price === undefined) return null;
  const specialPrice = appliedSpecialPrice(product, currencyCode);
  return {
    price,
    specialPrice,
    amount: specialPrice ?? price,
    discountPercent: specialPrice === null ? null : discountPercent(price, specialPrice),
  };
}

/**
 * spec §5: add/buy is allowed when the quantity is available, the product is available and its
 * price in the chosen currency is above zero — or when the product does not track stock. With prices
 * hidden (spec §6) the storefront holds no amount: the price check is the customer API's alone.
 */
export function canAddToCart(
  product: PriceFields & Pick<Product, 'quantity' | 'availability'>,
  currencyCode: string,
  quantityAvailable: boolean,
  pricesHidden = false,
): boolean {
  if (product.quantity === null) return true;
  const amount = effectivePrice(product, currencyCode)?.amount ?? 0;
  return quantityAvailable && product.availability && (pricesHidden || amount > 0);
}
