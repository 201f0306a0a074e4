import { GET as productRoute } from '@/app/api/product/[id]/route';
import { GET as orderRoute } from '@/app/api/order/[orderId]/route';
import { DELETE as deleteCardRoute } from '@/app/api/cards/[cardId]/route';
import { DELETE as deleteAddressRoute, GET as addressRoute } from '@/app/api/profile/addresses/[addressId]/route';
import { POST as defaultAddressRoute } from '@/app/api/profile/addresses/[addressId]/default/route';
import { routeRequest, withParams } from '@/test/route-requests';
import { isApiError } from './errors';
import { hasDotSegment } from './id-rule';
import { findAddress } from './profile';
import { idParam, slugParam } from './schemas';

const NOT_IDS = ['.', '..', '...', ' .. ', '', 'a/b', '../etc', '%2e%2e', 'a b', 'x'.repeat(121)];

describe('one id rule for every id the shop takes', () => {
  it('refuses dot segments and anything that is not a plain id', () => {
    for (const id of NOT_IDS) expect(idParam.safeParse(id).success).toBe(false);
    for (const slug of ['.', '..', '....']) expect(slugParam.safeParse(slug).success).toBe(false);
    for (const id of ['p-tee', 'cart_3f2a', 'a.b', 'v1.2:3', '.x', 'x..']) expect(idParam.safeParse(id).success).toBe(true);
    expect(slugParam.safeParse('tee-1.5').success).toBe(true);
  });

  it('tells a path URL resolution would change', () => {
    for (const path of ['/product/..', '/order/get/.', '/page/%2E%2e', '/a/%2e/b', '/x/..?q=1']) expect(hasDotSegment(path)).toBe(true);
    for (const path of ['/product/p-tee', '/products/a.b', '/x/...', '/page/.x?q=..']) expect(hasDotSegment(path)).toBe(false);
  });

  it('never sends a path with a dot segment to the customer API', async () => {
    // Nothing listens here: a call that went out would be "unavailable", not "not found".
    process.env.CUSTOMER_API_URL = 'http://127.0.0.1:9';
    process.env.TENANT = 'demo';
    const failure = await findAddress({ token: 't' }, '..').catch((e: unknown) => e);
    expect(isApiError(failure, 'not-found')).toBe(true);
  });

  it('answers 400 on every BFF id route before asking anyone', async () => {
    const routes = [
      () => productRoute(routeRequest('/api/product/x'), withParams({ id: '..' })),
      () => orderRoute(routeRequest('/api/order/x'), withParams({ orderId: '.' })),
      () => deleteCardRoute(routeRequest('/api/cards/x', { method: 'DELETE' }), withParams({ cardId: '..' })),
      () => addressRoute(routeRequest('/api/profile/addresses/x'), withParams({ addressId: '..' })),
      () => deleteAddressRoute(routeRequest('/api/profile/addresses/x', { method: 'DELETE' }), withParams({ addressId: '.' })),
      () =>
        defaultAddressRoute(
          routeRequest('/api/profile/addresses/x/default', { method: 'POST', body: { which: 'billing' } }),
          withParams({ addressId: '..' }),
        ),
    ];
    for (const answer of routes) {
      const res = await answer();
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/Invalid id/);
    }
  });
});
