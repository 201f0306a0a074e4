import { NextRequest, type NextResponse } from 'next/server';
import { GET as getCart } from '@/app/api/cart/route';
import { POST as addItem } from '@/app/api/cart/items/route';
import { GET as getOrder } from '@/app/api/order/[orderId]/route';
import { GET as places } from '@/app/api/places/route';
import { GET as session } from '@/app/api/session/route';
import { SettingsRepository } from '@/customer-api/core/settings-repository';
import { startCommerceApi } from '@/customer-api/test/commerce-api';
import { CookieJar, ORIGIN } from '@/test/route-requests';
import { bff, BffError, bffRequest } from './client';
import { remoteError } from './remote-error';
import { signInHref } from '@/lib/routes/sign-in';
import { againstReferenceApi } from '@/test/reference-api';

const api = againstReferenceApi(startCommerceApi);
const realFetch = global.fetch;
let jar: CookieJar;
const assign = jest.fn();

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<NextResponse>;
const ROUTES: Array<[RegExp, Handler, string[]]> = [
  [/^\/api\/cart$/, getCart, []],
  [/^\/api\/cart\/items$/, addItem, []],
  [/^\/api\/order\/([^/]+)$/, getOrder, ['orderId']],
  [/^\/api\/places$/, places, []],
  [/^\/api\/session$/, session, []],
];

/** The browser's fetch, answered by the storefront's real route handlers (which call the real API). */
async function storefrontFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = String(input);
  if (!url.startsWith('/')) return realFetch(input, init);
  const path = url.split('?')[0] ?? url;
  const found = ROUTES.find(([pattern]) => pattern.test(path));
  if (!found) return new Response('not found', { status: 404 });
  const [pattern, handler, names] = found;
  const match = pattern.exec(path) ?? [];
  const params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
  const headers = new Headers(init.headers);
  headers.set('host', new URL(ORIGIN).host);
  if (init.method && init.method !== 'GET') headers.set('origin', ORIGIN);
  if (jar.header()) headers.set('cookie', jar.header());
  const request = new NextRequest(`${ORIGIN}${url}`, { method: init.method, headers, body: init.body as BodyInit | undefined });
  const res = await handler(request, { params: Promise.resolve(params) });
  jar.take(res);
  return res;
}

beforeAll(() => {
  global.fetch = storefrontFetch as typeof fetch;
});
afterAll(() => {
  global.fetch = realFetch;
});
beforeEach(() => {
  jar = new CookieJar().set('inventoryId', 'loc-colombo');
  assign.mockReset();
  remoteError.clear();
  Object.defineProperty(globalThis, 'location', { value: { pathname: '/si/cart', search: '?step=2', assign }, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'location');
});

describe('the browser client of the BFF', () => {
  it('sends the shopper to sign in on a 401, back to the page they were on, in their language', async () => {
    // Without any session the customer API answers an order read with 401.
    const thrown = await bffRequest('/api/order/ord-1').then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(BffError);
    expect(thrown).toMatchObject({ status: 401, code: 'E4010', retryable: false });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/si/login?callbackUrl=%2Fsi%2Fcart%3Fstep%3D2&expired=1');
  });

  it('sends no one to sign in for other refusals, and throws the one typed error with the route’s message', async () => {
    const bad = await bff.citiesOfDistrict('../x').then(
      () => null,
      (e: unknown) => e,
    );
    expect(bad).toBeInstanceOf(BffError);
    expect(bad).toMatchObject({ status: 400, code: 'E4000', retryable: false });
    expect((bad as BffError).message).toMatch(/districtId|Invalid/);
    expect(assign).not.toHaveBeenCalled();
  });

  it('resolves a saved city id to its district and province through cities/search/find_by_id (spec §7)', async () => {
    const { provinces } = await bff.countryInfo('Sri Lanka');
    const district = provinces[0]?.districts[0];
    if (!district) throw new Error('expected a district');
    const [first] = await bff.citiesOfDistrict(district.id);
    if (!first) throw new Error('expected a city');
    expect(await bff.city(first.id)).toEqual(first);
    expect(first).toMatchObject({ districtId: district.id, provinceId: district.provinceId });
    expect(
      await bff.city('city-nowhere').then(
        () => null,
        (e: unknown) => e,
      ),
    ).toMatchObject({ status: 404, retryable: false });
    expect(
      await bff.city('../x').then(
        () => null,
        (e: unknown) => e,
      ),
    ).toMatchObject({ status: 400 });
  });

  it('keeps a 503 E2003 as the remote error state until any call succeeds', async () => {
    await bff.cart.add({ productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 1 });
    const seen: unknown[] = [];
    const stop = remoteError.subscribe(() => seen.push(remoteError.get()));
    const settings = new SettingsRepository(api.db);
    settings.setMaintenance(true);
    try {
      const offline = await bff.cart.get().then(
        () => null,
        (e: unknown) => e,
      );
      expect(offline).toMatchObject({ status: 503, code: 'E2003', retryable: true });
      // spec §8: the API's own description (the reference API's), not the storefront's fixed text.
      expect(remoteError.get()).toEqual({ code: 'E2003', description: 'Site is temporarily offline', status: 503 });
      // A failure of another kind leaves it as it is.
      await bff.citiesOfDistrict('../x').catch(() => undefined);
      expect(remoteError.get()?.code).toBe('E2003');
    } finally {
      settings.setMaintenance(false);
    }
    await bff.session();
    expect(remoteError.get()).toBeNull();
    expect(seen).toEqual([{ code: 'E2003', description: 'Site is temporarily offline', status: 503 }, null]);
    stop();
    expect(assign).not.toHaveBeenCalled();
  });

  it('turns a request that never reached the shop into a retryable error', async () => {
    global.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    try {
      const error = await bff.cart.get().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ status: 0, retryable: true, message: 'An error occurred' });
    } finally {
      global.fetch = storefrontFetch as typeof fetch;
    }
  });
});

describe('where sign-in is', () => {
  it('is /login with the current path for English, /si/login and /ta/login for the others', () => {
    expect(signInHref({ pathname: '/checkout', search: '' })).toBe('/login?callbackUrl=%2Fcheckout');
    expect(signInHref({ pathname: '/si/account/wishlist', search: '' })).toBe('/si/login?callbackUrl=%2Fsi%2Faccount%2Fwishlist');
    expect(signInHref({ pathname: '/ta', search: '?a=1' })).toBe('/ta/login?callbackUrl=%2Fta%3Fa%3D1');
  });

  it('is not asked for again from the sign-in page, and never calls back to another site', () => {
    expect(signInHref({ pathname: '/login', search: '?callbackUrl=%2Fcart' })).toBeNull();
    expect(signInHref({ pathname: '/si/login', search: '' })).toBeNull();
    expect(signInHref({ pathname: '//evil.example/x', search: '' })).toBe('/login?callbackUrl=%2F');
  });
});
