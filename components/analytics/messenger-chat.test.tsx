import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopExtrasConfig } from '@/lib/analytics/page-config';
import { renderWithIntl } from '@/test/intl';
import { ShopExtras } from './shop-extras';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

const messenger = { pageId: '104857600123456', language: 'en_US', themeColor: '', welcomeMessage: 'Hello' };
const config: ShopExtrasConfig = { consentAsked: true, vendors: [], messenger, popup: null, errorDsn: null, webVitalsUrl: null };
const sdk = () => document.querySelector('script[src="https://connect.facebook.net/en_US/sdk/xfbml.customerchat.js"]');
// Past the chat's own wait for an idle browser (200 ms where there is no requestIdleCallback, as in jsdom).
const pastIdle = () => act(() => new Promise((done) => setTimeout(done, 500)));

beforeEach(() => {
  localStorage.clear();
  document.body.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the Messenger chat', () => {
  it('shows with no question when the shop does not ask for cookie consent', async () => {
    renderWithIntl(<ShopExtras config={{ ...config, consentAsked: false }} merchantName="Lanka Living" />);
    expect(await screen.findByTestId('messenger-chat')).toBeInTheDocument();
    expect(document.querySelector('.fb-customerchat')).toHaveAttribute('page_id', '104857600123456');
    expect(sdk()).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookies on this shop' })).not.toBeInTheDocument();
  });

  it('waits for Allow where the shop asks for cookie consent (its script sets cookies)', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ShopExtras config={config} merchantName="Lanka Living" />);
    await screen.findByRole('region', { name: 'Cookies on this shop' });
    await pastIdle();
    expect(screen.queryByTestId('messenger-chat')).not.toBeInTheDocument();
    expect(sdk()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Allow cookies' }));
    expect(await screen.findByTestId('messenger-chat')).toBeInTheDocument();
    expect(sdk()).not.toBeNull();
  });
});
