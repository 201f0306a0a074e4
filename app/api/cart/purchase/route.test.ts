import { address, startCommerceApi } from '@/customer-api/test/commerce-api';
import { RATE_LIMITS } from '@/lib/http/rate-limits.server';
import { guestWithOneItem, setCartField } from '@/test/cart-routes';
import { CookieJar, routeRequest } from '@/test/route-requests';
import { againstReferenceApi } from '@/test/reference-api';
import { POST as purchase } from './route';

// An API that answers card purchases with a plain-http payment page on an origin this shop does not know.
const api = againstReferenceApi(() => startCommerceApi(undefined, { publicUrl: 'http://pay.evil.example' }));

async function readyToBuy(paymentMethod: 'CASH' | 'CARD'): Promise<CookieJar> {
  const jar = await guestWithOneItem();
  await setCartField(jar, 'email', { email: 'nimal@example.com' });
  await setCartField(jar, 'shipping-address', address());
  await setCartField(jar, 'delivery-method', { deliveryMethod: 'delivery' });
  await setCartField(jar, 'delivery-plan', { deliveryPlanId: 'metro-standard' });
  await setCartField(jar, 'payment-method', { paymentMethod });
  return jar;
}

describe('POST /api/cart/purchase by card', () => {
  it('refuses to send the shopper to a payment page that is neither https nor a configured origin, with a clear error', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const jar = await readyToBuy('CARD');
      const res = await purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: jar }));
      expect(res.status).toBe(502);
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toEqual({
        code: 'PAYMENT_PAGE_REFUSED',
        message: 'The payment page could not be opened securely, so nothing was charged.',
      });
      expect(JSON.stringify(body)).not.toContain('pay.evil.example');
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('neither https nor on a configured payment page origin'));

      // Choosing another way to pay still works: the pending payment is dropped with the change.
      await setCartField(jar, 'payment-method', { paymentMethod: 'CASH' });
      const cash = await purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: jar }));
      expect(cash.status).toBe(200);
      expect(((await cash.json()) as { kind: string }).kind).toBe('ORDER_PLACED');
    } finally {
      errors.mockRestore();
    }
  });
});

describe('POST /api/cart/purchase refused', () => {
  it("answers the reference API's own 409 CART_NOT_READY, naming the delivery area, when the address's city stopped being delivered to", async () => {
    const jar = await readyToBuy('CASH');
    // The merchant stops delivering to the city after the shopper chose it: only the purchase's check can tell.
    api.db.prepare("UPDATE cities SET json = json_set(json, '$.deliverable', json('false')) WHERE id = ?").run(address().cityId);
    try {
      const res = await purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: jar }));
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        code: 'CART_NOT_READY',
        message: 'Please fill the mandatory fields',
        missing: ['deliveryArea'],
        warnings: {},
      });
    } finally {
      api.db.prepare("UPDATE cities SET json = json_set(json, '$.deliverable', json('true')) WHERE id = ?").run(address().cityId);
    }
  });

  it('answers 429 with Retry-After after the 10 attempts a session has in 10 minutes, before asking the API', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.purchase.session;
    const jar = await readyToBuy('CASH');
    // A guest who placed an order starts a new session: the attempts are made on a cart that cannot be placed yet.
    await setCartField(jar, 'delivery-method', { deliveryMethod: 'store' });
    const sent = jest.spyOn(globalThis, 'fetch');
    try {
      for (let attempt = 1; attempt <= limit; attempt += 1) {
        const res = await purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: jar }));
        expect({ attempt, status: res.status }).toEqual({ attempt, status: 409 });
      }
      const asked = sent.mock.calls.length;
      const refused = await purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: jar }));
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(windowSeconds);
      expect(await refused.json()).toEqual({
        code: 'E4290',
        message: 'Too many attempts. Please wait a moment and try again.',
        retryAfterSeconds: wait,
      });
      expect(sent.mock.calls.length).toBe(asked);
    } finally {
      sent.mockRestore();
    }

    // Counted per session: another shopper behind the same address still places an order.
    const other = await purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: await readyToBuy('CASH') }));
    expect(other.status).toBe(200);
    expect(((await other.json()) as { kind: string }).kind).toBe('ORDER_PLACED');
  });
});
