import { GET as getCart } from '@/app/api/cart/route';
import { POST as addItem } from '@/app/api/cart/items/route';
import { GET as session } from '@/app/api/session/route';
import { startCommerceApi } from '@/customer-api/test/commerce-api';
import { CookieJar, routeRequest } from '@/test/route-requests';
import type { CustomerSession } from './customer-session.server';
import { againstReferenceApi } from '@/test/reference-api';
import { heartCookieName, sealHeart } from '@/lib/wishlist/heart-after-sign-in.server';

// Sign-in is not wired yet: the reader is the seam it plugs into, so these tests stand in for it.
const mockReader = jest.fn<Promise<CustomerSession | null>, []>();
jest.mock('./customer-session.server', () => ({ readCustomerSession: () => mockReader() }));

againstReferenceApi(startCommerceApi);
beforeEach(() => mockReader.mockResolvedValue(null));

const line = { productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 1 };
const nimal: CustomerSession = { customerId: 'nimal', name: 'Nimal Perera', email: 'nimal@example.com', accessToken: 'token-nimal' };
const browser = () => new CookieJar().set('inventoryId', 'loc-colombo');

async function guestWithCart(): Promise<CookieJar> {
  const jar = browser();
  const res = await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: jar }));
  expect(res.status).toBe(200);
  return jar.take(res);
}

describe('GET /api/session', () => {
  it('greets nobody for a guest, and says which kind of caller it is', async () => {
    const res = await session(routeRequest('/api/session', { cookies: await guestWithCart() }));
    expect(await res.json()).toEqual({ signedIn: false, name: null, state: 'guest', heartWaiting: false });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await (await session(routeRequest('/api/session'))).json()).toEqual({
      signedIn: false,
      name: null,
      state: 'anonymous',
      heartWaiting: false,
    });
  });

  it('greets a signed-in customer by name, and never hands out the token', async () => {
    mockReader.mockResolvedValue(nimal);
    const res = await session(routeRequest('/api/session'));
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ signedIn: true, name: 'Nimal Perera', state: 'customer', heartWaiting: false });
    expect(text).not.toContain('token-nimal');
  });

  it('says a heart kept through sign-in waits only for a customer, and only when this shop signed it', async () => {
    const kept = sealHeart({ baseId: 'p-wrap', varianceKey: 'ribbon:off' });
    const waiting = async (value: string) =>
      (
        (await (await session(routeRequest('/api/session', { cookies: browser().set(heartCookieName(false), value) }))).json()) as {
          heartWaiting: boolean;
        }
      ).heartWaiting;
    expect(await waiting(kept)).toBe(false);
    mockReader.mockResolvedValue(nimal);
    expect(await waiting(kept)).toBe(true);
    expect(await waiting(sealHeart({ baseId: 'p-wrap', varianceKey: 'ribbon:off' }, Date.now(), 'another secret of 32 characters!!'))).toBe(
      false,
    );
    expect(await waiting(`${kept.split('.')[0]}.forged`)).toBe(false);
  });

  it('says "unavailable" during an identity outage instead of "signed out"', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockReader.mockRejectedValue(new Error('identity provider timed out'));
    try {
      expect(await (await session(routeRequest('/api/session'))).json()).toEqual({
        signedIn: false,
        name: null,
        state: 'unavailable',
        heartWaiting: false,
      });
    } finally {
      errors.mockRestore();
    }
  });
});

describe('shopper routes during an identity outage', () => {
  it('answer 503 instead of showing or changing the guest cart of the same browser', async () => {
    const jar = await guestWithCart();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockReader.mockRejectedValue(new Error('identity provider timed out'));
    try {
      const read = await getCart(routeRequest('/api/cart', { cookies: jar }));
      expect(read.status).toBe(503);
      expect(await read.json()).toEqual({ code: 'E5031', message: expect.any(String) });

      const change = await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: browser() }));
      expect(change.status).toBe(503);
      expect(change.cookies.getAll()).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('shopper routes for a signed-in customer', () => {
  it("reach the customer's own cart with the bearer token", async () => {
    mockReader.mockResolvedValue(nimal);
    const added = await addItem(routeRequest('/api/cart/items', { method: 'POST', body: { ...line, quantity: 3 }, cookies: browser() }));
    expect(added.status).toBe(200);
    // No guest session is started for a customer.
    expect(added.cookies.getAll()).toEqual([]);
    const cart = await (await getCart(routeRequest('/api/cart', { cookies: browser() }))).json();
    expect(Object.values(cart.items as Record<string, { quantity: number }>).map((i) => i.quantity)).toEqual([3]);
  });

  it('answer 401 when the API no longer accepts the token, so the browser sends the shopper to sign in', async () => {
    mockReader.mockResolvedValue({ ...nimal, accessToken: 'expired!' });
    const res = await getCart(routeRequest('/api/cart', { cookies: browser() }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'E4010', message: 'Please sign in to continue.' });
  });
});
