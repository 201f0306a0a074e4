import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreLocationProvider } from '@/components/store-location/store-location-provider';
import type { MenuItem } from '@/lib/api/schemas';
import { navMenu } from '@/lib/layout/nav-menus';
import { jsonAnswer, renderShell } from '@/test/shell';
import { MobileMenu } from './mobile-menu';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

beforeEach(() => {
  global.fetch = jest.fn(async () => jsonAnswer({})) as unknown as typeof fetch;
});

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

function renderMenu(inventoryId: string | null) {
  renderShell(
    <StoreLocationProvider locations={[]} currentId={inventoryId}>
      <MobileMenu
        menus={[navMenu(kitchen, 0, 'en'), navMenu(offers, 1, 'en')]}
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

    await userEvent.click(within(panel).getByRole('button', { name: 'Kitchen' }));
    const clay = within(panel).getByRole('link', { name: 'Clay Pots' });
    expect(clay).toHaveAttribute('href', '/search?query=clay');
    expect(within(panel).getByRole('link', { name: 'Cookware' })).toHaveAttribute('href', '/search?query=pot');
    await userEvent.click(clay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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
