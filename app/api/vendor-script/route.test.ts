import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SettingsRepository } from '@/customer-api/core/settings-repository';
import { demoAnalytics } from '@/customer-api/seed/site';
import { startCommerceApi, type CommerceApi } from '@/customer-api/test/commerce-api';
import { againstReferenceApi } from '@/test/reference-api';
import { routeRequest } from '@/test/route-requests';
import { GET } from './route';

// The vendors' scripts are on the internet; here a local server stands in for their origin (same paths), the
// storefront's own ANALYTICS_VENDOR_ORIGIN_OVERRIDE. The site schema is the reference API's.
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js';
const GA4 = 'https://www.googletagmanager.com/gtag/js?id=G-LANKALIVING';
const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-LANKA01';
const SCRIPT = 'window.__vendorRan = true;';

const vendorAsked: string[] = [];
let vendor: Server;
let commerce: CommerceApi;

const api = againstReferenceApi(async () => {
  vendor = createServer((req, res) => {
    vendorAsked.push(req.url ?? '');
    if (req.url?.startsWith('/gtm.js')) res.writeHead(500).end('down');
    // An answer past the 2 MB the proxy keeps.
    else if (req.url?.startsWith('/gtag/js')) res.writeHead(200).end('x'.repeat(2 * 1024 * 1024 + 1));
    else res.writeHead(200, { 'content-type': 'text/javascript' }).end(SCRIPT);
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  process.env.ANALYTICS_VENDOR_ORIGIN_OVERRIDE = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
  commerce = await startCommerceApi();
  new SettingsRepository(commerce.db).updateSite((site) => {
    site.analyticsConfigurations = demoAnalytics(true);
  });
  return {
    origin: commerce.origin,
    close: async () => {
      await commerce.close();
      await new Promise((resolve) => vendor.close(resolve));
    },
  };
});

const get = (url: string) => GET(routeRequest(`/api/vendor-script?url=${encodeURIComponent(url)}`));

describe('GET /api/vendor-script', () => {
  it("serves an enabled tracker's script from this origin as JavaScript, fetched once and then kept", async () => {
    expect(api.origin).toBeTruthy();
    vendorAsked.length = 0;
    const res = await get(PIXEL);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SCRIPT);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(vendorAsked).toEqual(['/en_US/fbevents.js']);

    const again = await get(PIXEL);
    expect(await again.text()).toBe(SCRIPT);
    expect(vendorAsked).toHaveLength(1);
  });

  it('is no open proxy: any address but an enabled tracker’s exact script is refused without fetching it', async () => {
    vendorAsked.length = 0;
    for (const url of [
      '',
      'https://evil.example.test/fbevents.js',
      `${PIXEL}?x=1`,
      'https://www.googletagmanager.com/gtag/js?id=G-OTHER',
    ]) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const none = await GET(routeRequest('/api/vendor-script'));
    expect(none.status).toBe(400);
    expect(vendorAsked).toEqual([]);
  });

  it('answers 502, for no one to keep, when the vendor fails or sends more than 2 MB', async () => {
    for (const url of [GTM, GA4]) {
      const res = await get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 502 });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toBe('The tracker’s script could not be fetched');
    }
  });

  it('refuses the trackers when the shop asks no cookie consent (no tracking), and once the merchant turns them off', async () => {
    new SettingsRepository(commerce.db).updateSite((site) => {
      site.cookiesConfig = { isAllowCookie: false };
    });
    expect((await get(PIXEL)).status).toBe(400);
    new SettingsRepository(commerce.db).updateSite((site) => {
      site.cookiesConfig = { isAllowCookie: true };
    });
    expect((await get(PIXEL)).status).toBe(200);
    new SettingsRepository(commerce.db).updateSite((site) => {
      site.analyticsConfigurations = demoAnalytics(false);
    });
    expect((await get(PIXEL)).status).toBe(400);
  });
});
