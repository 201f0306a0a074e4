import { workerSnippet } from './browser-vendors';
import type { Vendor } from './vendors';

const pixel: Vendor = { kind: 'facebookPixel', id: '104857600123456', builtInTracking: false };
const ga: Vendor = { kind: 'googleAnalytics', id: 'G-LANKALIVING', builtInTracking: true };
const gtm: Vendor = { kind: 'googleTagManager', id: 'GTM-LANKA01', builtInTracking: false };

interface WorkerWindow {
  fbq: { queue: unknown[][] } & ((...args: unknown[]) => void);
  dataLayer: unknown[];
  shopConsent: (granted: boolean) => void;
  [flag: string]: unknown;
}

/** Runs the snippets as Partytown does in its worker: one after another, `window` the worker's window. */
function runInWorker(vendors: Vendor[]): WorkerWindow {
  const win = {} as WorkerWindow;
  for (const vendor of vendors) new Function('window', workerSnippet(vendor))(win);
  return win;
}

const plain = (list: unknown[]) =>
  list.map((e) => (Array.isArray(e) || typeof e !== 'object' || e === null || !('length' in e) ? e : Array.from(e as ArrayLike<unknown>)));

describe('the trackers’ snippets in the worker', () => {
  it('set up each vendor’s queue as its own snippet does, before its script', () => {
    const win = runInWorker([pixel, ga, gtm]);
    expect(plain(win.fbq.queue)).toEqual([
      ['consent', 'grant'],
      ['set', 'autoConfig', false, pixel.id],
      ['init', pixel.id],
    ]);
    expect(win['ga-disable-G-LANKALIVING']).toBe(false);
    const layer = plain(win.dataLayer);
    expect(layer[0]).toEqual(['js', expect.any(Date)]);
    expect(layer[1]).toEqual(['config', ga.id, { send_page_view: true }]);
    expect(layer[2]).toEqual({ 'gtm.start': expect.any(Number), event: 'gtm.js' });
  });

  it('stop every vendor when consent is withdrawn, and resume the ones that can when it is given again', () => {
    const win = runInWorker([pixel, ga, gtm]);
    win.shopConsent(false);
    expect(plain(win.fbq.queue).at(-1)).toEqual(['consent', 'revoke']);
    expect(win['ga-disable-G-LANKALIVING']).toBe(true);
    expect(win.dataLayer.at(-1)).toEqual({ event: 'consent_withdrawn' });
    win.shopConsent(true);
    expect(plain(win.fbq.queue).at(-1)).toEqual(['consent', 'grant']);
    expect(win['ga-disable-G-LANKALIVING']).toBe(false);
  });

  it('answer a flush on the shop’s channel once the calls before it have run', async () => {
    const win = runInWorker([pixel]) as WorkerWindow & { shopFlush: (id: string) => void };
    const channel = new BroadcastChannel('shop-trackers');
    const heard = new Promise((resolve) => (channel.onmessage = (e: MessageEvent) => resolve(e.data)));
    win.shopFlush('flush-1');
    await expect(heard).resolves.toBe('flush-1');
    channel.close();
  });
});
