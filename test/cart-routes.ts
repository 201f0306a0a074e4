import { POST as addItem } from '@/app/api/cart/items/route';
import { POST as setField } from '@/app/api/cart/set/[field]/route';
import { CookieJar, routeRequest, withParams } from './route-requests';

/** A guest at the Colombo shop with one gift wrap in the cart, put there through the storefront's own route. */
export async function guestWithOneItem(): Promise<CookieJar> {
  const jar = new CookieJar().set('inventoryId', 'loc-colombo');
  const added = await addItem(
    routeRequest('/api/cart/items', {
      method: 'POST',
      body: { productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 1 },
      cookies: jar,
    }),
  );
  expect(added.status).toBe(200);
  return jar.take(added);
}

/** Sets one checkout field through the storefront's route, keeping the cookies it answers with. */
export async function setCartField(jar: CookieJar, field: string, body: unknown): Promise<void> {
  const res = await setField(routeRequest(`/api/cart/set/${field}`, { method: 'POST', body, cookies: jar }), withParams({ field }));
  if (res.status !== 200) throw new Error(`${field}: ${res.status} ${await res.text()}`);
  jar.take(res);
}
