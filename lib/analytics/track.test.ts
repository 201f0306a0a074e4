import { trackingAllowed, parseConsent } from './consent';
import { pageView, search } from './events';
import { configureTracking, flushTracking, mayTrack, track } from './track';
import type { Vendor } from './vendors';

const vendors: Vendor[] = [
  { kind: 'facebookPixel', id: '104857600123456', builtInTracking: false },
  { kind: 'googleTagManager', id: 'GTM-LANKA01', builtInTracking: false },
];

describe('track()', () => {
  afterEach(() => configureTracking(undefined));

  it('sends nothing before the trackers are known', () => {
    const sink = jest.fn();
    track(search('tea'));
    expect(mayTrack()).toBe(false);
    expect(sink).not.toHaveBeenCalled();
  });

  it('sends every event to every vendor once consent is given, and nothing after it is withdrawn', () => {
    let consent: 'granted' | 'denied' | undefined;
    const sink = jest.fn();
    configureTracking({ vendors, mayTrack: () => trackingAllowed(true, consent), sink });
    track(pageView('/'));
    expect(sink).not.toHaveBeenCalled();
    consent = 'granted';
    track(search('tea'));
    expect(sink.mock.calls.map(([fn]) => fn)).toEqual(['fbq', 'dataLayer']);
    consent = 'denied';
    track(search('tea'));
    expect(sink).toHaveBeenCalledTimes(2);
  });

  it('never throws when a vendor does', () => {
    configureTracking({ vendors, mayTrack: () => true, sink: () => { throw new Error('blocked'); } });
    expect(() => track(search('tea'))).not.toThrow();
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

  it('waits for the trackers to send what they have before the page is left, only when tracking', async () => {
    const flush = jest.fn(() => Promise.resolve());
    let consent: 'granted' | 'denied' = 'denied';
    configureTracking({ vendors, mayTrack: () => trackingAllowed(true, consent), sink: jest.fn(), flush });
    await flushTracking(500);
    expect(flush).not.toHaveBeenCalled();
    consent = 'granted';
    await flushTracking(500);
    expect(flush).toHaveBeenCalledWith(500);
  });
});
