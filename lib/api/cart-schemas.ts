/**
 * The cart, checkout and order part of the customer API contract (spec §3 Cart, Cart warning, Order,
 * Address, Delivery plan; §7 cart and order calls). Shared by the storefront and the reference server.
 */
import { z } from 'zod';
import { idParam, localizedText, moneyMap, product, schedule } from './schemas';

export const PAYMENT_METHODS = ['CARD', 'CASH'] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** spec §3 "Card delivery method enum: none, store, delivery". */
export const DELIVERY_METHODS = ['none', 'store', 'delivery'] as const;
export const deliveryMethod = z.enum(DELIVERY_METHODS);
export type DeliveryMethod = z.infer<typeof deliveryMethod>;

export const ORDER_STATUSES = [
  'ON_PAYMENT',
  'PAYMENT_FAILED',
  'PROCESSING',
  'READY_TO_PICKUP',
  'READY_TO_DISPATCH',
  'DISPATCHED',
  'COMPLETED',
  'CANCELLED',
] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatus>;

/** The cart's own state: OPEN while shopping; ON_PAYMENT while a card payment is under way. */
export const cartStatus = z.enum(['OPEN', 'ON_PAYMENT', 'ORDER_PLACED']);
export type CartStatus = z.infer<typeof cartStatus>;

/** An amount the shopper sees; null when the merchant hides prices (spec §6 hideProductPrice, docs/cart-checkout.md). */
const shownAmount = z.number().nonnegative().nullable();

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{9,16}$/, 'Contact number is invalid');

/** spec §3 Address; the §5 messages are the storefront's form messages, these are the server's guard. */
export const addressInput = z.object({
  firstName: z.string().trim().min(1, 'First name cannot be empty').max(80),
  lastName: z.string().trim().min(1, 'Last name cannot be empty').max(80),
  addressLine1: z.string().trim().min(1, 'Address Line 1 cannot be empty').max(200),
  addressLine2: z.string().trim().max(200).default(''),
  province: z.string().trim().min(1, 'City/Province/District should be selected').max(80),
  district: z.string().trim().min(1, 'City/Province/District should be selected').max(80),
  city: z.string().trim().min(1, 'City information is required').max(80),
  /** The city id of cities/search, so the server can check delivery reach. */
  cityId: idParam,
  postalCode: z
    .string()
    .trim()
    .regex(/^[0-9]{5}$/, 'Postal code is invalid'),
  country: z.string().trim().min(1, 'Country should not be empty').max(80),
  contactNumber: phone,
  geoCoordinates: z
    .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
    .nullable()
    .default(null),
});
export type AddressInput = z.input<typeof addressInput>;

export const address = addressInput.extend({ id: z.string(), userId: z.string().nullable() });
export type Address = z.infer<typeof address>;

export const cartItem = z.object({
  itemKey: z.string(),
  product,
  quantity: z.number().int().positive(),
  /** Effective unit price in the cart's currency (special price when it applies). */
  unitPrice: shownAmount,
  itemTotal: shownAmount,
});
export type CartItem = z.infer<typeof cartItem>;

export const cartWarningType = z.enum(['LOW_STOCK', 'UNAVAILABLE', 'PRODUCT_DISABLED']);
export const cartWarning = z.object({
  type: cartWarningType,
  availableQuantity: z.number().int().nonnegative(),
  productId: z.string(),
  varianceKey: z.string(),
  productName: localizedText,
  brand: z.string(),
  /** The selected variance values, already joined for display, e.g. 'Red, L'. */
  variances: z.string(),
});
export type CartWarning = z.infer<typeof cartWarning>;

/**
 * A line a sign-in merge reduced: the guest's and the customer's quantities summed to `requested`,
 * more than the location holds, so the cart keeps `kept` (0: the line was dropped).
 */
export const reducedLine = z.object({
  productId: z.string(),
  varianceKey: z.string(),
  productName: localizedText,
  variances: z.string(),
  requested: z.number().int().positive(),
  kept: z.number().int().nonnegative(),
});
export type ReducedLine = z.infer<typeof reducedLine>;

/** Why a promo code does not apply (spec §5 promo messages). */
export const PROMO_REASONS = [
  'INVALID',
  'EXPIRED',
  'MIN_SUB_TOTAL',
  'MIN_QUANTITY',
  'MIN_RELATED_SUB_TOTAL',
  'MIN_RELATED_QUANTITY',
  'PRODUCT_NOT_AVAILABLE',
  'ALREADY_USED',
  'REGISTERED_ONLY',
  'MAX_CLAIMS',
] as const;
export const promoReason = z.enum(PROMO_REASONS);
export type PromoReason = z.infer<typeof promoReason>;

export const promo = z.object({
  code: z.string(),
  /** spec §4 promo outcomes. */
  status: z.enum(['pending', 'active', 'inactive', 'expired']),
  reason: promoReason.nullable(),
  discountType: z.enum(['PERCENTAGE', 'FIXED']).nullable(),
  discountValue: z.number().nonnegative().nullable(),
  /** Promo warnings carry minTotal and minCount (spec §3). */
  minTotal: z.number().nonnegative().nullable(),
  minCount: z.number().int().nonnegative().nullable(),
});
export type Promo = z.infer<typeof promo>;

export const deliveryPlan = z.object({ id: z.string(), label: localizedText, price: shownAmount });
export type DeliveryPlan = z.infer<typeof deliveryPlan>;

/** A home-delivery plan as anyone may read it before giving an address (prices per currency). */
export const deliveryPlanOffer = z.object({
  id: z.string(),
  label: localizedText,
  /** Empty while the merchant hides prices (spec §6). */
  prices: moneyMap,
  /** Working days from order to door; null when the merchant gives none. */
  days: z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }).nullable(),
});
export type DeliveryPlanOffer = z.infer<typeof deliveryPlanOffer>;

/** GET delivery-plans/by-location/{inventoryLocationId}: every plan the shop delivers with from that location. */
export const locationDeliveryPlans = z.object({ inventoryLocationId: z.string(), plans: z.array(deliveryPlanOffer) });
export type LocationDeliveryPlans = z.infer<typeof locationDeliveryPlans>;

/** When home deliveries can be due (spec §5 business hours), in the merchant's time zone; anyone may read it. */
export const deliverySchedule = z.object({ schedule, timeZone: z.string() });
export type DeliverySchedule = z.infer<typeof deliverySchedule>;

export const fileRef = z.object({ id: z.string(), name: z.string(), size: z.number().int(), contentType: z.string() });

export const cart = z.object({
  id: z.string(),
  items: z.record(z.string(), cartItem),
  warnings: z.record(z.string(), cartWarning),
  promo: promo.nullable(),
  subTotal: shownAmount,
  deliveryChargers: shownAmount,
  tax: shownAmount,
  totalPriceDiscounts: shownAmount,
  total: shownAmount,
  itemCount: z.number().int().nonnegative(),
  inventoryLocation: z.string().nullable(),
  /** Currency code of every amount in the cart. */
  selectedCurrency: z.string(),
  orderStatus: cartStatus,
  email: z.string().nullable(),
  paymentMethod: paymentMethod.nullable(),
  deliveryMethod: deliveryMethod,
  deliveryPlan: deliveryPlan.nullable(),
  shippingAddress: addressInput.nullable(),
  billingAddress: addressInput.nullable(),
  isBillingSameAsShipping: z.boolean(),
  /** Outlet chosen for store pickup. */
  store: z.string().nullable(),
  orderDueDate: z.string().nullable(),
  orderDueTime: z.string().nullable(),
  deliveryType: z.string().nullable(),
  storePickupDueDate: z.string().nullable(),
  storePickupDueTime: z.string().nullable(),
  pickupType: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  file: fileRef.nullable(),
  saveCardOptions: z.object({ useSavedCard: z.boolean(), saveCard: z.boolean(), cardId: z.string().nullable() }),
  /** Set by the last order placed from this cart, so /ipg-complete and success pages can find it. */
  lastOrderId: z.string().nullable(),
  /** Lines the sign-in merge reduced to the stock, until the shopper changes them (absent: none). */
  reducedAtSignIn: z.array(reducedLine).default([]),
});
export type Cart = z.infer<typeof cart>;

// ---------- requests ----------

export const addToCartRequest = z.object({
  productId: idParam,
  varianceKey: z.string().max(200).default(''),
  quantity: z.number().int().min(1).max(999),
});
/** Sets a line's quantity: the same fields as adding. */
export const updateCartRequest = addToCartRequest.extend({});
export const deleteCartItemQuery = z.object({ productId: idParam, variance: z.string().max(200).default('') });

export const setPromoRequest = z.object({ promoCode: z.string().trim().max(40) });
export const setEmailRequest = z.object({ email: z.string().trim().email('*Email is invalid').max(200) });
export const setPaymentMethodRequest = z.object({ paymentMethod });
export const setDeliveryMethodRequest = z.object({ deliveryMethod });
export const setDeliveryPlanRequest = z.object({ deliveryPlanId: idParam });
export const setStoreRequest = z.object({ outletId: idParam });
export const setBillingSameRequest = z.object({ isBillingSameAsShipping: z.boolean() });
export const setAdditionalInfoRequest = z.object({ additionalInfo: z.string().max(1000) });
export const setSaveCardOptionsRequest = z.object({
  useSavedCard: z.boolean().default(false),
  saveCard: z.boolean().default(false),
  cardId: z.string().max(120).nullable().default(null),
});
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm');
export const setOrderDueDateQuery = z.object({
  orderDueDate: isoDate,
  orderDueTime: hhmm,
  deliveryType: z.string().max(40).default('SCHEDULED'),
});
export const setPickupDueDateQuery = z.object({
  storePickupDueDate: isoDate,
  storePickupDueTime: hhmm,
  pickupType: z.string().max(40).default('SCHEDULED'),
});

/**
 * Every checkout value the cart keeps (spec §7 `cart/set/{field}`), by its route name: its request
 * schema and whether it travels as the body or the query. The BFF, the browser client and the API read it.
 */
export const CART_FIELDS = {
  email: { schema: setEmailRequest, in: 'body' },
  'payment-method': { schema: setPaymentMethodRequest, in: 'body' },
  'delivery-method': { schema: setDeliveryMethodRequest, in: 'body' },
  'delivery-plan': { schema: setDeliveryPlanRequest, in: 'body' },
  store: { schema: setStoreRequest, in: 'body' },
  'shipping-address': { schema: addressInput, in: 'body' },
  'billing-address': { schema: addressInput, in: 'body' },
  'is-billing-same-as-shipping': { schema: setBillingSameRequest, in: 'body' },
  'additional-info': { schema: setAdditionalInfoRequest, in: 'body' },
  'save-card-options': { schema: setSaveCardOptionsRequest, in: 'body' },
  'selected-order-due-date': { schema: setOrderDueDateQuery, in: 'query' },
  'selected-store-pickup-due-date': { schema: setPickupDueDateQuery, in: 'query' },
  promoCode: { schema: setPromoRequest, in: 'body' },
} as const;
export type CartField = keyof typeof CART_FIELDS;
/** What a caller sends for each field (before the schema's defaults). */
export type CartFieldValues = { [F in CartField]: z.input<(typeof CART_FIELDS)[F]['schema']> };
/** A field's value once its schema has read it. */
export type CartFieldValue<F extends CartField> = z.output<(typeof CART_FIELDS)[F]['schema']>;

export function isCartField(value: string): value is CartField {
  return Object.hasOwn(CART_FIELDS, value);
}

/** Uploads: at most 5 MB, PDF or image (set/file). */
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

// ---------- answers ----------

export const validateResponse = z.object({
  allowedToPlaceOrder: z.boolean(),
  warnings: z.record(z.string(), cartWarning),
  /** What is missing before an order can be placed, e.g. ['email', 'shippingAddress']. */
  missing: z.array(z.string()),
});

/** purchase: CASH places the order; CARD answers with the hosted payment page to send the shopper to. */
export const purchaseResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ORDER_PLACED'), orderId: z.string(), refId: z.string() }),
  z.object({ kind: z.literal('REDIRECT'), paymentId: z.string(), redirectUrl: z.string().url() }),
]);
export type PurchaseResponse = z.infer<typeof purchaseResponse>;

export const completePaymentRequest = z.object({ paymentId: idParam });
/**
 * complete-payment: PAID with the order; FAILED (declined), CANCELLED, EXPIRED (the payment's time
 * ran out) end without money; VOIDED: paid, but the order could not be placed, so it was refunded.
 */
export const completePaymentResponse = z.object({
  status: z.enum(['PAID', 'FAILED', 'CANCELLED', 'PENDING', 'EXPIRED', 'VOIDED']),
  orderId: z.string().nullable(),
  refId: z.string().nullable(),
  /** The gateway's reason for a payment that ended without money (CARD_DECLINED, INSUFFICIENT_FUNDS, …), when it gave one. */
  reason: z.string().nullable().optional(),
});

export const orderItem = z.object({
  productId: z.string(),
  varianceKey: z.string(),
  product: z.object({ name: localizedText, imageReference: z.string(), variances: z.string() }),
  quantity: z.number().int().positive(),
  unitPrice: shownAmount,
  itemTotal: shownAmount,
});

export const order = z.object({
  id: z.string(),
  refId: z.string(),
  createdDate: z.string(),
  status: orderStatus,
  currency: z.string(),
  total: shownAmount,
  subTotal: shownAmount,
  deliveryChargers: shownAmount,
  tax: shownAmount,
  totalPriceDiscounts: shownAmount,
  /**
   * The label is the contract's; the rest lets a page say it as dates in the shopper's language
   *: the chosen due date and time, or the plan's working days from the order.
   */
  selectedEstimation: z
    .object({
      label: z.string(),
      dueDate: z.string().nullable().optional(),
      dueTime: z.string().nullable().optional(),
      days: z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }).nullable().optional(),
    })
    .nullable(),
  cancellationReason: z.string().nullable(),
  billingAddress: addressInput.nullable(),
  shippingAddress: addressInput.nullable(),
  paymentMethod,
  deliveryMethod,
  store: z.string().nullable(),
  email: z.string(),
  items: z.array(orderItem),
});
export type Order = z.infer<typeof order>;

export const ordersPageRequest = z.object({
  first: z.number().int().min(1).max(50).default(10),
  after: z.number().int().min(0).default(0),
  userId: z.string().max(120).optional(),
});
export const ordersPage = z.object({ orders: z.array(order), total: z.number().int().nonnegative() });
