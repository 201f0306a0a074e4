import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { startTestApi } from './customer-api/test/start-test-api';
import { LOCATIONS } from './customer-api/test/fixture';
import { againstReferenceApi } from './test/reference-api';
import { SettingsRepository } from './customer-api/core/settings-repository';
import { encode } from 'next-auth/jwt';
import { authSettings } from './lib/config';
import { encodeSearchSegment } from './lib/search/search-segment';

const searchSegment = (query: string) => encodeSearchSegment(new URLSearchParams(query));

// Requests come as through one proxy that writes X-Forwarded-For (deploy/nginx.conf).
const api = againstReferenceApi(startTestApi, { STATUS_CHECK_SECONDS: '0', TRUSTED_PROXY_HOPS: '1' });
let proxy: typeof import('./proxy').proxy;
let proxyConfig: typeof import('./proxy').config;

beforeAll(async () => {
  ({ proxy, config: proxyConfig } = await import('./proxy'));
});

interface Visit {
  cookies?: Record<string, string>;
  language?: string;
  address?: string;
  method?: string;
  /** As the TLS front forwards it (`X-Forwarded-Proto: https`). */
  https?: boolean;
  /** Any other header the client sends. */
  sent?: Record<string, string>;
}

function visit(path: string, { cookies = {}, language, address, method, https, sent = {} }: Visit = {}) {
  const headers: Record<string, string> = { ...sent };
  if (https) headers['x-forwarded-proto'] = 'https';
  if (address) headers['x-forwarded-for'] = address;
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  if (cookie) headers.cookie = cookie;
  if (language) headers['accept-language'] = language;
  return proxy(new NextRequest(`http://localhost:3000${path}`, { headers, method }));
}

const rewrittenTo = (res: Response) => {
  const target = res.headers.get('x-middleware-rewrite');
  return target ? new URL(target).pathname + new URL(target).search : null;
};

describe('the proxy in front of every page', () => {
  it('serves English without a prefix in the default currency, asking for a location when there are several', async () => {
    const res = await visit('/search?query=tea', { language: 'en-GB' });
    expect(rewrittenTo(res)).toBe(`/en~LKR~_/search/${searchSegment('query=tea')}`);
  });

  it('sends a first visitor whose browser prefers Sinhala to the Sinhala pages', async () => {
    const res = await visit('/products/a-thing', { language: 'si-LK,si;q=0.9' });
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get('location') ?? '').pathname).toBe('/si/products/a-thing');
  });

  it('keeps a remembered choice of English over the browser preference', async () => {
    const res = await visit('/', { cookies: { NEXT_LOCALE: 'en' }, language: 'ta' });
    expect(rewrittenTo(res)).toBe('/en~LKR~_');
  });

  it('redirects /en/... to the unprefixed address', async () => {
    const res = await visit('/en/search');
    expect(res.status).toBe(308);
    expect(new URL(res.headers.get('location') ?? '').pathname).toBe('/search');
  });

  it('uses the chosen currency and a valid stored location', async () => {
    const res = await visit('/ta/search', { cookies: { currency: 'USD', inventoryId: LOCATIONS.kandy } });
    expect(rewrittenTo(res)).toBe(`/ta~USD~${LOCATIONS.kandy}/search/_`);
  });

  it('ignores a currency the merchant does not offer', async () => {
    const res = await visit('/', { cookies: { currency: 'EUR' } });
    expect(rewrittenTo(res)).toBe('/en~LKR~_');
  });

  it('clears a stale location so the store selection appears', async () => {
    const res = await visit('/', { cookies: { inventoryId: 'loc-closed-down' } });
    expect(rewrittenTo(res)).toBe('/en~LKR~_');
    expect(res.headers.get('set-cookie')).toMatch(/inventoryId=;/);
  });

  it('folds variance query pairs of a product route into a cacheable segment', async () => {
    const res = await visit('/products/batik-shirt?size=l&color=red&utm_source=mail');
    expect(rewrittenTo(res)).toBe('/en~LKR~_/products/batik-shirt/color%3Dred%26size%3Dl');
    const plain = await visit('/product/p-0001');
    expect(rewrittenTo(plain)).toBe('/en~LKR~_/product/p-0001/_');
  });

  it('folds a search into one cacheable segment per search and context, the same however its URL is written', async () => {
    const one = await visit('/si/search?query=clay+pot&tags=cat/pots&r_price=0,500&after=12', { cookies: { currency: 'USD' } });
    const segment = searchSegment('query=clay pot&tags=cat/pots&r_price=0,500&after=12');
    expect(rewrittenTo(one)).toBe(`/si~USD~_/search/${segment}`);
    const reordered = await visit('/si/search?after=12&utm_source=mail&r_price=0,500&x=1&query=%20clay%20%20pot&tags=cat/pots', {
      cookies: { currency: 'USD' },
    });
    expect(rewrittenTo(reordered)).toBe(`/si~USD~_/search/${segment}`);
    // Another context, another query or another filter: another page.
    expect(rewrittenTo(await visit('/si/search?query=clay+pot&tags=cat/pots&r_price=0,500&after=12'))).toBe(`/si~LKR~_/search/${segment}`);
    expect(rewrittenTo(await visit('/search?query=clay&tags=cat/pots'))).not.toBe(
      rewrittenTo(await visit('/search?query=clay&tags=cat/cups')),
    );
    // The shopper's URL stays: a rewrite, not a redirect.
    expect(one.status).toBe(200);
    expect(one.headers.get('location')).toBeNull();
  });

  it('answers the filter form submitted without JavaScript with the search URL of the spec', async () => {
    const res = await visit('/ta/search?query=clay&tags=cat/pots&r_price_min=900&r_price_max=100&after=24');
    expect(res.status).toBe(307);
    const target = new URL(res.headers.get('location') ?? '');
    expect(target.pathname + target.search).toBe('/ta/search?query=clay&tags=cat%2Fpots&r_price=100%2C900');
  });

  it("tells browsers and shared caches to keep no copy of a shopper's own pages", async () => {
    for (const path of [
      '/cart',
      '/si/checkout',
      '/order/view/o-1?placed=1',
      '/order-error',
      '/ipg-complete?paymentId=p-1',
      '/account/wishlist',
      '/login',
    ]) {
      expect([path, (await visit(path)).headers.get('cache-control')]).toEqual([path, 'private, no-store']);
    }
    for (const path of ['/', '/search?query=cart', '/products/cart-wheel', '/information/page/about-us', '/carts']) {
      expect([path, (await visit(path)).headers.get('cache-control')]).toEqual([path, 'private, no-cache']);
    }
  });

  it('shows the maintenance screen while the API is offline, and the shop again once it is back', async () => {
    api.setMaintenance(true);
    try {
      const res = await visit('/si/products/x');
      expect(rewrittenTo(res)).toBe('/offline/si');
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      api.setMaintenance(false);
    }
    expect(rewrittenTo(await visit('/si/products/x'))).toBe('/si~LKR~_/products/x/_');
  });

  it('sends a visitor who is not signed in to sign in when the store is not public; a signed-in one gets the cached page', async () => {
    const settings = new SettingsRepository(api.db);
    settings.setGeneralSetting('isStorePublic', false);
    try {
      // The proxy trusts a healthy schema answer for STATUS_CHECK_SECONDS (0 here).
      const res = await visit('/si/products/x?color=red');
      expect(res.status).toBe(307);
      const target = new URL(res.headers.get('location') ?? '');
      expect(target.pathname + target.search).toBe(`/si/login?${new URLSearchParams({ callbackUrl: '/si/products/x?color=red' })}`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(rewrittenTo(await visit('/si/login?callbackUrl=%2Fsi'))).toBe('/si~LKR~_/login?callbackUrl=%2Fsi');
      expect((await visit('/', { cookies: { 'next-auth.session-token': 'forged' } })).status).toBe(307);

      const session = await encode({
        token: {
          sub: 'c-1',
          customerId: 'c-1',
          name: 'Nimal',
          email: null,
          accessToken: 'a',
          refreshToken: 'r',
          idToken: 'i',
          expiresAt: 0,
          realm: 'demo',
        },
        secret: authSettings().secret,
      });
      const signedIn = await visit('/si/products/x', { cookies: { 'next-auth.session-token': session } });
      expect(rewrittenTo(signedIn)).toBe('/si~LKR~_/products/x/_');
      expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    } finally {
      settings.setGeneralSetting('isStorePublic', true);
    }
    expect(rewrittenTo(await visit('/si/products/x'))).toBe('/si~LKR~_/products/x/_');
  });

  it('reads cookies it cannot decode as absent instead of failing the page (spec §8)', async () => {
    const res = await visit('/search', { cookies: { inventoryId: '%E0%A4%A', currency: '%', NEXT_LOCALE: '%ZZ' } });
    expect(res.status).toBe(200);
    expect(rewrittenTo(res)).toBe('/en~LKR~_/search/_');
  });

  it('in a single-store shop (multi-store flag off) chooses the first location for everyone and gives up another', async () => {
    const settings = new SettingsRepository(api.db);
    settings.setGeneralSetting('isMultiStore', false);
    try {
      const first = await visit('/');
      expect(rewrittenTo(first)).toBe(`/en~LKR~${LOCATIONS.colombo}`);
      expect(first.cookies.get('inventoryId')?.value).toBe(LOCATIONS.colombo);
      const kept = await visit('/', { cookies: { inventoryId: LOCATIONS.kandy } });
      expect(rewrittenTo(kept)).toBe(`/en~LKR~${LOCATIONS.colombo}`);
      expect(kept.cookies.get('inventoryId')?.value).toBe(LOCATIONS.colombo);
    } finally {
      settings.setGeneralSetting('isMultiStore', true);
    }
    // The flag on (its default): several locations, none chosen, so the shopper is asked.
    expect(rewrittenTo(await visit('/'))).toBe('/en~LKR~_');
  });
});

describe('what nginx in front may keep (X-Accel-Expires)', () => {
  const context = { NEXT_LOCALE: 'en', currency: 'USD', inventoryId: LOCATIONS.kandy };
  const mark = (res: Response) => res.headers.get('x-accel-expires');

  it('marks a catalogue page decided by the path and the context cookies alone; other caches still see it private', async () => {
    const res = await visit('/products/batik-shirt', { cookies: context, language: 'ta' });
    expect(mark(res)).toBe('10');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(mark(await visit('/si/search?query=tea', { cookies: { ...context, NEXT_LOCALE: 'si' } }))).toBe('10');
  });

  it('never marks a first visit: it sets the context cookies, and its language came from Accept-Language', async () => {
    const first = await visit('/products/batik-shirt', { language: 'en-GB' });
    expect(mark(first)).toBeNull();
    expect(first.cookies.get('NEXT_LOCALE')?.value).toBe('en');
    expect(mark(await visit('/products/batik-shirt', { cookies: { currency: 'USD', inventoryId: LOCATIONS.kandy } }))).toBeNull();
    expect(mark(await visit('/si/products/batik-shirt', { cookies: context }))).toBeNull();
    expect(mark(await visit('/products/batik-shirt', { cookies: { ...context, inventoryId: 'loc-closed-down' } }))).toBeNull();
  });

  it("never marks a shopper's own pages, an order page, or any page of a store that is not public", async () => {
    expect(mark(await visit('/cart', { cookies: context }))).toBeNull();
    expect(mark(await visit('/order/view/ord-1', { cookies: context }))).toBeNull();
    const settings = new SettingsRepository(api.db);
    settings.setGeneralSetting('isStorePublic', false);
    try {
      const session = await encode({
        token: {
          sub: 'c-1',
          customerId: 'c-1',
          name: 'Nimal',
          email: null,
          accessToken: 'a',
          refreshToken: 'r',
          idToken: 'i',
          expiresAt: 0,
          realm: 'demo',
        },
        secret: authSettings().secret,
      });
      expect(mark(await visit('/products/batik-shirt', { cookies: { ...context, 'next-auth.session-token': session } }))).toBeNull();
    } finally {
      settings.setGeneralSetting('isStorePublic', true);
    }
  });
});

describe('what reaches the proxy, and what it refuses', () => {
  const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config: proxyConfig, url });

  it('runs for every page address, whatever it ends in', () => {
    for (const url of [
      '/',
      '/products/x',
      '/en~XYZ~_/products/x/probe.png',
      '/%25~LKR~_/products/x/y.png',
      '/products/x/y.js',
      '/search.txt',
      '/apix/products/x/y',
      '/offline/en',
    ]) {
      expect([url, runsFor(url)]).toEqual([url, true]);
    }
  });

  it('leaves only real assets to Next: its files, images, the BFF and the metadata routes', () => {
    for (const url of [
      '/_next/static/chunks/app.js',
      '/_next/image?url=%2Fmedia%2Fa.webp&w=64&q=75',
      '/media/products/p-0001/1.webp',
      '/api/cart',
      '/merchant-resources/white_logo.png',
      '/icons/social.svg',
      '/robots.txt',
      '/favicon.ico',
      '/manifest.webmanifest',
      '/app-icon/icon-192.png',
    ]) {
      expect([url, runsFor(url)]).toEqual([url, false]);
    }
  });

  it('lets the sitemap through, and answers 429 with Retry-After to an address that asks too often', async () => {
    expect(runsFor('/sitemap.xml')).toBe(true);
    const ask = () => visit('/sitemap.xml', { address: '203.0.113.9' });
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await ask());
    expect(answers.every((res) => res.status === 200 && rewrittenTo(res) === null)).toBe(true);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await visit('/sitemap.xml', { address: '203.0.113.10' })).status).toBe(200);
  });

  it('answers 404 to a context segment written by a client, escaped or not, and never a 500', async () => {
    for (const path of [
      '/en~XYZ~_/products/x/probe.png',
      '/%25~LKR~_/products/x/y.png',
      '/en%7ELKR%7E_/products/x',
      '/si~LKR~_',
      '/%E0%A4%A~x',
      '/products/%E0%A4%A',
      '/information/page/%ZZ',
    ]) {
      const res = await visit(path);
      expect([path, res.status, rewrittenTo(res)]).toEqual([path, 404, null]);
    }
  });

  it('sends every page with the Content-Security-Policy', async () => {
    const policy = (await visit('/products/x')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain(`form-action 'self' ${api.origin}`);
    expect(policy).not.toMatch(/nonce-/);
  });

  it('gives private pages a policy of their own with a fresh nonce and no inline scripts without it; catalogue pages keep the shared one', async () => {
    const scripts = async (path: string) => {
      const res = await visit(path);
      const policy = res.headers.get('content-security-policy') ?? '';
      const forwarded = new Headers();
      for (const name of res.headers.get('x-middleware-override-headers')?.split(',') ?? [])
        forwarded.set(name, res.headers.get(`x-middleware-request-${name}`) ?? '');
      return { directive: policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '', policy, forwarded };
    };
    for (const path of [
      '/checkout',
      '/si/checkout',
      '/account/details/profile',
      '/ta/ipg-complete?paymentId=p-1',
      '/order/view/o-1',
      '/cart',
    ]) {
      const first = await scripts(path);
      const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(first.directive)?.[1];
      expect([path, nonce]).toEqual([path, expect.any(String)]);
      expect([path, first.directive]).toEqual([path, expect.not.stringContaining("'unsafe-inline'")]);
      expect(first.policy).toContain("frame-ancestors 'none'");
      // Next finds the nonce in the policy the page is rendered with; the page's own code in x-nonce.
      expect(first.forwarded.get('content-security-policy')).toBe(first.policy);
      expect(first.forwarded.get('x-nonce')).toBe(nonce);
      expect((await scripts(path)).directive).not.toBe(first.directive);
    }
    for (const path of ['/', '/products/x', '/search?query=tea', '/information/page/about-us']) {
      const { directive, forwarded } = await scripts(path);
      expect([path, directive]).toEqual([path, expect.stringContaining("'unsafe-inline'")]);
      expect([path, directive]).toEqual([path, expect.not.stringContaining('nonce-')]);
      expect(forwarded.get('x-nonce')).toBeNull();
    }
  });

  it('never lets a policy or nonce the client sent reach a render: catalogue, private and offline pages', async () => {
    const planted = "script-src 'nonce-planted0123456789abcdef=='";
    const sent = { 'content-security-policy': planted, 'content-security-policy-report-only': planted, 'x-nonce': 'planted' };
    /** The request headers the page is rendered with: the proxy's override list replaces the client's whole set. */
    const rendered = (res: Response) => {
      const names = res.headers.get('x-middleware-override-headers')?.split(',') ?? [];
      expect(names.length).toBeGreaterThan(0);
      return new Map(names.map((name) => [name, res.headers.get(`x-middleware-request-${name}`)]));
    };
    for (const [path, own] of [
      ['/', false],
      ['/products/x', false],
      ['/checkout', true],
      ['/order/view/o-1', true],
    ] as const) {
      const res = await visit(path, { sent, cookies: { NEXT_LOCALE: 'en' } });
      const headers = rendered(res);
      // A private page is rendered with the proxy's own policy and nonce; a catalogue page with none.
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect([path, headers.get('content-security-policy'), headers.get('x-nonce')]).toEqual(
        own ? [path, res.headers.get('content-security-policy'), nonce] : [path, undefined, undefined],
      );
      expect([path, headers.get('content-security-policy-report-only')]).toEqual([path, undefined]);
    }
    api.setMaintenance(true);
    try {
      const offline = await visit('/si/products/x', { sent });
      expect(rewrittenTo(offline)).toBe('/offline/si');
      expect([...rendered(offline).keys()]).toEqual(expect.not.arrayContaining(Object.keys(sent)));
    } finally {
      api.setMaintenance(false);
    }
  });

  it('answers 405 with Allow to a page asked in a method it does not take, before anything else', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'post']) {
      for (const path of ['/', '/si/checkout', '/products/x', '/sitemap.xml', '/en~XYZ~_/x']) {
        const res = await visit(path, { method });
        expect([method, path, res.status, res.headers.get('allow')]).toEqual([method, path, 405, 'GET, HEAD']);
        expect(rewrittenTo(res)).toBeNull();
      }
    }
    expect((await visit('/', { method: 'HEAD' })).status).toBe(200);
  });

  it('makes the preference cookies Secure over HTTPS, and only there', async () => {
    const secure = async (path: string, https: boolean, cookies: Record<string, string> = {}) => {
      const res = await visit(path, { https, cookies });
      return res.headers.getSetCookie().map((line) => [line.split('=')[0], /;\s*Secure/i.test(line)]);
    };
    const settings = new SettingsRepository(api.db);
    settings.setGeneralSetting('isMultiStore', false);
    try {
      expect(await secure('/si', true)).toEqual(
        expect.arrayContaining([
          ['inventoryId', true],
          ['NEXT_LOCALE', true],
        ]),
      );
      expect(await secure('/si', false)).toEqual(
        expect.arrayContaining([
          ['inventoryId', false],
          ['NEXT_LOCALE', false],
        ]),
      );
    } finally {
      settings.setGeneralSetting('isMultiStore', true);
    }
    expect(await secure('/en/search', true)).toEqual([['NEXT_LOCALE', true]]);
  });

  it('keeps at most a few short variance pairs of a product address in the cache key', async () => {
    const many = Array.from({ length: 20 }, (_, i) => `p${String(i).padStart(2, '0')}=v`).join('&');
    const target = rewrittenTo(await visit(`/products/x?${many}&long=${'y'.repeat(200)}`)) ?? '';
    const segment = decodeURIComponent(target.split('/').pop() ?? '');
    expect([...new URLSearchParams(segment).keys()]).toEqual(['p00', 'p01', 'p02', 'p03', 'p04', 'p05']);
  });
});
