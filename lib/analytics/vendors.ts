import type { TrackEvent } from './events';

export type VendorKind = 'facebookPixel' | 'googleAnalytics' | 'googleTagManager';

/**
 * One enabled tracker of the merchant's `analyticsConfigurations`.
 *
 * `builtInTracking` (the schema's `isBuiltInTracking`): the vendor counts page views itself — GA4's
 * enhanced measurement on history changes, the Pixel's automatic configuration, a page-view trigger in the
 * GTM container — so the storefront sends that vendor no PageView of its own (it would count twice).
 * Every other event of spec §6 is sent either way.
 */
export interface Vendor {
  kind: VendorKind;
  id: string;
  builtInTracking: boolean;
}

interface TrackerConfig {
  id: string;
  isEnabled: boolean;
  isBuiltInTracking: boolean;
}
export interface AnalyticsConfigurations {
  facebookPixelConfigurations: TrackerConfig;
  googleAnalyticsConfigurations: TrackerConfig;
  googleTagManagerConfigurations: TrackerConfig;
}

const ID_PATTERNS: Record<VendorKind, RegExp> = {
  facebookPixel: /^\d{6,20}$/,
  googleAnalytics: /^G-[A-Z0-9]{4,20}$/,
  googleTagManager: /^GTM-[A-Z0-9]{4,12}$/,
};

/** The enabled trackers with a well-formed id (the id goes into a script address). */
export function enabledVendors(config: AnalyticsConfigurations): Vendor[] {
  const entries: Array<[VendorKind, TrackerConfig]> = [
    ['facebookPixel', config.facebookPixelConfigurations],
    ['googleAnalytics', config.googleAnalyticsConfigurations],
    ['googleTagManager', config.googleTagManagerConfigurations],
  ];
  return entries
    .filter(([kind, c]) => c.isEnabled && ID_PATTERNS[kind].test(c.id))
    .map(([kind, c]) => ({ kind, id: c.id, builtInTracking: c.isBuiltInTracking }));
}

/** The script each vendor loads. */
export function scriptUrl(vendor: Vendor): string {
  switch (vendor.kind) {
    case 'facebookPixel':
      return 'https://connect.facebook.net/en_US/fbevents.js';
    case 'googleAnalytics':
      return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(vendor.id)}`;
    case 'googleTagManager':
      return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(vendor.id)}`;
  }
}

/** Origins each vendor's script, beacons and pixels need (lib/http/page-sources.ts builds the CSP from these). */
export const VENDOR_ORIGINS: Record<VendorKind, { script: string[]; connect: string[]; img: string[]; frame: string[] }> = {
  facebookPixel: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
    frame: [],
  },
  googleAnalytics: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
    img: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
    frame: [],
  },
  googleTagManager: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    img: ['https://www.googletagmanager.com'],
    frame: ['https://www.googletagmanager.com'],
  },
};

/** A vendor call: the function on `window` and its arguments. */
export type VendorCall = { fn: 'fbq' | 'gtag' | 'dataLayer'; args: unknown[] };

const FB_STANDARD = new Set(['PageView', 'Search', 'ViewContent', 'CustomizeProduct', 'AddToCart', 'InitiateCheckout', 'Purchase']);
const GA_NAMES: Partial<Record<TrackEvent['name'], string>> = {
  PageView: 'page_view',
  Search: 'search',
  ViewContent: 'view_item',
  AddToCart: 'add_to_cart',
  InitiateCheckout: 'begin_checkout',
  AddShippingDetails: 'add_shipping_info',
  PaymentAndBilling: 'add_payment_info',
  Purchase: 'purchase',
};

function facebookData(e: TrackEvent): Record<string, unknown> {
  return {
    ...(e.currency ? { currency: e.currency } : {}),
    ...(e.value !== undefined ? { value: e.value } : {}),
    ...(e.items
      ? {
          content_ids: e.items.map((i) => i.id),
          content_type: 'product',
          contents: e.items.map((i) => ({ id: i.id, quantity: i.quantity })),
          num_items: e.items.reduce((n, i) => n + i.quantity, 0),
        }
      : {}),
    ...(e.searchTerm !== undefined ? { search_string: e.searchTerm } : {}),
    ...(e.orderId ? { order_id: e.orderId } : {}),
    ...(e.coupon ? { coupon: e.coupon } : {}),
  };
}

/** GA4's e-commerce parameters (also the `ecommerce` object GTM containers read). */
function googleData(e: TrackEvent): Record<string, unknown> {
  return {
    ...(e.currency ? { currency: e.currency } : {}),
    ...(e.value !== undefined ? { value: e.value } : {}),
    ...(e.items
      ? {
          items: e.items.map((i) => ({
            item_id: i.id,
            ...(i.name ? { item_name: i.name } : {}),
            ...(i.price !== undefined ? { price: i.price } : {}),
            quantity: i.quantity,
          })),
        }
      : {}),
    ...(e.searchTerm !== undefined ? { search_term: e.searchTerm } : {}),
    ...(e.orderId ? { transaction_id: e.orderId } : {}),
    ...(e.coupon ? { coupon: e.coupon } : {}),
    ...(e.path ? { page_path: e.path } : {}),
  };
}

/** The call that reports `e` to `vendor`, or null when that vendor does not get it (its own page views). */
export function vendorCall(vendor: Vendor, e: TrackEvent): VendorCall | null {
  if (e.name === 'PageView' && vendor.builtInTracking) return null;
  switch (vendor.kind) {
    case 'facebookPixel': {
      const data = facebookData(e);
      const method = FB_STANDARD.has(e.name) ? 'track' : 'trackCustom';
      // The order id as event id lets the Pixel drop a repeat of the same purchase.
      const options = e.name === 'Purchase' && e.orderId ? [{ eventID: e.orderId }] : [];
      return { fn: 'fbq', args: e.name === 'PageView' ? [method, e.name] : [method, e.name, data, ...options] };
    }
    case 'googleAnalytics':
      return { fn: 'gtag', args: ['event', GA_NAMES[e.name] ?? e.name, { ...googleData(e), send_to: vendor.id }] };
    case 'googleTagManager':
      return { fn: 'dataLayer', args: [{ event: e.name, ecommerce: googleData(e) }] };
  }
}
