import { GET as getCart } from '@/app/api/cart/route';
import { POST as wishForm } from '@/app/api/wishlist/form/route';
import { startCommerceApi } from '@/customer-api/test/commerce-api';
import { readShopNotice, SHOP_NOTICE_COOKIE } from '@/lib/cart/shop-notice';
import { CookieJar, ORIGIN, routeRequest } from '@/test/route-requests';
import { againstReferenceApi } from '@/test/reference-api';
import { POST as cartForm } from './route';

againstReferenceApi(startCommerceApi);

const PAGE = '/si/products/gift-wrap?ribbon=off';
const browser = () => new CookieJar().set('inventoryId', 'loc-colombo');

/** A plain HTML form post, as the browser sends it before the page's script ran. */
function post(path: string, fields: Record<string, string>, jar: CookieJar, headers: Record<string, string> = {}) {
  return routeRequest(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    cookies: jar,
    headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${ORIGIN}${PAGE}`, ...headers },
  });
}

const wrap = { productId: 'p-wrap', varianceKey: 'ribbon:off', name: 'Gift Wrap', locale: 'si', returnTo: '/si/products/gift-wrap' };

async function cartQuantities(jar: CookieJar): Promise<number[]> {
  const cart = await (await getCart(routeRequest('/api/cart', { cookies: jar }))).json();
  return Object.values((cart?.items ?? {}) as Record<string, { quantity: number }>).map((i) => i.quantity);
}

describe('POST /api/cart/items/form (Add to Cart / Buy Now before the script runs)', () => {
  it('adds the typed quantity and answers 303 back to the page with a one-time notice', async () => {
    const jar = browser();
    const res = await cartForm(post('/api/cart/items/form', { ...wrap, quantity: '2', mode: 'add', intent: 'add' }, jar));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(PAGE);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(readShopNotice(res.cookies.get(SHOP_NOTICE_COOKIE)?.value)).toEqual({ kind: 'added', name: 'Gift Wrap' });
    jar.take(res);
    expect(await cartQuantities(jar)).toEqual([2]);

    // Update Cart sets the line's quantity; not a number reads as 1 (spec §5 input rule).
    const update = await cartForm(post('/api/cart/items/form', { ...wrap, quantity: 'two', mode: 'update' }, jar));
    expect(readShopNotice(update.cookies.get(SHOP_NOTICE_COOKIE)?.value)?.kind).toBe('updated');
    expect(await cartQuantities(jar)).toEqual([1]);
  });

  it('Buy Now adds and goes on to checkout in the page language', async () => {
    const jar = browser();
    const res = await cartForm(post('/api/cart/items/form', { ...wrap, quantity: '1', intent: 'buy' }, jar));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/si/checkout');
    expect(await cartQuantities(jar.take(res))).toEqual([1]);
  });

  it('adds nothing while a variance is unchosen, and says so on return', async () => {
    const jar = browser();
    const res = await cartForm(post('/api/cart/items/form', { ...wrap, missingChoice: '1' }, jar));
    expect(res.headers.get('location')).toBe(PAGE);
    expect(readShopNotice(res.cookies.get(SHOP_NOTICE_COOKIE)?.value)?.kind).toBe('chooseVariant');
    expect(await cartQuantities(jar.take(res))).toEqual([]);
  });

  it('a refused add comes back with the failure notice; another site is refused; a foreign return is not followed', async () => {
    const jar = browser();
    const refused = await cartForm(
      post('/api/cart/items/form', { ...wrap, quantity: '999' }, jar, { referer: 'https://evil.example/x', origin: ORIGIN }),
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/si/products/gift-wrap');
    expect(readShopNotice(refused.cookies.get(SHOP_NOTICE_COOKIE)?.value)?.kind).toBe('addFailed');

    const crossSite = await cartForm(
      post('/api/cart/items/form', { ...wrap, quantity: '1' }, browser(), { origin: 'https://evil.example' }),
    );
    expect(crossSite.status).toBe(403);
    const foreign = await cartForm(post('/api/cart/items/form', { ...wrap, returnTo: '//evil.example' }, browser(), { referer: '' }));
    expect(foreign.headers.get('location')).toBe('/');
  });
});

describe('POST /api/wishlist/form (the heart before the script runs)', () => {
  const heart = { baseId: 'p-wrap', varianceKey: 'ribbon:off', name: 'Gift Wrap', locale: 'si', returnTo: '/si/products/gift-wrap' };

  it('sends a guest to sign in, coming back to the page', async () => {
    const res = await wishForm(post('/api/wishlist/form', heart, browser()));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/si/login?callbackUrl=${encodeURIComponent(PAGE)}`);
    // The heart waits for the return, as one pressed after hydration does.
    expect(readShopNotice(res.cookies.get(SHOP_NOTICE_COOKIE)?.value)).toEqual({
      kind: 'wishSignIn',
      name: 'Gift Wrap',
      item: { baseId: 'p-wrap', varianceKey: 'ribbon:off' },
    });
  });
});
