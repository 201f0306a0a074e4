import { pageRequest, shopSchema } from '@/test/proxy-visit';
import { openShop } from './open-shop';
import { isAnswer } from './visit';

describe('opening the shop', () => {
  it('rewrites every page to the offline screen in the language of the visit while the API is offline', async () => {
    const res = await openShop({
      request: pageRequest('/si/products/x?color=red'),
      locale: 'si',
      path: '/products/x',
      status: { online: false },
    });
    expect(isAnswer(res) && [new URL(res.headers.get('x-middleware-rewrite') ?? '').pathname, res.headers.get('cache-control')]).toEqual([
      '/offline/si',
      'no-store',
    ]);
    expect(isAnswer(res) && res.headers.get('content-security-policy')).toBeTruthy();
  });

  it('opens a public store to anyone', async () => {
    const shop = await openShop({
      request: pageRequest('/cart'),
      locale: 'en',
      path: '/cart',
      status: { online: true, schema: shopSchema() },
    });
    expect(isAnswer(shop) ? null : shop.schema.generalSettings.isStorePublic).toBe(true);
  });

  it('sends a visitor who is not signed in to sign in when the store is not public, but lets the sign-in page show', async () => {
    const schema = shopSchema({ isStorePublic: false });
    const res = await openShop({
      request: pageRequest('/ta/products/x?color=red'),
      locale: 'ta',
      path: '/products/x',
      status: { online: true, schema },
    });
    expect(isAnswer(res) && res.status).toBe(307);
    const target = new URL(isAnswer(res) ? (res.headers.get('location') ?? '') : '');
    expect([target.pathname, target.searchParams.get('callbackUrl')]).toEqual(['/ta/login', '/ta/products/x?color=red']);
    const login = await openShop({ request: pageRequest('/ta/login'), locale: 'ta', path: '/login', status: { online: true, schema } });
    expect(isAnswer(login)).toBe(false);
  });
});
