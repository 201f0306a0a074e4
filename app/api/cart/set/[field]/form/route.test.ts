import { GET as getCart } from '@/app/api/cart/route';
import { startCommerceApi } from '@/customer-api/test/commerce-api';
import { guestWithOneItem } from '@/test/cart-routes';
import { CookieJar, routeRequest, withParams } from '@/test/route-requests';
import { againstReferenceApi } from '@/test/reference-api';
import { POST as stepForm } from './route';

againstReferenceApi(startCommerceApi);

/** A guest with one item in the cart, at checkout. */
const guestAtCheckout = guestWithOneItem;

/** The step's plain HTML form post, as the browser sends it before the page's script ran. */
const post = (field: string, fields: Record<string, string>, jar: CookieJar, headers: Record<string, string> = {}) =>
  stepForm(
    routeRequest(`/api/cart/set/${field}/form`, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      cookies: jar,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    }),
    withParams({ field }),
  );

const cartEmail = async (jar: CookieJar) =>
  ((await (await getCart(routeRequest('/api/cart', { cookies: jar }))).json()) as { email: string | null }).email;

describe('POST /api/cart/set/email/form (the email step before the script runs)', () => {
  it("sets the guest's email and answers 303 back to checkout in the page language", async () => {
    const jar = await guestAtCheckout();
    const res = await post('email', { email: '  nimal@example.com ', locale: 'si' }, jar);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/si/checkout');
    expect(await cartEmail(jar.take(res))).toBe('nimal@example.com');
  });

  it('sets nothing for an address that is not one, and shows the same step again', async () => {
    const jar = await guestAtCheckout();
    for (const email of ['', 'not-an-email']) {
      const res = await post('email', { email, locale: 'en' }, jar);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/checkout');
    }
    expect(await cartEmail(jar)).toBeNull();
  });

  it('takes no other field, and no post from another site', async () => {
    const jar = await guestAtCheckout();
    expect((await post('shipping-address', { email: 'nimal@example.com' }, jar)).status).toBe(400);
    expect((await post('email', { email: 'nimal@example.com' }, jar, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await cartEmail(jar)).toBeNull();
  });
});
