import { orderEvent, pageView, productEvent, search } from './events';
import { enabledVendors, scriptUrl, vendorCall, type Vendor } from './vendors';

const tracker = (id: string, isEnabled = true, isBuiltInTracking = false) => ({ id, isEnabled, isBuiltInTracking });
const pixel: Vendor = { kind: 'facebookPixel', id: '104857600123456', builtInTracking: false };
const ga: Vendor = { kind: 'googleAnalytics', id: 'G-LANKALIVING', builtInTracking: true };
const gtm: Vendor = { kind: 'googleTagManager', id: 'GTM-LANKA01', builtInTracking: false };
const item = { id: 'p-0037', name: 'Clay pot', price: 1500, quantity: 2 };

describe('the merchant’s trackers', () => {
  it('are the enabled ones with a well-formed id', () => {
    expect(
      enabledVendors({
        facebookPixelConfigurations: tracker('104857600123456'),
        googleAnalyticsConfigurations: tracker('G-LANKALIVING', true, true),
        googleTagManagerConfigurations: tracker('GTM-LANKA01', false),
      }),
    ).toEqual([pixel, ga]);
    expect(
      enabledVendors({
        facebookPixelConfigurations: tracker('"><script>'),
        googleAnalyticsConfigurations: tracker('UA-1'),
        googleTagManagerConfigurations: tracker('GTM-'),
      }),
    ).toEqual([]);
  });

  it('load their own scripts', () => {
    expect(scriptUrl(pixel)).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(scriptUrl(ga)).toBe('https://www.googletagmanager.com/gtag/js?id=G-LANKALIVING');
    expect(scriptUrl(gtm)).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-LANKA01');
  });
});

describe('each vendor gets an event in the shape it expects', () => {
  it('the Pixel: standard events with content ids, contents and value; the others as custom events', () => {
    expect(vendorCall(pixel, productEvent('AddToCart', 'LKR', item))).toEqual({
      fn: 'fbq',
      args: [
        'track',
        'AddToCart',
        {
          currency: 'LKR',
          value: 3000,
          content_ids: ['p-0037'],
          content_type: 'product',
          contents: [{ id: 'p-0037', quantity: 2 }],
          num_items: 2,
        },
      ],
    });
    expect(vendorCall(pixel, orderEvent('PlaceOrderCOD', { currency: 'LKR', items: [item] }))?.args.slice(0, 2)).toEqual([
      'trackCustom',
      'PlaceOrderCOD',
    ]);
    expect(vendorCall(pixel, search('tea'))?.args).toEqual(['track', 'Search', { search_string: 'tea' }]);
    expect(vendorCall(pixel, pageView('/'))?.args).toEqual(['track', 'PageView']);
  });

  it('the Pixel’s Purchase carries the order id as event id, so a repeat is dropped', () => {
    const call = vendorCall(pixel, orderEvent('Purchase', { currency: 'LKR', items: [item], orderId: 'o-1' }));
    expect(call?.args[3]).toEqual({ eventID: 'o-1' });
  });

  it('GA4: its recommended names and items; custom names for the rest', () => {
    expect(vendorCall(ga, productEvent('ViewContent', 'LKR', item))).toEqual({
      fn: 'gtag',
      args: [
        'event',
        'view_item',
        {
          currency: 'LKR',
          value: 3000,
          items: [{ item_id: 'p-0037', item_name: 'Clay pot', price: 1500, quantity: 2 }],
          send_to: 'G-LANKALIVING',
        },
      ],
    });
    expect(vendorCall(ga, orderEvent('Purchase', { currency: 'LKR', items: [item], orderId: 'o-1' }))?.args[2]).toMatchObject({
      transaction_id: 'o-1',
      value: 3000,
    });
    expect(vendorCall(ga, orderEvent('IPGFailure', { currency: 'LKR', items: [] }))?.args[1]).toBe('IPGFailure');
  });

  it('GTM: a dataLayer push with the spec’s name and the GA4 ecommerce object', () => {
    expect(vendorCall(gtm, search('tea'))).toEqual({ fn: 'dataLayer', args: [{ event: 'Search', ecommerce: { search_term: 'tea' } }] });
  });

  it('a vendor with built-in tracking counts its own page views: no PageView from the storefront', () => {
    expect(vendorCall(ga, pageView('/'))).toBeNull();
    expect(vendorCall({ ...gtm, builtInTracking: true }, pageView('/'))).toBeNull();
    expect(vendorCall({ ...ga, builtInTracking: true }, search('tea'))).not.toBeNull();
  });
});
