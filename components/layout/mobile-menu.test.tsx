import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreLocationProvider } from '@/components/store-location/store-location-provider';
import type { MenuItem } from '@/lib/api/schemas';
import { navMenu, topMenu } from '@/lib/layout/nav-menus';
import { jsonAnswer, renderShell } from '@/test/shell';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

/** `/api/menus` answers the full menus (or `menusStatus` when set); every other route `{}`. */
let menusStatus = 200;
beforeEach(() => {
  menusStatus = 200;
  global.fetch = jest.fn(async (url: string) => {
    if (!String(url).startsWith('/api/menus')) return jsonAnswer({});
    return menusStatus === 200
      ? jsonAnswer([navMenu(kitchen, 0, 'en'), navMenu(offers, 1, 'en')])
      : jsonAnswer({ code: 'E500', message: 'An error occurred' }, menusStatus);
  }) as unknown as typeof fetch;
});
const menuCalls = () => (global.fetch as jest.Mock).mock.calls.filter(([url]) => String(url).startsWith('/api/menus'));

const kitchen: MenuItem = {
  name: { en: 'Kitchen' },
  link: '/search?tags=cat/kitchen',
  menuItems: [
    {
      name: { en: 'Cookware' },
      link: '/search?query=pot',
      menuItems: [{ name: { en: 'Clay Pots' }, link: '/search?query=clay', menuItems: [] }],
    },
  ],
};
const offers: MenuItem = { name: { en: 'Offers' }, link: '/search?tags=cat/offers', menuItems: [] };

const top = [topMenu(kitchen, 0, 'en'), topMenu(offers, 1, 'en')];

function renderMenu(inventoryId: string | null, withBar = false) {
  renderShell(
    <StoreLocationProvider locations={[]} currentId={inventoryId}>
      {withBar && <MegaMenu menus={top} alignment="LEFT" currency="LKR" inventoryId={inventoryId} />}
      <MobileMenu
        menus={top}
        languages={[
          { code: 'en', label: 'English' },
          { code: 'si', label: 'සිංහල' },
        ]}
        currencies={[
          { code: 'LKR', symbol: 'Rs' },
          { code: 'USD', symbol: '$' },
        ]}
        currency="LKR"
        inventoryId={inventoryId}
      />
    </StoreLocationProvider>,
  );
}

describe('the mobile menu', () => {
  it('opens a panel with account items and a Categories accordion whose sub-items navigate', async () => {
    renderMenu('loc-colombo');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(within(panel).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(panel).getByRole('link', { name: 'Wish List' })).toHaveAttribute('href', '/account/wishlist');
    expect(within(panel).getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/search?tags=cat/offers');

    await userEvent.click(await within(panel).findByRole('button', { name: 'Kitchen' }));
    const clay = within(panel).getByRole('link', { name: 'Clay Pots' });
    expect(clay).toHaveAttribute('href', '/search?query=clay');
    expect(within(panel).getByRole('link', { name: 'Cookware' })).toHaveAttribute('href', '/search?query=pot');
    await userEvent.click(clay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("opens with no script: the button's command shows the drawer, a modal dialog in the page named by its heading", () => {
    renderMenu('loc-colombo');
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('command', 'show-modal');
    const drawer = document.getElementById(open.getAttribute('commandfor') ?? '');
    if (!drawer) throw new Error('no drawer');
    expect(drawer.tagName).toBe('DIALOG');
    expect(drawer).toHaveAttribute('closedby', 'any');
    expect(within(drawer).getByRole('heading', { name: 'Main navigation', hidden: true }).id).toBe(drawer.getAttribute('aria-labelledby'));
    expect(within(drawer).getByRole('button', { name: 'Close menu', hidden: true })).toHaveAttribute('command', 'close');
    expect(within(drawer).getByRole('link', { name: 'Kitchen', hidden: true })).toHaveAttribute('href', '/search?tags=cat/kitchen');
  });

  it('loads the sub-items with the first opening', async () => {
    renderMenu('loc-colombo');
    expect(menuCalls()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Kitchen' }));
    expect(within(panel).getByRole('link', { name: 'View all: Kitchen' })).toHaveAttribute('href', '/search?tags=cat/kitchen');
    expect(menuCalls()).toHaveLength(1);
  });

  it('says so when the sub-items cannot be loaded, the top-level links still working', async () => {
    menusStatus = 502;
    renderMenu('loc-colombo');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The menu could not be loaded. Please try again.');
    expect(within(panel).getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/search?tags=cat/kitchen');
    expect(within(panel).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/search?tags=cat/offers');
  });

  it('shares one request for the menus with the desktop bar', async () => {
    renderMenu('loc-colombo', true);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Main navigation' });
    await within(panel).findByRole('button', { name: 'Kitchen' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Kitchen menu' }));
    expect(await screen.findByRole('link', { name: 'Clay Pots' })).toBeInTheDocument();
    expect(menuCalls()).toHaveLength(1);
  });

  it('leaves the account items out until a location is chosen', async () => {
    renderMenu(null);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('button', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('holds the language and currency selectors', async () => {
    renderMenu('loc-colombo');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('button', { name: /Language/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Currency/ })).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    renderMenu(null);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
