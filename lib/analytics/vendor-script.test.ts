import { upstreamScriptUrl } from './vendor-script';

const tracker = (id: string, isEnabled = true) => ({ id, isEnabled, isBuiltInTracking: false });
const config = {
  facebookPixelConfigurations: tracker('104857600123456'),
  googleAnalyticsConfigurations: tracker('G-LANKALIVING'),
  googleTagManagerConfigurations: tracker('GTM-LANKA01', false),
};

describe('the trackers’ script proxy', () => {
  it('fetches exactly the enabled trackers’ script addresses', () => {
    expect(upstreamScriptUrl('https://connect.facebook.net/en_US/fbevents.js', config)).toBe(
      'https://connect.facebook.net/en_US/fbevents.js',
    );
    expect(upstreamScriptUrl('https://www.googletagmanager.com/gtag/js?id=G-LANKALIVING', config)).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-LANKALIVING',
    );
  });

  it('is no open proxy: any other address, a disabled tracker’s or another id’s, is refused', () => {
    for (const url of [
      '',
      'junk',
      'https://evil.example.test/fbevents.js',
      'https://connect.facebook.net/en_US/sdk.js',
      'https://connect.facebook.net/en_US/fbevents.js?x=1',
      'https://www.googletagmanager.com/gtag/js?id=G-OTHER123',
      'https://www.googletagmanager.com/gtm.js?id=GTM-LANKA01',
      'http://connect.facebook.net/en_US/fbevents.js',
    ]) {
      expect(upstreamScriptUrl(url, config)).toBeNull();
    }
  });

  it('reads them from a local origin when told to (tests and bench have no internet)', () => {
    expect(upstreamScriptUrl('https://www.googletagmanager.com/gtag/js?id=G-LANKALIVING', config, 'http://127.0.0.1:8453')).toBe(
      'http://127.0.0.1:8453/gtag/js?id=G-LANKALIVING',
    );
    expect(upstreamScriptUrl('https://evil.example.test/x.js', config, 'http://127.0.0.1:8453')).toBeNull();
  });
});
