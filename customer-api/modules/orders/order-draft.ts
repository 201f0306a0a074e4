import { z } from 'zod';
import { addressInput, deliveryMethod, fileRef, paymentMethod, type Order, type OrderStatus } from '../../../lib/api/cart-schemas';
import { localizedText } from '../../../lib/api/schemas';

/**
 * Everything an order records, fixed when it is placed (or when a card payment starts, so the
 * shopper pays exactly what they saw). Stored as the order's JSON and in the payment's snapshot.
 */
export const orderDraft = z.object({
  cartId: z.string(),
  currency: z.string(),
  inventoryLocation: z.string(),
  email: z.string(),
  items: z.array(
    z.object({
      productId: z.string(),
      varianceKey: z.string(),
      name: localizedText,
      imageReference: z.string(),
      variances: z.string(),
      /** The same per language; older orders have none and keep `variances`. */
      variancesByLang: z.record(z.string(), z.string()).nullable().default(null),
      quantity: z.number().int().positive(),
      unitPrice: z.number().nonnegative(),
      itemTotal: z.number().nonnegative(),
      /** Whether stock was taken for this line (untracked products take none). */
      tracked: z.boolean(),
    }),
  ),
  subTotal: z.number().nonnegative(),
  deliveryChargers: z.number().nonnegative(),
  tax: z.number().nonnegative(),
  totalPriceDiscounts: z.number().nonnegative(),
  total: z.number().nonnegative(),
  promoCode: z.string().nullable(),
  paymentMethod,
  deliveryMethod,
  deliveryPlan: z
    .object({ id: z.string(), label: localizedText, days: z.object({ min: z.number(), max: z.number() }).nullable().default(null) })
    .nullable(),
  store: z.string().nullable(),
  dueDate: z.string().nullable(),
  dueTime: z.string().nullable(),
  billingAddress: addressInput.nullable(),
  shippingAddress: addressInput.nullable(),
  additionalInfo: z.string().nullable(),
  file: fileRef.nullable(),
});
export type OrderDraft = z.infer<typeof orderDraft>;

export interface OrderRecord {
  id: string;
  refId: string;
  status: OrderStatus;
  cancellationReason: string | null;
  ownerKind: 'guest' | 'user';
  ownerKey: string;
  inventoryLocation: string;
  createdAt: string;
  draft: OrderDraft;
}

export const ONGOING_STATUSES: readonly OrderStatus[] = ['ON_PAYMENT', 'PROCESSING', 'READY_TO_PICKUP', 'READY_TO_DISPATCH', 'DISPATCHED'];
export const PAST_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'CANCELLED', 'PAYMENT_FAILED'];

/** spec §4 order statuses: where an order may go next (store pickups are picked up, deliveries dispatched). */
export function allowedNextStatuses(status: OrderStatus, method: Order['deliveryMethod']): OrderStatus[] {
  switch (status) {
    case 'ON_PAYMENT':
      return ['PROCESSING', 'PAYMENT_FAILED', 'CANCELLED'];
    case 'PAYMENT_FAILED':
      return ['CANCELLED'];
    case 'PROCESSING':
      return method === 'store' ? ['READY_TO_PICKUP', 'CANCELLED'] : ['READY_TO_DISPATCH', 'CANCELLED'];
    case 'READY_TO_PICKUP':
      return ['COMPLETED', 'CANCELLED'];
    case 'READY_TO_DISPATCH':
      return ['DISPATCHED', 'CANCELLED'];
    case 'DISPATCHED':
      return ['COMPLETED'];
    case 'COMPLETED':
    case 'CANCELLED':
      return [];
  }
}

const pick = (text: Record<string, string>, lang: string) => text[lang] ?? text.en ?? Object.values(text)[0] ?? '';

/** The contract's order (spec §3 Order) in a language. */
export function toOrderView(record: OrderRecord, lang: string): Order {
  const d = record.draft;
  const due = d.dueDate && d.dueTime ? `${d.dueDate} ${d.dueTime}` : null;
  const estimation = due ?? (d.deliveryPlan ? pick(d.deliveryPlan.label, lang) : null);
  return {
    id: record.id,
    refId: record.refId,
    createdDate: record.createdAt,
    status: record.status,
    currency: d.currency,
    total: d.total,
    subTotal: d.subTotal,
    deliveryChargers: d.deliveryChargers,
    tax: d.tax,
    totalPriceDiscounts: d.totalPriceDiscounts,
    selectedEstimation: estimation
      ? {
          label: estimation,
          dueDate: d.dueDate && d.dueTime ? d.dueDate : null,
          dueTime: d.dueDate && d.dueTime ? d.dueTime : null,
          days: d.deliveryPlan?.days ?? null,
        }
      : null,
    cancellationReason: record.cancellationReason,
    billingAddress: d.billingAddress,
    shippingAddress: d.shippingAddress,
    paymentMethod: d.paymentMethod,
    deliveryMethod: d.deliveryMethod,
    store: d.store,
    email: d.email,
    items: d.items.map((i) => ({
      productId: i.productId,
      varianceKey: i.varianceKey,
      product: { name: i.name, imageReference: i.imageReference, variances: i.variancesByLang?.[lang] ?? i.variances },
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      itemTotal: i.itemTotal,
    })),
  };
}
