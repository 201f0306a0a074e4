import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Route } from '@playwright/test';
import Database from 'better-sqlite3';
import {
  atColombo,
  checkoutByCard,
  continueAsGuest,
  flowProduct,
  payBy,
  payOnHostedPage,
  putInCart,
  shipToColombo,
  type ShopProduct,
} from './cart-steps';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { hydrated } from './support/before-hydration';
import { expect, test } from './support/fixtures';
import { setShopMode } from './support/shop-mode';
import { testServers as s } from './support/test-servers';

// These flows switch the second test shop's settings; they run after the flows that switch its modes.
test.describe.configure({ mode: 'serial' });

const shop = s.maintenance;

/**
 * Stand-ins for the vendors' scripts (no internet in tests): each reports every call the storefront
 * makes to it as a request to the vendor's collect address, numbered so their order is known.
 */
const PIXEL_STUB = `(function(){var n=0,f=window.fbq,q=(f&&f.queue)||[];function send(a){a=Array.prototype.slice.call(a);fetch('https://www.facebook.com/tr/?t='+(performance.timeOrigin+performance.now())+'&n='+(n++)+'&d='+encodeURIComponent(JSON.stringify(a)),{mode:'no-cors',keepalive:true});}
f.callMethod=function(){send(arguments)};q.splice(0).forEach(send);})();`;
const dataLayerStub = (accept: string, collect: string) => `(function(){var n=0,dl=window.dataLayer=window.dataLayer||[];
function isArgs(e){return Object.prototype.toString.call(e)==='[object Arguments]';}
function send(e){if(!(${accept}))return;fetch('${collect}t='+(performance.timeOrigin+performance.now())+'&n='+(n++)+'&d='+encodeURIComponent(JSON.stringify(isArgs(e)?Array.prototype.slice.call(e):e)),{mode:'no-cors',keepalive:true});}
dl.forEach(send);var push=dl.push;dl.push=function(){for(var i=0;i<arguments.length;i++)send(arguments[i]);return push.apply(dl,arguments);};})();`;
const GTAG_STUB = dataLayerStub("isArgs(e)&&e[0]==='event'", 'https://www.google-analytics.com/g/collect?');
const GTM_STUB = dataLayerStub(
  "!isArgs(e)&&e&&typeof e.event==='string'&&e.event.indexOf('gtm.')!==0",
  'https://www.google-analytics.com/g/collect?v=gtm&',
);
const CHAT_STUB = `window.__chatSdk=true;`;

interface Sent {
  vendor: 'pixel' | 'ga' | 'gtm';
  /** When the page sent it (ms since the epoch), and its number on that page. */
  t: number;
  n: number;
  data: unknown[] | Record<string, unknown>;
}

/** Answers every vendor address itself and records what reached it. */
async function fakeVendors(context: BrowserContext) {
  const requests: string[] = [];
  /** The scripts the worker fetched through the shop's proxy. */
  const proxied: string[] = [];
  const sent: Sent[] = [];
  const js = (route: Route, body: string) => route.fulfill({ status: 200, contentType: 'application/javascript', body });
  // The trackers run in Partytown's web worker, which fetches their scripts through the shop's
  // /api/vendor-script (the server cannot reach the vendors here): answered with the same stand-ins.
  await context.route(
    (url) => url.pathname === '/api/vendor-script',
    async (route) => {
      const vendor = new URL(new URL(route.request().url()).searchParams.get('url') ?? '');
      requests.push(`${vendor.origin}${vendor.pathname}`);
      proxied.push(`${vendor.origin}${vendor.pathname}`);
      if (vendor.hostname === 'connect.facebook.net') return js(route, PIXEL_STUB);
      return js(route, vendor.pathname === '/gtag/js' ? GTAG_STUB : GTM_STUB);
    },
  );
  await context.route(
    /^https:\/\/(connect\.facebook\.net|www\.facebook\.com|web\.facebook\.com|www\.googletagmanager\.com|[\w.-]*google-analytics\.com|errors\.example\.test)\//,
    async (route) => {
      const url = new URL(route.request().url());
      requests.push(`${url.origin}${url.pathname}`);
      if (url.hostname === 'connect.facebook.net') return js(route, url.pathname.endsWith('fbevents.js') ? PIXEL_STUB : CHAT_STUB);
      if (url.pathname === '/gtag/js') return js(route, GTAG_STUB);
      if (url.pathname === '/gtm.js') return js(route, GTM_STUB);
      const d = url.searchParams.get('d');
      if (d) {
        const vendor = url.hostname === 'www.facebook.com' ? 'pixel' : url.searchParams.get('v') === 'gtm' ? 'gtm' : 'ga';
        sent.push({
          vendor,
          t: Number(url.searchParams.get('t')),
          n: Number(url.searchParams.get('n')),
          data: JSON.parse(d) as Sent['data'],
        });
      }
      return route.fulfill({ status: 204, body: '' });
    },
  );
  /** The events one vendor received, in the order they were sent: [name, data]. */
  const events = (vendor: Sent['vendor']) =>
    sent
      .filter((e) => e.vendor === vendor)
      .sort((a, b) => a.t - b.t || a.n - b.n)
      .flatMap((e): Array<[string, Record<string, unknown>]> => {
        if (vendor === 'gtm') {
          const push = e.data as { event: string; ecommerce: Record<string, unknown> };
          return [[push.event, push.ecommerce]];
        }
        const [method, name, data = {}] = e.data as [string, string, Record<string, unknown>?];
        if (vendor === 'pixel' && method !== 'track' && method !== 'trackCustom') return [];
        return [[name, data]];
      });
  return { requests, proxied, events };
}

const names = (list: Array<[string, unknown]>) => list.map(([name]) => name);

/** Opens `path` on the second shop, where the consent banner shows once the page has read the stored answer (after hydration). */
async function openWithBanner(page: Page, path: string) {
  await page.goto(`${shop.baseURL}${path}`);
  await expect(page.getByTestId('consent-banner')).toBeVisible();
}

test('consent first, then each event with its data; nothing after withdrawal; Purchase once', async ({ page, context }) => {
  const product: ShopProduct = await flowProduct(page.request, 'analyticsDesktop');
  await atColombo(context, shop.baseURL);
  const vendors = await fakeVendors(context);
  await setShopMode('analytics', 'on');
  try {
    await openWithBanner(page, '/');
    const banner = page.getByRole('region', { name: 'Cookies on this shop' });
    await expectNoSeriousA11yViolations(page);
    // Nothing loads and nothing is sent before the shopper answers.
    expect(vendors.requests).toEqual([]);
    expect(await page.evaluate(() => 'fbq' in window || 'dataLayer' in window)).toBe(false);

    // The banner is keyboard usable: its buttons are in the tab order and answer Enter.
    await banner.getByRole('button', { name: 'Allow cookies' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect.poll(() => names(vendors.events('pixel'))).toEqual(['PageView']);
    await expect.poll(() => names(vendors.events('gtm'))).toEqual(['PageView']);
    // GA4 counts its own page views (isBuiltInTracking): the storefront sends it none.
    expect(names(vendors.events('ga'))).toEqual([]);
    // The vendors' scripts ran in the worker, none on the page (Partytown's fallback would add plain ones).
    const scripts = [
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.googletagmanager.com/gtag/js',
      'https://www.googletagmanager.com/gtm.js',
    ];
    expect([...vendors.proxied].sort()).toEqual(scripts);
    expect(vendors.requests.filter((r) => scripts.includes(r))).toHaveLength(scripts.length);
    expect(
      await page.evaluate(() =>
        [...document.scripts]
          .filter((e) => /fbevents\.js|gtag\/js|gtm\.js/.test(e.src) && !e.type.startsWith('text/partytown'))
          .map((e) => e.src),
      ),
    ).toEqual([]);
    // The shop's script proxy fetches nothing but the enabled trackers' own scripts.
    for (const url of [
      'https://evil.example.test/x.js',
      'https://connect.facebook.net/en_US/sdk.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-OTHER1',
    ]) {
      expect((await page.request.get(`${shop.baseURL}/api/vendor-script?url=${encodeURIComponent(url)}`)).status()).toBe(400);
    }

    // Search (a full page load: consent is remembered), then the product by a client-side route change.
    const term = product.name;
    await page.goto(`/search?query=${encodeURIComponent(term)}`);
    await expect.poll(() => names(vendors.events('pixel'))).toEqual(['PageView', 'PageView', 'Search']);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: product.name }).first().click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect.poll(() => names(vendors.events('pixel'))).toEqual(['PageView', 'PageView', 'Search', 'PageView', 'ViewContent']);
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('button', { name: /^(Add to Cart|Update Cart)$/ })
      .first()
      .click();
    await expect(page.getByText('Product added to cart successfully')).toBeVisible();

    const pixel = vendors.events('pixel');
    expect(pixel[2]).toEqual(['Search', { search_string: term }]);
    const line = {
      content_ids: [product.id],
      content_type: 'product',
      contents: [{ id: product.id, quantity: 1 }],
      num_items: 1,
      currency: 'LKR',
    };
    expect(pixel[4]?.[1]).toMatchObject(line);
    await expect.poll(() => names(vendors.events('pixel')).at(-1)).toBe('AddToCart');
    const added = vendors.events('pixel').at(-1)?.[1] ?? {};
    expect(added).toMatchObject(line);
    expect(added.value).toBeGreaterThan(0);
    expect(
      vendors
        .events('ga')
        .map(([name, data]) => [name, (data.items as Array<{ item_id: string }> | undefined)?.[0]?.item_id ?? data.search_term]),
    ).toEqual([
      ['search', term],
      ['view_item', product.id],
      ['add_to_cart', product.id],
    ]);

    // Checkout by cash: each step's event, then the confirmation's.
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await continueAsGuest(page, 'analytics@example.com');
    await shipToColombo(page);
    await payBy(page, 'Cash');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order\/view\/[^?]+\?placed=1/);
    await expectNoSeriousA11yViolations(page);
    const checkout = [
      'PageView',
      'InitiateCheckout',
      'AddShippingDetails',
      'PaymentAndBilling',
      'PlaceOrderCOD',
      'PageView',
      'PaymentCompleteCOD',
      'Purchase',
    ];
    await expect.poll(() => names(vendors.events('pixel')).slice(6)).toEqual(checkout);
    await expect.poll(() => names(vendors.events('gtm')).slice(6)).toEqual(checkout);
    const purchase = vendors.events('pixel').at(-1)?.[1] ?? {};
    expect(purchase).toMatchObject({ ...line, order_id: expect.any(String) });
    expect(purchase.value).toBeGreaterThan(Number(added.value) - 0.01);
    expect(vendors.events('ga').at(-1)).toEqual([
      'purchase',
      expect.objectContaining({ transaction_id: purchase.order_id, currency: 'LKR', value: purchase.value }),
    ]);

    // A reload of the confirmation: a page view, no second Purchase.
    const before = vendors.events('pixel').length;
    await page.reload();
    await expect.poll(() => names(vendors.events('pixel')).slice(before)).toEqual(['PageView']);

    // Withdrawn from the footer: the banner comes back with focus, and nothing is sent any more.
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: 'Cookies on this shop' })).toBeFocused();
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
    // GTM's container is told (the worker passes it on a moment later); after that nothing reaches anyone.
    await expect.poll(() => names(vendors.events('gtm')).at(-1)).toBe('consent_withdrawn');
    const withdrawnAt = vendors.events('pixel').length + vendors.events('gtm').length + vendors.events('ga').length;
    await page.goto(`/search?query=${encodeURIComponent(term)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(product.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expectNoSeriousA11yViolations(page);
    expect(vendors.events('pixel').length + vendors.events('gtm').length + vendors.events('ga').length).toBe(withdrawnAt);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
  } finally {
    await setShopMode('analytics', 'off');
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the promotion popup once per session and never on checkout; the chat widget only after consent and interaction', async ({
    page,
    context,
  }) => {
    await atColombo(context, shop.baseURL);
    const vendors = await fakeVendors(context);
    await setShopMode('analytics', 'on');
    await setShopMode('widgets', 'on');
    try {
      // The dialog element itself has no box (its panel is fixed): its panel is what shows.
      const dialog = page.getByRole('dialog', { name: 'Avurudu sale: up to 25% off' });
      const popup = dialog.getByTestId('promo-popup');
      await openWithBanner(page, '/');
      // A page rendered before both switches showed may have shown the popup already: a fresh session,
      // once that page's own idle-time decision has run (else it could mark the new session as shown).
      await page.evaluate(
        () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 3000 }), { timeout: 3000 })),
      );
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await expect(popup).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      // Interaction before consent loads no chat.
      await page.getByRole('region', { name: 'Cookies on this shop' }).getByRole('heading').click();
      expect(vendors.requests).toEqual([]);
      await expect(page.getByTestId('messenger-chat')).toHaveCount(0);

      await page.getByRole('button', { name: 'Allow cookies' }).tap();
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('messenger-chat')).toBeAttached();
      await expect.poll(() => vendors.requests).toContain('https://connect.facebook.net/en_US/sdk/xfbml.customerchat.js');
      await expect(page.locator('.fb-customerchat')).toHaveAttribute('page_id', '104857600123456');

      // First-time-only: the same session does not see it again.
      await page.reload();
      await expect(page.getByTestId('messenger-chat')).toBeAttached();
      await expectNoSeriousA11yViolations(page);
      await page.evaluate(
        () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 3000 }), { timeout: 3000 })),
      );
      await expect(popup).toHaveCount(0);

      // A new tab is a new session: the popup again, but not on checkout.
      const checkout = await context.newPage();
      await checkout.goto('/checkout');
      await expect(checkout.locator('#main-content')).toBeVisible();
      await expectNoSeriousA11yViolations(checkout);
      await checkout.evaluate(
        () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done, { timeout: 3000 }), { timeout: 3000 })),
      );
      await expect(checkout.getByRole('dialog')).toHaveCount(0);
      await checkout.close();
    } finally {
      await setShopMode('widgets', 'off');
      await setShopMode('analytics', 'off');
    }
  });
});

test('browser errors are reported to the configured collector, with the error and the page', async ({ page, context }) => {
  await atColombo(context, shop.baseURL);
  const envelopes: string[] = [];
  await context.route(/^https:\/\/errors\.example\.test\//, async (route) => {
    envelopes.push(`${route.request().url()}\n${route.request().postData() ?? ''}`);
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  await setShopMode('error-reporting', 'https://e2ekey@errors.example.test/7');
  try {
    // The reporter's code (lazily loaded) is held back until the page has thrown: the error comes first.
    const releaseReporter = await holdReporter(page);
    // The reporter loads only when a key is configured: the page carries it, and its policy allows the collector.
    const res = await page.goto(`${shop.baseURL}/`, { waitUntil: 'domcontentloaded' });
    expect(res?.headers()['content-security-policy']).toContain('https://errors.example.test');
    expect(await page.content()).toContain('e2ekey@errors.example.test');
    await hydrated(page);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e browser failure');
      });
      // Resolves after the throw's task has run.
      return new Promise((done) => setTimeout(done));
    });
    expect(envelopes).toEqual([]);
    const reported = page.waitForResponse(/^https:\/\/errors\.example\.test\//);
    releaseReporter();
    await reported;
    await expectNoSeriousA11yViolations(page);
    const [url = '', header = '', item = '', event = ''] = (envelopes[0] ?? '').split('\n');
    expect(url).toBe('https://errors.example.test/api/7/envelope/?sentry_key=e2ekey&sentry_version=7');
    expect(JSON.parse(header)).toMatchObject({ dsn: 'https://e2ekey@errors.example.test/7' });
    expect(JSON.parse(item)).toEqual({ type: 'event' });
    expect(JSON.parse(event)).toMatchObject({
      platform: 'javascript',
      request: { url: `${shop.baseURL}/` },
      exception: { values: [{ type: 'Error', value: 'e2e browser failure' }] },
    });
  } finally {
    await setShopMode('error-reporting', 'off');
  }
});

/**
 * Holds back the error reporter's lazily loaded code (the script that names the collector's protocol) until
 * the returned function is called; the page's other scripts pass.
 */
async function holdReporter(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.includes('sentry_version')) await released;
    await route.fulfill({ response, body });
  });
  return release;
}

/** The shopper's earlier "Allow cookies", remembered by the shop's own origin (not the hosted payment page's). */
async function consentGiven(context: BrowserContext) {
  await context.addInitScript((origin) => {
    if (window.location.origin === origin) window.localStorage.setItem('cookie-consent', 'granted');
  }, shop.baseURL);
}

test('card payments: PlaceOrderCard, then PaymentComplete and Purchase once paid; IPGFailure when the card is declined', async ({
  page,
  context,
}) => {
  const paid = await flowProduct(page.request, 'analyticsCard');
  const declined = await flowProduct(page.request, 'analyticsCardDeclined');
  await atColombo(context, shop.baseURL);
  await consentGiven(context);
  const vendors = await fakeVendors(context);
  await setShopMode('analytics', 'on');
  try {
    // Consent was given before: the banner never shows, the trackers run from the first page.
    await page.goto(`${shop.baseURL}/`);
    await expect.poll(() => names(vendors.events('pixel'))).toContain('PageView');
    await expectNoSeriousA11yViolations(page);

    // A card that pays.
    await putInCart(page, paid);
    let start = vendors.events('pixel').length;
    await checkoutByCard(page, 'analytics-card@example.com');
    await payOnHostedPage(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/order\/view\/[^?]+\?placed=1/);
    await expectNoSeriousA11yViolations(page);
    const paidFlow = [
      'PageView',
      'InitiateCheckout',
      'AddShippingDetails',
      'PaymentAndBilling',
      'PlaceOrderCard',
      'PageView',
      'PaymentComplete',
      'Purchase',
    ];
    await expect.poll(() => names(vendors.events('pixel').slice(start))).toEqual(paidFlow);
    await expect.poll(() => names(vendors.events('gtm').slice(-paidFlow.length))).toEqual(paidFlow);
    const line = (p: ShopProduct) => ({
      content_ids: [p.id],
      content_type: 'product',
      contents: [{ id: p.id, quantity: 1 }],
      num_items: 1,
      currency: 'LKR',
    });
    const pixel = vendors.events('pixel').slice(start);
    const placed = pixel[4]?.[1] ?? {};
    expect(placed).toMatchObject(line(paid));
    expect(placed.value).toBeGreaterThan(0);
    const complete = pixel[6]?.[1] ?? {};
    const purchase = pixel[7]?.[1] ?? {};
    expect(complete).toMatchObject({ ...line(paid), value: placed.value, order_id: expect.any(String) });
    expect(purchase).toMatchObject({ ...line(paid), value: placed.value, order_id: complete.order_id });
    expect(vendors.events('ga').at(-1)).toEqual([
      'purchase',
      expect.objectContaining({ transaction_id: purchase.order_id, currency: 'LKR', value: purchase.value }),
    ]);

    // A card that is declined: the order was placed for the card, the payment failed.
    await putInCart(page, declined);
    start = vendors.events('pixel').length;
    await checkoutByCard(page, 'analytics-declined@example.com');
    await payOnHostedPage(page, '4000 0000 0000 0002');
    await expect(page.getByRole('heading', { name: 'Payment has been failed for the order' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const declinedFlow = [
      'PageView',
      'InitiateCheckout',
      'AddShippingDetails',
      'PaymentAndBilling',
      'PlaceOrderCard',
      'PageView',
      'IPGFailure',
    ];
    await expect.poll(() => names(vendors.events('pixel').slice(start))).toEqual(declinedFlow);
    await expect.poll(() => names(vendors.events('gtm').slice(-declinedFlow.length))).toEqual(declinedFlow);
    const failedPixel = vendors.events('pixel').slice(start);
    expect(failedPixel[4]?.[1]).toMatchObject(line(declined));
    expect(failedPixel[6]).toEqual(['IPGFailure', {}]);
    // No purchase for the declined card.
    expect(names(vendors.events('pixel').slice(start))).not.toContain('Purchase');
  } finally {
    await setShopMode('analytics', 'off');
  }
});

/** A Sentry-compatible collector on this machine, as the storefront's server reaches it. */
async function localCollector() {
  const received: Array<{ url: string; body: string }> = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ url: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  const port = Number(process.env.E2E_COLLECTOR_PORT ?? s.shop.webPort + 5);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a server render error reaches the collector with its route, and the shopper sees the fallback', async ({ page, context }) => {
  await atColombo(context, shop.baseURL);
  const collector = await localCollector();
  // The customer API answers a page the storefront cannot read: its render fails on the server.
  const db = new Database(shop.databasePath);
  db.prepare('INSERT OR REPLACE INTO pages (id, json) VALUES (?, ?)').run('e2e-broken', JSON.stringify({ id: 'e2e-broken' }));
  const dsn = `http://e2ekey@127.0.0.1:${collector.port}/11`;
  await setShopMode('error-reporting', dsn);
  try {
    await page.goto(`${shop.baseURL}/information/page/e2e-broken`);
    await expect.poll(() => collector.received.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const [first] = collector.received;
    expect(first?.url).toBe('/api/11/envelope/?sentry_key=e2ekey&sentry_version=7');
    const [header = '', item = '', event = ''] = (first?.body ?? '').split('\n');
    expect(JSON.parse(header)).toMatchObject({ dsn });
    expect(JSON.parse(item)).toEqual({ type: 'event' });
    const reported = JSON.parse(event) as {
      platform: string;
      request: { url: string };
      tags: Record<string, string>;
      exception: { values: Array<{ type: string; value: string }> };
    };
    // Next tells of a render error for the route segment and for its page: either may arrive first.
    expect(reported).toMatchObject({
      platform: 'node',
      tags: {
        runtime: 'server',
        method: 'GET',
        route: expect.stringMatching(/^\/\[ctx\]\/information\/page\/\[pageId\](\/page)?$/),
        routeType: 'render',
        router: 'App Router',
      },
    });
    expect(reported.request.url).toMatch(/\/information\/page\/e2e-broken$/);
    expect(reported.exception.values[0]?.value).toBeTruthy();
    // Only the route and path travel: no cookie or header of the shopper.
    expect(first?.body).not.toContain('inventoryId');
  } finally {
    await setShopMode('error-reporting', 'off');
    db.prepare('DELETE FROM pages WHERE id = ?').run('e2e-broken');
    db.close();
    await collector.close();
  }
});
