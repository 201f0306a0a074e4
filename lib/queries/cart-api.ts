import type { z } from 'zod';
import type { AddressInput, Cart, DeliveryMethod, PaymentMethod } from '@/lib/api/cart-schemas';

// The contract schemas, and zod with them, load with the first cart call instead of with every page.
const contract = () => import('./cart-contract');

/** An answer of the storefront's own cart routes that was not 2xx: `{ code, message }` and the status. */
export class CartRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body: Record<string, unknown>;

  constructor(status: number, code: string, message: string, body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'CartRequestError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** Calls a same-origin BFF route; a refusal throws a CartRequestError, an answer is returned unparsed. */
async function bffAnswer(path: string, init: { method?: string; body?: unknown }): Promise<unknown> {
  const res = await fetch(path, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = (await contract()).errorBody.safeParse(data);
    if (parsed.success) throw new CartRequestError(res.status, parsed.data.code, parsed.data.message, parsed.data);
    throw new CartRequestError(res.status, 'E5000', 'An error occurred');
  }
  return data;
}

/** Calls a same-origin BFF route and parses its answer with the contract schema (or one loaded on demand). */
export async function bff<S extends z.ZodType>(
  path: string,
  schema: S | (() => Promise<S>),
  init: { method?: string; body?: unknown } = {},
): Promise<z.infer<S>> {
  const data = await bffAnswer(path, init);
  return (typeof schema === 'function' ? await schema() : schema).parse(data);
}

/** A cart route that answers null before the first item: null needs no schema, so zod loads only for a real cart. */
async function cartOrNull(path: string, init: { method?: string; body?: unknown } = {}): Promise<Cart | null> {
  const data = await bffAnswer(path, init);
  return data === null ? null : (await contract()).cart.parse(data);
}

export interface CartLine {
  productId: string;
  varianceKey: string;
  quantity: number;
}

/** Every value of the checkout the cart keeps (spec §7 cart/set/*), by its route name. */
export interface CartFieldValues {
  email: { email: string };
  'payment-method': { paymentMethod: PaymentMethod };
  'delivery-method': { deliveryMethod: DeliveryMethod };
  'delivery-plan': { deliveryPlanId: string };
  store: { outletId: string };
  'shipping-address': AddressInput;
  'billing-address': AddressInput;
  'is-billing-same-as-shipping': { isBillingSameAsShipping: boolean };
  'additional-info': { additionalInfo: string };
  'save-card-options': { useSavedCard: boolean; saveCard: boolean; cardId: string | null };
  'selected-order-due-date': { orderDueDate: string; orderDueTime: string; deliveryType: string };
  'selected-store-pickup-due-date': { storePickupDueDate: string; storePickupDueTime: string; pickupType: string };
  promoCode: { promoCode: string };
}
export type CartField = keyof CartFieldValues;

const cartSchema = async () => (await contract()).cart;

export const cartApi = {
  get: () => cartOrNull('/api/cart'),
  add: (line: CartLine) => bff('/api/cart/items', cartSchema, { method: 'POST', body: line }),
  update: (line: CartLine) => bff('/api/cart/items', cartSchema, { method: 'PATCH', body: line }),
  remove: (line: { productId: string; varianceKey: string }) =>
    bff(`/api/cart/items?${new URLSearchParams({ productId: line.productId, variance: line.varianceKey })}`, cartSchema, { method: 'DELETE' }),
  clear: () => cartOrNull('/api/cart/clear', { method: 'POST' }),
  set: <F extends CartField>(field: F, value: CartFieldValues[F]) => bff(`/api/cart/set/${field}`, cartSchema, { method: 'POST', body: value }),
  purchase: () => bff('/api/cart/purchase', async () => (await contract()).purchaseResponse, { method: 'POST' }),
};
