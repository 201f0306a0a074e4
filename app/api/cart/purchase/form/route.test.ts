import { GET as getCart } from '@/app/api/cart/route';
import { address, startCommerceApi } from '@/customer-api/test/commerce-api';
import { guestWithOneItem, setCartField } from '@/test/cart-routes';
import { CookieJar, routeRequest } from '@/test/route-requests';
import { againstReferenceApi } from '@/test/reference-api';
import { POST as placeOrderForm } from './route';

const api = againstReferenceApi(() => startCommerceApi());

/** A guest's cart with one item, its email and, unless told otherwise, delivery and the card chosen. */
async function guestCart({ delivery = true } = {}): Promise<CookieJar> {
  const jar = await guestWithOneItem();
  await setCartField(jar, 'email', { email: 'nimal@example.com' });
  if (delivery) {
    await setCartField(jar, 'shipping-address', address());
    await setCartField(jar, 'delivery-method', { deliveryMethod: 'delivery' });
    await setCartField(jar, 'delivery-plan', { deliveryPlanId: 'metro-standard' });
  }
  await setCartField(jar, 'payment-method', { paymentMethod: 'CARD' });
  return jar;
}

/** The payment step's plain form, as the browser posts it before the page's script ran. */
const post = (jar: CookieJar, fields: Record<string, string>) =>
  placeOrderForm(
    routeRequest('/api/cart/purchase/form', {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      cookies: jar,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );

const cartOf = async (jar: CookieJar) =>
  (await (await getCart(routeRequest('/api/cart', { cookies: jar }))).json()) as { paymentMethod: string | null; items?: object } | null;

describe('POST /api/cart/purchase/form (Place Order before the script runs)', () => {
  it('places the order with the method chosen on the page and answers 303 to it, the guest on a new session', async () => {
    const jar = await guestCart();
    const session = jar.header();
    const res = await post(jar, { 'payment-method': 'CASH', locale: 'ta' });
    expect(res.status).toBe(303);
    const placed = /^\/ta\/order\/view\/([\w-]+)\?placed=1$/.exec(res.headers.get('location') ?? '');
    expect(placed).not.toBeNull();
    jar.take(res);
    expect(jar.header()).not.toBe(session);
    // The new session's cart is a new, empty one.
    expect(Object.keys((await cartOf(jar))?.items ?? {})).toEqual([]);
    const order = api.db.prepare('SELECT json FROM orders WHERE id = ?').pluck().get(placed?.[1]) as string | undefined;
    expect(JSON.parse(order ?? '{}')).toMatchObject({ paymentMethod: 'CASH' });
  });

  it('sends a card purchase on to the hosted payment page', async () => {
    const res = await post(await guestCart(), { 'payment-method': 'CARD', locale: 'en' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(new RegExp(`^${api.origin}/`));
  });

  it('goes back to checkout, placing nothing, while the cart is not ready (the method chosen is kept)', async () => {
    const jar = await guestCart({ delivery: false });
    const res = await post(jar, { 'payment-method': 'CASH', locale: 'si' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/si/checkout');
    const cart = await cartOf(jar.take(res));
    expect(Object.keys(cart?.items ?? {})).toHaveLength(1);
    expect(cart?.paymentMethod).toBe('CASH');
  });
});
