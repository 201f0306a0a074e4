/** The tracking events of spec §6, in the storefront's own words; vendors.ts turns them into each vendor's call. */
export const EVENT_NAMES = [
  'PageView',
  'Search',
  'ViewContent',
  'CustomizeProduct',
  'AddToCart',
  'InitiateCheckout',
  'AddShippingDetails',
  'PaymentAndBilling',
  'PromoApply',
  'PlaceOrderCOD',
  'PlaceOrderCard',
  'IPGFailure',
  'PaymentCompleteCOD',
  'PaymentComplete',
  'Purchase',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** One product line of an event: what every vendor's e-commerce data is built from. */
export interface TrackedItem {
  id: string;
  name?: string;
  /** Unit price in the event's currency. */
  price?: number;
  quantity: number;
}

export interface TrackEvent {
  name: EventName;
  /** ISO 4217 code, e.g. LKR. */
  currency?: string;
  /** The money the event is about: a line, the cart or the order total. */
  value?: number;
  items?: TrackedItem[];
  searchTerm?: string;
  orderId?: string;
  coupon?: string;
  /** Page path of a PageView. */
  path?: string;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The value of some lines: unit price × quantity, summed. */
export function itemsValue(items: readonly TrackedItem[]): number {
  return round(items.reduce((sum, i) => sum + (i.price ?? 0) * i.quantity, 0));
}

export function pageView(path: string): TrackEvent {
  return { name: 'PageView', path };
}

export function search(term: string): TrackEvent {
  return { name: 'Search', searchTerm: term };
}

/** A product event (ViewContent, CustomizeProduct, AddToCart): one line, valued at price × quantity. */
export function productEvent(name: 'ViewContent' | 'CustomizeProduct' | 'AddToCart', currency: string, item: TrackedItem): TrackEvent {
  return { name, currency, value: itemsValue([item]), items: [item] };
}

/** A checkout or order event about the whole cart or order; `value` defaults to the lines' value. */
export function orderEvent(
  name: Exclude<EventName, 'PageView' | 'Search' | 'ViewContent' | 'CustomizeProduct' | 'AddToCart'>,
  data: { currency: string; items: TrackedItem[]; value?: number; orderId?: string; coupon?: string },
): TrackEvent {
  return {
    name,
    currency: data.currency,
    value: round(data.value ?? itemsValue(data.items)),
    items: data.items,
    ...(data.orderId ? { orderId: data.orderId } : {}),
    ...(data.coupon ? { coupon: data.coupon } : {}),
  };
}
