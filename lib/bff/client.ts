import type { z } from 'zod';
import type { AffiliateLinkUpdate } from '@/lib/api/affiliate-schemas';
import type { Cart, CartField, CartFieldValues } from '@/lib/api/cart-schemas';
import type { ProfileUpdate, SavedAddressInput } from '@/lib/api/profile-schemas';
import type { QuickSearchResult } from '@/lib/layout/quick-search-item';
import { BFF_CODES, BffError, readErrorBody } from './error';
import { remoteError } from './remote-error';
import { signInHref } from '@/lib/routes/sign-in';
import type { ShopperSession } from '@/lib/session/shopper-session';

export { BffError } from './error';

export interface BffRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** A file sent as the raw body with its own type and name (instead of `body`); null removes it. */
  upload?: { data: Blob; type: string; name: string } | null;
  signal?: AbortSignal;
}

function isAbort(e: unknown): boolean {
  return typeof e === 'object' && e !== null && 'name' in e && e.name === 'AbortError';
}

function sendToSignIn() {
  const here: Location | undefined = globalThis.location;
  if (!here) return;
  // A 401 means the session (if any) no longer works: sign in again, never straight back.
  const href = signInHref(here, { expired: true });
  if (href) here.assign(href);
}

function requestHeaders(init: BffRequest): Record<string, string> {
  if (init.upload !== undefined) {
    const upload = init.upload;
    return upload
      ? {
          accept: 'application/json',
          'content-type': upload.type || 'application/octet-stream',
          'x-file-name': encodeURIComponent(upload.name),
        }
      : { accept: 'application/json', 'content-type': 'application/octet-stream' };
  }
  return init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' };
}

/**
 * The browser's one way to the storefront's own routes. Answers the JSON of a 2xx; anything else
 * throws a BffError. spec §8 for every call: 401 sends the shopper to sign in; 503 with E2003 is kept
 * as the remote error state, which any successful answer clears.
 */
export async function bffRequest(path: string, init: BffRequest = {}): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      headers: requestHeaders(init),
      body:
        init.upload !== undefined ? (init.upload?.data ?? new Blob([])) : init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new BffError(0, BFF_CODES.network, 'An error occurred');
  }
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) {
    remoteError.clear();
    return data;
  }
  const { code, message, ...details } = readErrorBody(data) ?? { code: BFF_CODES.internal, message: 'An error occurred' };
  if (res.status === 401) sendToSignIn();
  if (res.status === 503 && code === BFF_CODES.maintenance) remoteError.set({ code, description: message, status: res.status });
  throw new BffError(res.status, code, message, details);
}

/** Calls a BFF route and checks its answer (`parse` may load its schema on demand, keeping zod out of first loads). */
export async function bffCall<T>(path: string, parse: (data: unknown) => T | Promise<T>, init: BffRequest = {}): Promise<T> {
  return parse(await bffRequest(path, init));
}

// The answers' schemas, and zod with them, load with the first call that needs them.
const contract = () => import('./contract');
type Contract = Awaited<ReturnType<typeof contract>>;

function checked<K extends keyof Contract>(key: K) {
  return async (data: unknown): Promise<z.output<Contract[K]>> => (await contract())[key].parse(data) as z.output<Contract[K]>;
}

export interface CartLine {
  productId: string;
  varianceKey: string;
  quantity: number;
}

/** Every value of the checkout the cart keeps (spec §7 cart/set/*), by its route name: the contract's map (types only). */
export type { CartField, CartFieldValues };

export type { ShopperSession };

const SESSION_STATES = new Set<ShopperSession['state']>(['anonymous', 'guest', 'customer', 'unavailable']);

/** Checked by hand: the header asks on every page, and zod should not load for it. */
function sessionOf(data: unknown): ShopperSession {
  const body = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const signedIn = body.signedIn === true;
  const name = signedIn && typeof body.name === 'string' ? body.name : null;
  const state = SESSION_STATES.has(body.state as ShopperSession['state'])
    ? (body.state as ShopperSession['state'])
    : signedIn
      ? 'customer'
      : 'anonymous';
  return { signedIn, name, state, heartWaiting: state === 'customer' && body.heartWaiting === true };
}

const cartOrNull = async (data: unknown): Promise<Cart | null> => (data === null ? null : checked('cart')(data));

/** Every route of the storefront the browser calls. */
export const bff = {
  cart: {
    get: () => bffCall('/api/cart', cartOrNull),
    add: (line: CartLine) => bffCall('/api/cart/items', checked('cart'), { method: 'POST', body: line }),
    update: (line: CartLine) => bffCall('/api/cart/items', checked('cart'), { method: 'PATCH', body: line }),
    remove: (line: { productId: string; varianceKey: string }) =>
      bffCall(`/api/cart/items?${new URLSearchParams({ productId: line.productId, variance: line.varianceKey })}`, checked('cart'), {
        method: 'DELETE',
      }),
    set: <F extends CartField>(field: F, value: CartFieldValues[F]) =>
      bffCall(`/api/cart/set/${field}`, checked('cart'), { method: 'POST', body: value }),
    purchase: () => bffCall('/api/cart/purchase', checked('purchaseResponse'), { method: 'POST' }),
    deliveryPlans: () => bffCall('/api/cart/delivery-plans', checked('deliveryPlans')),
    deliverySchedule: () => bffCall('/api/cart/delivery-schedule', checked('deliverySchedule')),
    /** Attaches a file to the cart (spec §7 set/file); null removes the attached one. */
    setFile: (file: File | null) =>
      bffCall('/api/cart/file', checked('cart'), {
        method: 'POST',
        upload: file ? { data: file, type: file.type, name: file.name } : null,
      }),
  },
  /** The signed-in customer's own profile, addresses and orders (401 sends anyone else to sign in). */
  profile: {
    get: () => bffCall('/api/profile', checked('profile')),
    update: (fields: ProfileUpdate) => bffCall('/api/profile', checked('profile'), { method: 'POST', body: fields }),
    addresses: () => bffCall('/api/profile/addresses', checked('savedAddresses')),
    saveAddress: (address: SavedAddressInput) =>
      bffCall('/api/profile/addresses', checked('savedAddress'), { method: 'POST', body: address }),
    removeAddress: (addressId: string) =>
      bffCall(`/api/profile/addresses/${encodeURIComponent(addressId)}`, checked('savedAddresses'), { method: 'DELETE' }),
    setDefault: (addressId: string, which: 'billing' | 'shipping') =>
      bffCall(`/api/profile/addresses/${encodeURIComponent(addressId)}/default`, checked('profile'), { method: 'POST', body: { which } }),
  },
  /** The signed-in customer's wish list: `first` 0 answers the keys only; a page adds product data. */
  wishList: {
    get: (paging: { first: number; after: number }, signal?: AbortSignal) =>
      bffCall(
        `/api/wishlist?${new URLSearchParams({ first: String(paging.first), after: String(paging.after) })}`,
        checked('wishListAnswer'),
        { signal },
      ),
  },
  /** The signed-in customer's saved cards (spec §4: a deletion answers, and reloads, the list). */
  cards: {
    list: () => bffCall('/api/cards', checked('savedCards')),
    remove: (cardId: string) => bffCall(`/api/cards/${encodeURIComponent(cardId)}`, checked('savedCards'), { method: 'DELETE' }),
  },
  /** The signed-in affiliate's links, bank details, statistics and report (spec §7 affiliate calls). */
  affiliate: {
    links: () => bffCall('/api/affiliate', checked('affiliateLinks')),
    update: (token: string, change: AffiliateLinkUpdate) =>
      bffCall(`/api/affiliate/${encodeURIComponent(token)}`, checked('affiliateLink'), { method: 'PATCH', body: change }),
    statistics: (range: { from: string; to: string }) =>
      bffCall(`/api/affiliate/statistics?${new URLSearchParams(range)}`, checked('affiliateStatistics')),
    report: (page: { page: number; size: number }) =>
      bffCall(
        `/api/affiliate/report?${new URLSearchParams({ page: String(page.page), size: String(page.size) })}`,
        checked('affiliateReport'),
      ),
    /** spec §4: records the affiliate session ('Invalid' ends it); never throws. */
    session: async (change: { token: string; visit?: string }): Promise<boolean> => {
      try {
        const data = await bffRequest('/api/affiliate/session', { method: 'POST', body: change });
        return typeof data === 'object' && data !== null && 'valid' in data && data.valid === true;
      } catch {
        return false;
      }
    },
  },
  outlets: () => bffCall('/api/outlets', checked('outlets')),
  countryInfo: (country: string) => bffCall(`/api/places?${new URLSearchParams({ country })}`, checked('countryInfo')),
  citiesOfDistrict: (districtId: string) => bffCall(`/api/places?${new URLSearchParams({ districtId })}`, checked('cities')),
  city: (cityId: string) => bffCall(`/api/places?${new URLSearchParams({ cityId })}`, checked('city')),
  product: (productId: string, varianceKey: string, signal?: AbortSignal) =>
    bffCall(
      `/api/product/${encodeURIComponent(productId)}${varianceKey ? `?${new URLSearchParams({ varianceKey })}` : ''}`,
      checked('product'),
      { signal },
    ),
  quickSearch: (query: string, ctx: { locale: string; currency?: string }, signal?: AbortSignal): Promise<QuickSearchResult> => {
    const params = new URLSearchParams({ query, locale: ctx.locale });
    if (ctx.currency) params.set('currency', ctx.currency);
    return bffCall(`/api/quick-search?${params.toString()}`, checked('quickSearchResult'), { signal });
  },
  /** The header's menus of a shopper context (the location comes from its cookie). */
  menus: (ctx: { locale: string; currency: string }, signal?: AbortSignal) =>
    bffCall(`/api/menus?${new URLSearchParams({ locale: ctx.locale, currency: ctx.currency })}`, checked('navMenus'), { signal }),
  session: (signal?: AbortSignal) => bffCall('/api/session', sessionOf, { signal }),
  /** Whether the shop is back online (the maintenance screen's retries). Never throws. */
  isOnline: async (signal?: AbortSignal): Promise<boolean> => {
    try {
      const data = await bffRequest('/api/status', { signal });
      return typeof data === 'object' && data !== null && 'online' in data && data.online === true;
    } catch {
      return false;
    }
  },
};
