import { NextRequest } from 'next/server';
import { Shopper, startCommerceApi } from '@/customer-api/test/commerce-api';
import { addToCart } from '@/lib/api/cart';
import { loadCart } from '@/lib/cart/currency-sync';
import { isApiError } from '@/lib/api/errors';
import { callContext, callerOfRequest, resolveCaller } from './caller.server';
import type { CustomerSession } from './customer-session.server';
import { againstReferenceApi } from '@/test/reference-api';

const api = againstReferenceApi(startCommerceApi);

const GUEST = 'g'.repeat(43);
const scope = (cookies: Record<string, string>, headers: Record<string, string> = {}) => ({
  cookie: (name: string) => cookies[name],
  cookies: { getAll: () => Object.entries(cookies).map(([name, value]) => ({ name, value })) },
  headers: new Headers(headers),
});
const nobody = async () => null;
const nimal =
  (accessToken = 'token-nimal'): (() => Promise<CustomerSession>) =>
  async () => ({ customerId: 'nimal', name: 'Nimal Perera', email: 'nimal@example.com', accessToken });
const outage = async () => {
  throw new Error('identity provider timed out');
};

describe('who is asking', () => {
  it('is anonymous without cookies; the location comes from its cookie when it is a well-formed id', async () => {
    expect(await resolveCaller(scope({}), nobody)).toEqual({ kind: 'anonymous', inventoryId: null, orderSessions: [], https: false });
    expect((await resolveCaller(scope({ inventoryId: 'loc-kandy' }), nobody)).inventoryId).toBe('loc-kandy');
    expect((await resolveCaller(scope({ inventoryId: '../x' }), nobody)).inventoryId).toBeNull();
  });

  it('is the guest of a well-formed guest cookie, and anonymous for anything else', async () => {
    const guest = await resolveCaller(scope({ guest_session: GUEST, inventoryId: 'loc-colombo' }), nobody);
    expect(guest).toMatchObject({ kind: 'guest', guestSession: GUEST });
    expect(callContext(guest)).toEqual({ inventoryId: 'loc-colombo', guestSession: GUEST, token: null });
    expect((await resolveCaller(scope({ guest_session: 'short' }), nobody)).kind).toBe('anonymous');
  });

  it('reads the __Host- cookie over HTTPS and only the plain one over HTTP', async () => {
    const both = { guest_session: GUEST, '__Host-guest_session': 'h'.repeat(43) };
    expect(await resolveCaller(scope(both, { 'x-forwarded-proto': 'https' }), nobody)).toMatchObject({
      guestSession: 'h'.repeat(43),
      https: true,
    });
    expect(await resolveCaller(scope(both, { 'x-forwarded-proto': 'http' }), nobody)).toMatchObject({ guestSession: GUEST, https: false });
  });

  it('is the signed-in customer when the session says so, carrying the guest session so the API adopts that cart', async () => {
    const caller = await resolveCaller(scope({ guest_session: GUEST, inventoryId: 'loc-colombo' }), nimal());
    expect(caller).toMatchObject({ kind: 'customer', customerId: 'nimal', name: 'Nimal Perera', token: 'token-nimal' });
    expect(callContext(caller)).toEqual({ inventoryId: 'loc-colombo', token: 'token-nimal', guestSession: GUEST, customerId: 'nimal' });
  });

  it('is "unavailable" when the identity side cannot answer — never the guest of the same browser', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const caller = await resolveCaller(scope({ guest_session: GUEST, inventoryId: 'loc-colombo' }), outage);
      expect(caller.kind).toBe('unavailable');
      expect(callContext(caller)).toEqual({ inventoryId: 'loc-colombo', token: null, guestSession: null });
    } finally {
      errors.mockRestore();
    }
  });

  it('lets a page choose the location its context segment resolved', async () => {
    const caller = await resolveCaller(scope({ guest_session: GUEST }), nobody);
    expect(callContext(caller, 'loc-kandy').inventoryId).toBe('loc-kandy');
  });

  it("sends the customer's token to the customer API as the bearer, which the API verifies", async () => {
    const caller = await resolveCaller(scope({ inventoryId: 'loc-colombo' }), nimal());
    const cart = await addToCart(callContext(caller), { productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 2 });
    expect(Object.keys(cart.items)).toHaveLength(1);
    // The same cart, seen by the API as this user's.
    const seen = await new Shopper(api.api, { bearer: 'token-nimal', session: '' }).cart();
    expect(seen.items).toEqual(cart.items);

    const stale = await resolveCaller(scope({ inventoryId: 'loc-colombo' }), nimal('expired!'));
    const refused = await loadCart(callContext(stale), 'LKR').catch((e: unknown) => e);
    expect(isApiError(refused, 'unauthorized')).toBe(true);
  });

  it('is worked out once per route request', async () => {
    const request = new NextRequest('http://shop.test/api/cart', { headers: { cookie: `guest_session=${GUEST}` } });
    const first = callerOfRequest(request);
    expect(callerOfRequest(request)).toBe(first);
    expect((await first).kind).toBe('guest');
    expect(callerOfRequest(new NextRequest('http://shop.test/api/cart'))).not.toBe(first);
  });
});
