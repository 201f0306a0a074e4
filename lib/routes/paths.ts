import { routing, type Locale } from '@/i18n/routing';
import type { SearchRequest } from '@/lib/api/schemas';
import { searchParamsOf, type SearchSerialiseOptions } from '@/lib/search/search-query';
import { sameSitePath } from './redirect-target';

/**
 * Every page path of the storefront (spec §2 route table), built here and nowhere else. Paths are
 * unprefixed: in the browser next-intl's `Link`, `useRouter` and `getPathname` add the language
 * prefix; on the server (redirects, canonical URLs, plain forms) `localizedPath` does.
 */

function withQuery(path: string, query?: URLSearchParams | string): string {
  const text = (typeof query === 'string' ? query : (query?.toString() ?? '')).replace(/^\?/, '');
  return text ? `${path}?${text}` : path;
}

const segment = (value: string) => encodeURIComponent(value);

/** Why a card payment ended without an order, as the payment failure page explains it. */
export const PAYMENT_END_REASONS = ['voided', 'expired'] as const;
export type PaymentEndReason = (typeof PAYMENT_END_REASONS)[number];

export { sameSitePath } from './redirect-target';

/** Paging of an order history list (spec §2: first, after). */
export interface HistoryPage {
  first?: number;
  after?: number;
}

function historyQuery(page: HistoryPage | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (page?.first !== undefined) params.set('first', String(page.first));
  if (page?.after) params.set('after', String(page.after));
  return params;
}

/** Path prefixes of whole sections, for matching a pathname (`isWithin`). */
export const SECTIONS = { account: '/account', order: '/order', orderView: '/order/view' } as const;
const { account: ACCOUNT, orderView: ORDER_VIEW } = SECTIONS;

export const paths = {
  home: () => '/',
  /** spec §2 /search with its query parameters; the format is `searchParamsOf`'s (lib/search). */
  search: (request: SearchRequest = {}, options?: SearchSerialiseOptions) => withQuery('/search', searchParamsOf(request, options)),
  /** spec §2 /products/{productSlug}, a variant by its variance query pairs (`color=red&size=m`). */
  product: (productSlug: string, varianceQuery?: URLSearchParams | string) => withQuery(`/products/${segment(productSlug)}`, varianceQuery),
  /** spec §2 /product/{productId}, a variant by its varianceKey. */
  productById: (productId: string, varianceKey?: string | null) =>
    withQuery(`/product/${segment(productId)}`, varianceKey ? new URLSearchParams({ varianceKey }) : undefined),
  contentPage: (pageId: string) => `/information/page/${segment(pageId)}`,
  cart: () => '/cart',
  checkout: () => '/checkout',
  /**
   * Sign-in; `callbackUrl` (a same-site path, anything else is dropped) is where the shopper returns.
   * `expired`: the API refused the session's token, so the page signs in again instead of sending a
   * shopper who still holds a session cookie straight back (which would loop).
   */
  login: (callbackUrl?: string | null, options: { expired?: boolean } = {}) => {
    const query = new URLSearchParams();
    const back = sameSitePath(callbackUrl);
    if (back) query.set('callbackUrl', back);
    if (options.expired) query.set('expired', '1');
    return withQuery('/login', query);
  },
  /** An order; `placed` shows the spec §2 success banner right after the purchase. */
  orderView: (orderId: string, options: { placed?: boolean } = {}) =>
    withQuery(`${ORDER_VIEW}/${segment(orderId)}`, options.placed ? 'placed=1' : undefined),
  /** Where the hosted payment page sends the shopper back (and where a pending payment is checked again). */
  ipgComplete: (paymentId?: string) => withQuery('/ipg-complete', paymentId ? new URLSearchParams({ paymentId }) : undefined),
  /** The payment failure page; `reason` says why when a payment was voided (refunded) or expired. */
  /** `gateway`: the payment gateway's reason code, said on the page when it is a known one. */
  orderError: (reason?: PaymentEndReason, gateway?: string | null) => {
    const query = new URLSearchParams({ ...(reason ? { reason } : {}), ...(gateway ? { gateway } : {}) });
    return withQuery('/order-error', query.size > 0 ? query : undefined);
  },
  account: {
    profile: () => `${ACCOUNT}/details/profile`,
    addresses: () => `${ACCOUNT}/details/addresses`,
    cards: () => `${ACCOUNT}/details/cards`,
    /** spec §2 /account/wishlist, paged by first and after like the order history. */
    wishlist: (page?: HistoryPage) => withQuery(`${ACCOUNT}/wishlist`, historyQuery(page)),
    ongoingOrders: (page?: HistoryPage) => withQuery(`${ACCOUNT}/history/ongoing-orders`, historyQuery(page)),
    pastOrders: (page?: HistoryPage) => withQuery(`${ACCOUNT}/history/past-orders`, historyQuery(page)),
    /** spec §2 account affiliate tabs: link generation, bank info, statistics, report. */
    affiliate: () => `${ACCOUNT}/affiliate`,
    affiliateBankInfo: () => `${ACCOUNT}/affiliate/bank-info`,
    affiliateStatistics: () => `${ACCOUNT}/affiliate/statistics`,
    affiliateReport: (page?: number) => withQuery(`${ACCOUNT}/affiliate/report`, page && page > 1 ? `page=${page}` : undefined),
  },
} as const;

/** A product's own page as the API describes it (cards, quick view, quick search): slug and the variant's query pairs. */
export function productHref(product: { productSlug: string; querySearchParams: string }): string {
  return paths.product(product.productSlug, product.querySearchParams);
}

/** True for `section` itself and every path below it (`/checkout`, `/checkout/x`, not `/checkouts`). */
export function isWithin(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(section.endsWith('/') ? section : `${section}/`);
}

/** Sections that belong to one shopper: robots.txt keeps crawlers out (the pages also say noindex). */
export const PRIVATE_SECTIONS: readonly string[] = [
  paths.cart(),
  paths.checkout(),
  ACCOUNT,
  SECTIONS.order,
  paths.orderError(),
  paths.ipgComplete(),
  paths.login(),
];

/** True for an unprefixed path of a shopper's own page (`/cart`, `/order/view/o-1`, `/account/wishlist`). */
export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_SECTIONS.some((section) => isWithin(pathname, section));
}

/** A storefront path in a language: en unprefixed, the others under `/{locale}` (spec §2 routes stay exact). */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === routing.defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}
