import type { NextResponse } from 'next/server';
import { GET as getCart } from '@/app/api/cart/route';
import { GET as completePaymentReturn } from '@/app/api/cart/complete-payment/route';
import { POST as addItem } from '@/app/api/cart/items/route';
import { POST as purchase } from '@/app/api/cart/purchase/route';
import { POST as setField } from '@/app/api/cart/set/[field]/route';
import { GET as getOrder } from '@/app/api/order/[orderId]/route';
import { address, GOOD_CARD, startCommerceApi, submitPaymentForm } from '@/customer-api/test/commerce-api';
import { completePayment } from '@/lib/api/cart';
import type { Cart } from '@/lib/api/cart-schemas';
import { CookieJar, routeRequest, withParams } from '@/test/route-requests';
import { againstReferenceApi } from '@/test/reference-api';

// Starts the reference API for this file (its hooks); the routes reach it through CUSTOMER_API_URL.
againstReferenceApi(startCommerceApi);

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const HTTPS = { 'x-forwarded-proto': 'https' };
const line = { productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 1 };
/** A browser that has chosen the Colombo shop. */
const browser = () => new CookieJar().set('inventoryId', 'loc-colombo');

/** The raw Set-Cookie line of one cookie, to see the attributes a browser sees. */
function setCookieLine(res: NextResponse, name: string): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no Set-Cookie for ${name}: ${res.headers.getSetCookie().join(' | ')}`);
  return line;
}

async function add(jar: CookieJar, headers: Record<string, string> = {}) {
  const res = await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: jar, headers }));
  expect(res.status).toBe(200);
  jar.take(res);
  return res;
}

async function set(jar: CookieJar, field: string, body: unknown) {
  const res = await setField(routeRequest(`/api/cart/set/${field}`, { method: 'POST', body, cookies: jar }), withParams({ field }));
  if (res.status !== 200) throw new Error(`${field}: ${res.status} ${await res.text()}`);
  jar.take(res);
}

async function readyToBuy(jar: CookieJar, paymentMethod: 'CASH' | 'CARD') {
  await add(jar);
  await set(jar, 'email', { email: 'nimal@example.com' });
  await set(jar, 'shipping-address', address());
  await set(jar, 'delivery-method', { deliveryMethod: 'delivery' });
  await set(jar, 'delivery-plan', { deliveryPlanId: 'metro-standard' });
  await set(jar, 'payment-method', { paymentMethod });
}

async function cartOf(jar: CookieJar): Promise<Cart | null> {
  return (await (await getCart(routeRequest('/api/cart', { cookies: jar }))).json()) as Cart | null;
}

describe('the guest session cookie', () => {
  it('is __Host-guest_session over HTTPS: Secure, HttpOnly, Path=/, no Domain', async () => {
    const res = await add(browser(), HTTPS);
    const cookie = setCookieLine(res, '__Host-guest_session');
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/i);
    expect(cookie).toMatch(/; SameSite=lax/i);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(res.cookies.get('guest_session')).toBeUndefined();
  });

  it('is plain guest_session over plain HTTP (dev, demo, browser tests), where Secure would be dropped', async () => {
    const res = await add(browser());
    expect(setCookieLine(res, 'guest_session')).not.toMatch(/Secure/i);
    expect(res.cookies.get('__Host-guest_session')).toBeUndefined();
  });

  it('over HTTPS ignores a cookie under the plain name, which any subdomain could have planted', async () => {
    const planted = browser();
    await add(planted);
    const res = await getCart(routeRequest('/api/cart', { cookies: planted, headers: HTTPS }));
    expect(await res.json()).toBeNull();
  });

  it('lives 30 days and every cart change renews it; reading the cart does not', async () => {
    const jar = browser();
    const first = await add(jar);
    const session = jar.get('guest_session');
    expect(first.cookies.get('guest_session')?.maxAge).toBe(THIRTY_DAYS);

    const again = await add(jar);
    expect(again.cookies.get('guest_session')).toMatchObject({ value: session, maxAge: THIRTY_DAYS });

    const read = await getCart(routeRequest('/api/cart', { cookies: jar }));
    expect(read.status).toBe(200);
    expect(read.cookies.getAll()).toEqual([]);
  });

  it('is new once a cash order is placed, so the next cart is a new one, and the order still opens', async () => {
    const jar = browser();
    await readyToBuy(jar, 'CASH');
    const before = jar.get('guest_session');

    const res = await purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: jar }));
    expect(res.status).toBe(200);
    const placed = (await res.json()) as { kind: string; orderId: string };
    expect(placed.kind).toBe('ORDER_PLACED');
    jar.take(res);

    expect(jar.get('guest_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(jar.get('guest_session')).not.toBe(before);
    expect(await cartOf(jar)).toMatchObject({ orderStatus: 'OPEN', lastOrderId: null, items: {} });

    const order = await getOrder(routeRequest(`/api/order/${placed.orderId}`, { cookies: jar }), withParams({ orderId: placed.orderId }));
    expect(order.status).toBe(200);
    const withoutKept = browser().set('guest_session', jar.get('guest_session') ?? '');
    const refused = await getOrder(
      routeRequest(`/api/order/${placed.orderId}`, { cookies: withoutKept }),
      withParams({ orderId: placed.orderId }),
    );
    expect(refused.status).toBe(403);
  });

  it('is new once a card payment is confirmed paid, then the shopper goes on to the order', async () => {
    const jar = browser();
    await readyToBuy(jar, 'CARD');
    const before = jar.get('guest_session') ?? '';
    const res = await purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: jar }));
    const answer = (await res.json()) as { kind: string; paymentId: string; redirectUrl: string };
    expect(answer.kind).toBe('REDIRECT');
    jar.take(res);
    expect(jar.get('guest_session')).toBe(before);

    await submitPaymentForm(answer.redirectUrl, GOOD_CARD);
    // What /ipg-complete does before it sends the shopper on.
    const paid = await completePayment({ guestSession: before, inventoryId: null }, answer.paymentId);
    expect(paid).toMatchObject({ status: 'PAID', orderId: expect.any(String) });

    const query = new URLSearchParams({ paymentId: answer.paymentId, orderId: paid.orderId ?? '', locale: 'si' });
    const back = await completePaymentReturn(routeRequest(`/api/cart/complete-payment?${query}`, { cookies: jar }));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/si/order/view/${paid.orderId}?placed=1`);
    expect(back.headers.get('cache-control')).toBe('private, no-store');
    jar.take(back);
    expect(jar.get('guest_session')).not.toBe(before);
    expect(await cartOf(jar)).toMatchObject({ orderStatus: 'OPEN', lastOrderId: null });
  });

  it('stays as it is when the return is not a paid order of this session (a forged or replayed link)', async () => {
    const jar = browser();
    await add(jar);
    const session = jar.get('guest_session');
    const query = new URLSearchParams({ paymentId: 'pay-nothing', orderId: 'ord-nothing' });
    const back = await completePaymentReturn(routeRequest(`/api/cart/complete-payment?${query}`, { cookies: jar }));
    expect(back.status).toBe(303);
    expect(back.cookies.getAll()).toEqual([]);
    jar.take(back);
    expect(jar.get('guest_session')).toBe(session);
  });
});
