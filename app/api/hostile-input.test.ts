import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { NextRequest } from 'next/server';
import { startCommerceApi } from '@/customer-api/test/commerce-api';
import { againstReferenceApi } from '@/test/reference-api';
import { guestCookieNames, newGuestSession } from '@/lib/session/guest-cookie';
import { CookieJar, routeRequest, withParams } from '@/test/route-requests';
import * as affiliate from './affiliate/route';
import * as affiliateLink from './affiliate/[token]/route';
import * as affiliateCustomer from './affiliate/customer/route';
import * as affiliateReport from './affiliate/report/route';
import * as affiliateSession from './affiliate/session/route';
import * as affiliateStatistics from './affiliate/statistics/route';
import * as cards from './cards/route';
import * as card from './cards/[cardId]/route';
import * as cart from './cart/route';
import * as completePayment from './cart/complete-payment/route';
import * as deliveryPlans from './cart/delivery-plans/route';
import * as deliverySchedule from './cart/delivery-schedule/route';
import * as cartFile from './cart/file/route';
import * as items from './cart/items/route';
import * as purchaseForm from './cart/purchase/form/route';
import * as purchase from './cart/purchase/route';
import * as setField from './cart/set/[field]/route';
import * as logout from './logout/route';
import * as menus from './menus/route';
import * as order from './order/[orderId]/route';
import * as orders from './orders/[which]/route';
import * as outlets from './outlets/route';
import * as places from './places/route';
import * as product from './product/[id]/route';
import * as profile from './profile/route';
import * as addresses from './profile/addresses/route';
import * as address from './profile/addresses/[addressId]/route';
import * as defaultAddress from './profile/addresses/[addressId]/default/route';
import * as quickSearch from './quick-search/route';
import * as revalidate from './revalidate/route';
import * as session from './session/route';
import * as status from './status/route';
import * as vendorScript from './vendor-script/route';
import * as wishlist from './wishlist/route';

againstReferenceApi(startCommerceApi, { REVALIDATE_SECRET: 'a-test-secret-of-sixteen+', RATE_LIMIT_ALLOW: '' });

type Handler = (request: NextRequest, context?: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Every BFF route with its dynamic segments (the sign-in handler of next-auth is not ours). */
const ROUTES: Array<{ path: string; params: string[]; module: Record<string, unknown> }> = [
  { path: '/api/affiliate', params: [], module: affiliate },
  { path: '/api/affiliate/[token]', params: ['token'], module: affiliateLink },
  { path: '/api/affiliate/customer', params: [], module: affiliateCustomer },
  { path: '/api/affiliate/report', params: [], module: affiliateReport },
  { path: '/api/affiliate/session', params: [], module: affiliateSession },
  { path: '/api/affiliate/statistics', params: [], module: affiliateStatistics },
  { path: '/api/cards', params: [], module: cards },
  { path: '/api/cards/[cardId]', params: ['cardId'], module: card },
  { path: '/api/cart', params: [], module: cart },
  { path: '/api/cart/complete-payment', params: [], module: completePayment },
  { path: '/api/cart/delivery-plans', params: [], module: deliveryPlans },
  { path: '/api/cart/delivery-schedule', params: [], module: deliverySchedule },
  { path: '/api/cart/file', params: [], module: cartFile },
  { path: '/api/cart/items', params: [], module: items },
  { path: '/api/cart/purchase', params: [], module: purchase },
  { path: '/api/cart/purchase/form', params: [], module: purchaseForm },
  { path: '/api/cart/set/[field]', params: ['field'], module: setField },
  { path: '/api/logout', params: [], module: logout },
  { path: '/api/menus', params: [], module: menus },
  { path: '/api/order/[orderId]', params: ['orderId'], module: order },
  { path: '/api/orders/[which]', params: ['which'], module: orders },
  { path: '/api/outlets', params: [], module: outlets },
  { path: '/api/places', params: [], module: places },
  { path: '/api/product/[id]', params: ['id'], module: product },
  { path: '/api/profile', params: [], module: profile },
  { path: '/api/profile/addresses', params: [], module: addresses },
  { path: '/api/profile/addresses/[addressId]', params: ['addressId'], module: address },
  { path: '/api/profile/addresses/[addressId]/default', params: ['addressId'], module: defaultAddress },
  { path: '/api/quick-search', params: [], module: quickSearch },
  { path: '/api/revalidate', params: [], module: revalidate },
  { path: '/api/session', params: [], module: session },
  { path: '/api/status', params: [], module: status },
  { path: '/api/vendor-script', params: [], module: vendorScript },
  { path: '/api/wishlist', params: [], module: wishlist },
];

/** Every `route.ts` under app/api, as its URL path; next-auth's handler is not ours. */
function routeFiles(dir = __dirname, prefix = '/api'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    return entry.name === 'route.ts' ? [prefix] : [];
  });
}

it('lists every BFF route, so a new one is fed junk too', () => {
  const ours = routeFiles().filter((p) => !p.startsWith('/api/auth/'));
  expect(ROUTES.map((r) => r.path).sort()).toEqual(ours.sort());
});

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const handlers = ROUTES.flatMap((route) =>
  METHODS.flatMap((method) =>
    typeof route.module[method] === 'function' ? [{ ...route, method, handler: route.module[method] as Handler }] : [],
  ),
);

/** Values a client can send: any JSON, long and odd strings, numbers at the edges, prototype keys. */
const junkString = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '..', '%', '__proto__', 'constructor', '0', '-1', 'NaN', 'p-0001', 'x'.repeat(5000)),
);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  junkString,
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e308, -1, 0.5),
  fc.dictionary(
    fc.constantFrom('productId', 'varianceKey', 'quantity', 'promoCode', 'email', 'addressId', 'id', '__proto__', 'line1', 'country'),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);
const junkBody = fc.oneof(
  junkValue.map((v) => JSON.stringify(v) ?? 'null'),
  junkString,
);

const guestSession = newGuestSession();

/**
 * Hostile input: every BFF route gets generated junk in its segments, query and body, as an anonymous
 * caller and as a guest; zod, the route wrapper and the customer API must answer it with a 4xx (or the
 * 503 of a closed shop), never a 500 or 502.
 */
describe('every BFF route fed generated junk', () => {
  it.each(handlers.map((h) => [`${h.method} ${h.path}`, h] as const))(
    '%s never answers 500',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(junkString, { minLength: route.params.length, maxLength: route.params.length }),
          fc.dictionary(fc.string({ maxLength: 12 }), junkString, { maxKeys: 4 }),
          junkBody,
          fc.boolean(),
          async (segments, query, body, withCart) => {
            const jar = new CookieJar().set('inventoryId', 'loc-colombo');
            // A guest with a session (often with a cart from an earlier run), or nobody yet.
            if (withCart) jar.set(guestCookieNames(false).session, guestSession);
            const search = new URLSearchParams(query).toString();
            const path = route.path.replace(/\[[^\]]+\]/g, 'x') + (search ? `?${search}` : '');
            const request = routeRequest(path, { method: route.method, body: route.method === 'GET' ? undefined : body, cookies: jar });
            const params = Object.fromEntries(route.params.map((name, i) => [name, segments[i] ?? '']));
            const res = await route.handler(request, withParams(params));
            if (res.status >= 500 && res.status !== 503) {
              throw new Error(`${route.method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
            }
          },
        ),
        { numRuns: 50 },
      );
    },
    60_000,
  );
});
