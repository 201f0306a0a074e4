import { GET as getCart } from '@/app/api/cart/route';
import { address, startCommerceApi } from '@/customer-api/test/commerce-api';
import { readShopNotice, SHOP_NOTICE_COOKIE } from '@/lib/cart/shop-notice';
import { guestWithOneItem, setCartField as set } from '@/test/cart-routes';
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

interface CartSeen {
  email: string | null;
  deliveryMethod: string | null;
  deliveryPlan: { id: string } | null;
}
const cartOf = async (jar: CookieJar) => (await (await getCart(routeRequest('/api/cart', { cookies: jar }))).json()) as CartSeen;
const cartEmail = async (jar: CookieJar) => (await cartOf(jar)).email;

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

describe('POST /api/cart/set/delivery-method/form (the shipping method before the script runs)', () => {
  it('sets the chosen method and answers 303 back to checkout in the page language', async () => {
    const jar = await guestAtCheckout();
    let res = await post('delivery-method', { 'delivery-method': 'store', locale: 'ta' }, jar);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/ta/checkout');
    expect((await cartOf(jar.take(res))).deliveryMethod).toBe('store');
    res = await post('delivery-method', { 'delivery-method': 'delivery', locale: 'en' }, jar);
    expect(res.headers.get('location')).toBe('/checkout');
    expect((await cartOf(jar.take(res))).deliveryMethod).toBe('delivery');
  });

  it('sets nothing when no method or an unknown one is posted', async () => {
    const jar = await guestAtCheckout();
    for (const fields of [{ locale: 'en' }, { 'delivery-method': 'drone', locale: 'en' }] as Record<string, string>[]) {
      const res = await post('delivery-method', fields, jar);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/checkout');
    }
    expect((await cartOf(jar)).deliveryMethod).toBe('none');
  });
});

describe('POST /api/cart/set/delivery-plan/form (the delivery plan before the script runs)', () => {
  async function deliveringTo(): Promise<CookieJar> {
    const jar = await guestAtCheckout();
    await set(jar, 'shipping-address', address());
    await set(jar, 'delivery-method', { deliveryMethod: 'delivery' });
    return jar;
  }

  it('sets the chosen plan with the method posted beside it, and answers 303 back to checkout', async () => {
    const jar = await deliveringTo();
    const res = await post('delivery-plan', { 'delivery-method': 'delivery', 'delivery-plan': 'metro-express', locale: 'si' }, jar);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/si/checkout');
    const cart = await cartOf(jar.take(res));
    expect(cart.deliveryMethod).toBe('delivery');
    expect(cart.deliveryPlan?.id).toBe('metro-express');
  });

  it('a plan the API refuses (another zone) sets nothing, and the step shows again with the refusal', async () => {
    const jar = await deliveringTo();
    const res = await post('delivery-plan', { 'delivery-method': 'delivery', 'delivery-plan': 'regional-standard', locale: 'si' }, jar);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/si/checkout');
    expect(readShopNotice(res.cookies.get(SHOP_NOTICE_COOKIE)?.value)).toEqual({
      kind: 'checkoutRefused',
      name: 'This delivery plan is not available for your area',
    });
    expect((await cartOf(jar)).deliveryPlan).toBeNull();
  });

  it('a plan that is no id sets nothing, and the step shows again without a notice', async () => {
    const jar = await deliveringTo();
    for (const deliveryPlanId of ['../x', '']) {
      const res = await post('delivery-plan', { 'delivery-method': 'delivery', 'delivery-plan': deliveryPlanId, locale: 'en' }, jar);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/checkout');
      expect(res.cookies.get(SHOP_NOTICE_COOKIE)).toBeUndefined();
    }
    expect((await cartOf(jar)).deliveryPlan).toBeNull();
  });

  it('a switch to store pickup posted with the plan wins: the method changes and no plan is set', async () => {
    const jar = await deliveringTo();
    const res = await post('delivery-plan', { 'delivery-method': 'store', 'delivery-plan': 'metro-standard', locale: 'en' }, jar);
    expect(res.status).toBe(303);
    const cart = await cartOf(jar.take(res));
    expect(cart.deliveryMethod).toBe('store');
    expect(cart.deliveryPlan).toBeNull();
  });

  it('takes no post from another site', async () => {
    const jar = await deliveringTo();
    const res = await post('delivery-plan', { 'delivery-method': 'delivery', 'delivery-plan': 'metro-standard' }, jar, {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect((await cartOf(jar)).deliveryPlan).toBeNull();
  });
});
