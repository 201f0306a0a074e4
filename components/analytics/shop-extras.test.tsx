import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import type { ShopExtrasConfig } from '@/lib/analytics/page-config';
import { mayTrack } from '@/lib/analytics/track';
import en from '@/messages/en.json';
import { renderWithIntl } from '@/test/intl';
import { CookiePreferencesButton } from './cookie-preferences-button';
import { ShopExtras } from './shop-extras';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

const config: ShopExtrasConfig = {
  consentAsked: true,
  vendors: [{ kind: 'googleTagManager', id: 'GTM-LANKA01', builtInTracking: false }],
  messenger: null,
  popup: null,
  errorDsn: null,
  webVitalsUrl: null,
};

type TestWindow = Window & { dataLayer?: unknown[] };

describe('the cookie choice', () => {
  beforeEach(() => {
    localStorage.clear();
    delete (window as TestWindow).dataLayer;
  });

  it('is asked in a named region; nothing tracks until Allow, and Allow is remembered', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithIntl(<ShopExtras config={config} merchantName="Lanka Living" />);
    // The banner's code loads when it is first shown.
    const banner = await screen.findByRole('region', { name: 'Cookies on this shop' });
    expect(banner).toHaveAccessibleDescription(/Lanka Living would like to use cookies/);
    expect(mayTrack()).toBe(false);
    expect((window as TestWindow).dataLayer).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Allow cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookies on this shop' })).not.toBeInTheDocument();
    expect(localStorage.getItem('cookie-consent')).toBe('granted');
    expect(mayTrack()).toBe(true);
    // The tracker's code loads, its snippet and script go to Partytown's worker, Partytown itself loads when idle.
    const scripts = () => [...document.head.querySelectorAll('script')];
    await waitFor(() =>
      expect(
        scripts()
          .filter((e) => e.type === 'text/partytown')
          .map((e) => e.src || 'snippet'),
      ).toEqual(['snippet', 'https://www.googletagmanager.com/gtm.js?id=GTM-LANKA01']),
    );
    await waitFor(() => expect(scripts().some((e) => e.src.endsWith('/~partytown/partytown.js'))).toBe(true));
    // Once Partytown's forwarders exist (here a plain array), the page view of the page the shopper is on
    // is handed to them: no event is lost while Partytown loads.
    expect((window as TestWindow).dataLayer).toBeUndefined();
    (window as TestWindow).dataLayer = [];
    scripts()
      .find((e) => e.src.endsWith('/~partytown/partytown.js'))
      ?.dispatchEvent(new Event('load'));
    expect((window as TestWindow).dataLayer).toContainEqual({ event: 'PageView', ecommerce: { page_path: '/' } });
    unmount();

    renderWithIntl(<ShopExtras config={config} merchantName="Lanka Living" />);
    expect(screen.queryByRole('region', { name: 'Cookies on this shop' })).not.toBeInTheDocument();
  });

  it('is reopened from the footer with focus, and Decline stops tracking', async () => {
    localStorage.setItem('cookie-consent', 'granted');
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <CookiePreferencesButton />
        <ShopExtras config={config} merchantName="Lanka Living" />
      </>,
    );
    expect(mayTrack()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    expect(await screen.findByRole('heading', { name: 'Cookies on this shop' })).toHaveFocus();
    expect(screen.getByText('You currently allow cookies.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem('cookie-consent')).toBe('denied');
    expect(mayTrack()).toBe(false);
  });

  it('is not in the server HTML: a shopper who answered before never sees it flash before hydration', () => {
    localStorage.setItem('cookie-consent', 'granted');
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Colombo">
        <ShopExtras config={config} merchantName="Lanka Living" />
      </NextIntlClientProvider>,
    );
    expect(html).not.toContain('Cookies on this shop');
    expect(html).not.toContain('consent-banner');
  });

  it('is not asked when the shop does not ask for it', () => {
    renderWithIntl(<ShopExtras config={{ ...config, consentAsked: false }} merchantName="Lanka Living" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(mayTrack()).toBe(false);
  });
});
