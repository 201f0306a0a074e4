import type { Product } from '@/lib/api/schemas';

type StockFields = Pick<Product, 'quantity' | 'availability'>;

/** The quantity selector's state for one product (spec §4 Quantity). */
export interface QuantityState {
  quantity: number;
  /** Units that can be bought: the product quantity, 1 when the product does not track stock (spec §4 default). */
  availableQuantity: number;
  /** Whether the requested quantity can be bought. */
  available: boolean;
}

/** spec §4: the available quantity of a product without a quantity (stock not tracked). */
const UNTRACKED_AVAILABLE_QUANTITY = 1;

// spec §4 quantity: available quantity equals the product quantity (default 1: untracked stock)
export function availableQuantity(product: Pick<Product, 'quantity'>): number {
  return product.quantity === null ? UNTRACKED_AVAILABLE_QUANTITY : Math.max(0, product.quantity);
}

// spec §4 quantity: available only if the product has a quantity and availability is true
export function isAvailable(product: StockFields, requested = 1): boolean {
  if (!product.availability) return false;
  return availableQuantity(product) >= requested;
}

// spec §4 quantity: on selecting a product the quantity is 1
export function initialQuantityState(product: StockFields): QuantityState {
  return { quantity: 1, availableQuantity: availableQuantity(product), available: isAvailable(product, 1) };
}

// spec §4 quantity: a change sets the quantity to at least 1; availability follows the requested amount
export function changeQuantity(product: StockFields, requested: number): QuantityState {
  const quantity = Number.isFinite(requested) ? Math.max(1, Math.floor(requested)) : 1;
  return { quantity, availableQuantity: availableQuantity(product), available: isAvailable(product, quantity) };
}

// spec §5 quantity input: stays within 1..available (no upper bound when stock is not tracked)
export function clampQuantity(value: number, max: number | null): number {
  const whole = Number.isFinite(value) ? Math.floor(value) : 1;
  const capped = max === null ? whole : Math.min(whole, max);
  return Math.max(1, capped);
}

// spec §5 quantity input: non-numeric resets to 1; above available is clamped to available
export function quantityFromInput(raw: string, max: number | null): number {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return 1;
  return clampQuantity(Number(text), max);
}

// spec §5 quantity input: plus stops at the available quantity
export function increaseQuantity(current: number, max: number | null): number {
  return clampQuantity(current + 1, max);
}

// spec §5 quantity input: minus stops at 1
export function decreaseQuantity(current: number, max: number | null): number {
  return clampQuantity(current - 1, max);
}
