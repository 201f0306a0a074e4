import { trackingAllowed, parseConsent } from './consent';
import { pageView, search } from './events';
import { configureTracking, flushTracking, mayTrack, track } from './track';
import { vendorDelivery } from './vendor-delivery';
import type { Vendor } from './vendors';

const vendors: Vendor[] = [
  { kind: 'facebookPixel', id: '104857600123456', builtInTracking: false },
  { kind: 'googleTagManager', id: 'GTM-LANKA01', builtInTracking: false },
];
const gtm: Vendor = { kind: 'googleTagManager', id: 'GTM-LANKA01', builtInTracking: false };

/** Lets the vendors' code "load" (the connect promises settle). */
const loaded = () => new Promise((r) => setTimeout(r, 0));

describe('track()', () => {
  afterEach(() => configureTracking(undefined));

  it('sends nothing before the trackers are known', () => {
    const sink = jest.fn();
    track(search('tea'));
    expect(mayTrack()).toBe(false);
    expect(sink).not.toHaveBeenCalled();
  });

  it('sends every event to every vendor once consent is given, and nothing after it is withdrawn', async () => {
    let consent: 'granted' | 'denied' | undefined;
    const sink = jest.fn();
    configureTracking({ vendors, mayTrack: () => trackingAllowed(true, consent), connect: async () => vendorDelivery(vendors, sink) });
    await loaded();
    track(pageView('/'));
    expect(sink).not.toHaveBeenCalled();
    consent = 'granted';
    track(search('tea'));
    expect(sink.mock.calls.map(([fn]) => fn)).toEqual(['fbq', 'dataLayer']);
    consent = 'denied';
    track(search('tea'));
    expect(sink).toHaveBeenCalledTimes(2);
  });

  it('never throws when a vendor does', async () => {
    configureTracking({
      vendors,
      mayTrack: () => true,
      connect: async () =>
        vendorDelivery(vendors, () => {
          throw new Error('blocked');
        }),
    });
    await loaded();
    expect(() => track(search('tea'))).not.toThrow();
  });

  it('keeps the events tracked while the vendors’ code loads and sends them in order once it is there', async () => {
    const sink = jest.fn();
    let resolve: () => void = () => {};
    const loading = new Promise<void>((r) => (resolve = r));
    configureTracking({ vendors: [gtm], mayTrack: () => true, connect: async () => (await loading, vendorDelivery([gtm], sink)) });
    track(pageView('/'));
    track(search('tea'));
    expect(sink).not.toHaveBeenCalled();
    resolve();
    await loaded();
    track(search('pots'));
    expect(sink.mock.calls.map(([, [e]]) => [(e as { event: string }).event, (e as { ecommerce: object }).ecommerce])).toEqual([
      ['PageView', { page_path: '/' }],
      ['Search', { search_term: 'tea' }],
      ['Search', { search_term: 'pots' }],
    ]);
  });

  it('drops what waited when tracking is switched off before the vendors’ code arrives', async () => {
    const sink = jest.fn();
    const stop = jest.fn();
    configureTracking({ vendors, mayTrack: () => true, connect: async () => vendorDelivery(vendors, sink, stop) });
    track(search('tea'));
    configureTracking(undefined);
    await loaded();
    expect(sink).not.toHaveBeenCalled();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});

describe('flushTracking()', () => {
  afterEach(() => configureTracking(undefined));

  it('waits for the trackers to send what they have before the page is left, only when tracking', async () => {
    const flush = jest.fn((maxMs: number) => Promise.resolve(void maxMs));
    let consent: 'granted' | 'denied' = 'denied';
    configureTracking({
      vendors,
      mayTrack: () => trackingAllowed(true, consent),
      connect: async () => ({ ...vendorDelivery(vendors, jest.fn()), flush }),
    });
    await flushTracking(500);
    expect(flush).not.toHaveBeenCalled();
    consent = 'granted';
    await flushTracking(500);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush.mock.calls[0]?.[0]).toBeLessThanOrEqual(500);
  });

  it('gives up after its time when the vendors’ code never arrives', async () => {
    configureTracking({ vendors, mayTrack: () => true, connect: () => new Promise(() => {}) });
    const started = Date.now();
    await flushTracking(50);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('cookie consent', () => {
  it('allows tracking only when the shop asks for it and the shopper allowed it', () => {
    expect(trackingAllowed(true, 'granted')).toBe(true);
    expect(trackingAllowed(true, 'denied')).toBe(false);
    expect(trackingAllowed(true, undefined)).toBe(false);
    expect(trackingAllowed(false, 'granted')).toBe(false);
  });

  it('reads only the two answers it writes', () => {
    expect(parseConsent('granted')).toBe('granted');
    expect(parseConsent('denied')).toBe('denied');
    expect(parseConsent('yes')).toBeUndefined();
    expect(parseConsent(null)).toBeUndefined();
  });
});
