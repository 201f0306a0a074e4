import { POST as addItem } from '@/app/api/cart/items/route';
import { POST as setField } from '@/app/api/cart/set/[field]/route';
import { address, startCommerceApi } from '@/customer-api/test/commerce-api';
import { CookieJar, routeRequest, withParams } from '@/test/route-requests';
import { againstReferenceApi } from '@/test/reference-api';
import { POST as purchase } from './route';

// An API that answers card purchases with a plain-http payment page on an origin this shop does not know.
againstReferenceApi(() => startCommerceApi(undefined, { publicUrl: 'http://pay.evil.example' }));

async function set(jar: CookieJar, field: string, body: unknown) {
  const res = await setField(routeRequest(`/api/cart/set/${field}`, { method: 'POST', body, cookies: jar }), withParams({ field }));
  if (res.status !== 200) throw new Error(`${field}: ${res.status} ${await res.text()}`);
  jar.take(res);
}

async function readyToBuy(paymentMethod: 'CASH' | 'CARD'): Promise<CookieJar> {
  const jar = new CookieJar().set('inventoryId', 'loc-colombo');
  const added = await addItem(
    routeRequest('/api/cart/items', {
      method: 'POST',
      body: { productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 1 },
      cookies: jar,
    }),
  );
  expect(added.status).toBe(200);
  jar.take(added);
  await set(jar, 'email', { email: 'nimal@example.com' });
  await set(jar, 'shipping-address', address());
  await set(jar, 'delivery-method', { deliveryMethod: 'delivery' });
  await set(jar, 'delivery-plan', { deliveryPlanId: 'metro-standard' });
  await set(jar, 'payment-method', { paymentMethod });
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
      await set(jar, 'payment-method', { paymentMethod: 'CASH' });
      const cash = await purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: jar }));
      expect(cash.status).toBe(200);
      expect(((await cash.json()) as { kind: string }).kind).toBe('ORDER_PLACED');
    } finally {
      errors.mockRestore();
    }
  });
});
