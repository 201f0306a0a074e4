import { act, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { shopperSessionQuery } from '@/lib/queries/use-shopper-session';
import en from '@/messages/en.json';
import { jsonAnswer, renderShell } from '@/test/shell';
import { AnnouncementBar } from './announcement-bar';
import { HeaderActions } from './header-actions';

const mockNav = { pathname: '/' };
jest.mock('next/navigation', () => ({
  usePathname: () => mockNav.pathname,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

let session: unknown = { signedIn: false, name: null };
beforeEach(() => {
  session = { signedIn: false, name: null };
  global.fetch = jest.fn(async (url: string) =>
    url === '/api/session' ? jsonAnswer(session) : jsonAnswer(null),
  ) as unknown as typeof fetch;
});

describe('the announcement bar', () => {
  const link = { kind: 'internal', href: '/information/page/delivery' } as const;

  it('shows its title as a link on every page unless limited to home', () => {
    mockNav.pathname = '/search';
    renderShell(<AnnouncementBar title="Free delivery" link={link} homePageOnly={false} label="Announcement" />);
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Free delivery' })).toHaveAttribute('href', '/information/page/delivery');
  });

  it('shows only on the home page when homePageOnly is set', () => {
    mockNav.pathname = '/';
    const { unmount } = renderShell(<AnnouncementBar title="Free delivery" link={null} homePageOnly label="Announcement" />);
    expect(screen.getByText('Free delivery')).toBeInTheDocument();
    unmount();
    mockNav.pathname = '/search';
    renderShell(<AnnouncementBar title="Free delivery" link={null} homePageOnly label="Announcement" />);
    expect(screen.queryByText('Free delivery')).toBeNull();
  });
});

describe('the header actions', () => {
  const money = { code: 'LKR', symbol: 'Rs', hidden: false };
  const settings = { useSiteAsCatalog: false, isRegisteredUsersOnly: false };

  it('hydrate as the server painted them though the browser already holds the session (a private page seeds it)', async () => {
    const shell = (client: QueryClient, children: ReactNode) => (
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Colombo">
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </NextIntlClientProvider>
    );
    const actions = <HeaderActions inventoryId="loc-colombo" money={money} {...settings} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(shell(new QueryClient(), actions));
    document.body.append(container);
    const seeded = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    seeded.setQueryData(shopperSessionQuery.queryKey, { signedIn: false, name: null } as never);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, shell(seeded, actions), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(await screen.findByRole('link', { name: /Login/ })).toBeInTheDocument();
    container.remove();
  });

  it('link to the wish list and the cart', async () => {
    renderShell(<HeaderActions inventoryId="loc-colombo" money={money} {...settings} />);
    await screen.findByRole('link', { name: /Login/ });
    expect(screen.getByRole('link', { name: 'Wish List' })).toHaveAttribute('href', '/account/wishlist');
    expect(screen.getAllByRole('link', { name: 'Cart is empty' })[0]).toHaveAttribute('href', '/cart');
  });

  it('hide the account entry until a location is chosen', async () => {
    const { unmount } = renderShell(<HeaderActions inventoryId={null} money={money} {...settings} />);
    expect(screen.queryByRole('link', { name: /Login/ })).toBeNull();
    unmount();
    renderShell(<HeaderActions inventoryId="loc-colombo" money={money} {...settings} />);
    expect(await screen.findByRole('link', { name: /Login/ })).toBeInTheDocument();
  });

  it('before the session answered (the page as painted), open a menu of Account and Wish List that serve anyone', async () => {
    session = { signedIn: true, name: 'Kumari Jayasinghe' };
    let answer: (value: Response) => void = () => undefined;
    global.fetch = jest.fn((url: string) =>
      url === '/api/session' ? new Promise<Response>((resolve) => (answer = resolve)) : Promise.resolve(jsonAnswer(null)),
    ) as unknown as typeof fetch;
    renderShell(<HeaderActions inventoryId="loc-colombo" money={money} {...settings} />);
    const button = screen.getByRole('button', { name: 'Account' });
    const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel?.querySelector('a[href="/account/details/profile"]')).toHaveTextContent('Account');
    expect(panel?.querySelector('a[href="/account/wishlist"]')).toHaveTextContent('Wish List');
    expect(screen.queryByRole('link', { name: /Login/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    answer(jsonAnswer(session));
    expect(await screen.findByRole('button', { name: /Kumari/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("show the signed-in shopper's first name", async () => {
    session = { signedIn: true, name: 'Kumari Jayasinghe' };
    renderShell(<HeaderActions inventoryId="loc-colombo" money={money} {...settings} />);
    await waitFor(() => expect(screen.getByRole('button', { name: /Kumari/ })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Login/ })).toBeNull();
  });

  it('drop the cart in catalogue mode', () => {
    renderShell(<HeaderActions inventoryId="loc-colombo" money={money} useSiteAsCatalog isRegisteredUsersOnly={false} />);
    expect(screen.queryByRole('link', { name: /Cart/ })).toBeNull();
  });
});
