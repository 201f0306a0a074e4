import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '@/lib/queries/keys';
import { changePreferences, sentPreferenceForms } from '@/test/actions/preferences';
import { renderWithShop, resetToasts } from '@/test/cart-kit';
import { renderShell } from '@/test/shell';
import { CurrencySelector, isCurrencyLocked } from './currency-selector';
import { LanguageSelector } from './language-selector';

const mockNav = { pathname: '/search', search: 'query=tea&sortBy=NEWEST', refresh: jest.fn() };

jest.mock('next/navigation', () => ({
  usePathname: () => mockNav.pathname,
  useSearchParams: () => new URLSearchParams(mockNav.search),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: mockNav.refresh, prefetch: jest.fn() }),
  useParams: () => ({}),
}));

const languages = [
  { code: 'en' as const, label: 'English' },
  { code: 'si' as const, label: 'සිංහල' },
  { code: 'ta' as const, label: 'தமிழ்' },
];
const currencies = [
  { code: 'LKR', symbol: 'Rs' },
  { code: 'USD', symbol: '$' },
];

beforeEach(() => jest.clearAllMocks());
afterEach(resetToasts);

describe('the language selector', () => {
  it('links every language to the page and query the shopper is on', async () => {
    mockNav.pathname = '/si/search';
    renderShell(<LanguageSelector languages={languages} />, { locale: 'si' });
    await userEvent.click(screen.getByRole('button', { name: /සිංහල/ }));
    const hrefs = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('hreflang')]);
    expect(hrefs).toEqual([
      ['English', '/en/search?query=tea&sortBy=NEWEST', 'en'],
      ['සිංහල', '/si/search?query=tea&sortBy=NEWEST', null],
      ['தமிழ்', '/ta/search?query=tea&sortBy=NEWEST', 'ta'],
    ]);
    expect(screen.getByRole('link', { name: 'සිංහල' })).toHaveAttribute('aria-current', 'true');
  });

  it('keeps a product page with its variant query', async () => {
    mockNav.pathname = '/products/linen-shirt';
    mockNav.search = 'color=red';
    renderShell(<LanguageSelector languages={languages} />);
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    expect(screen.getByRole('link', { name: 'தமிழ்' })).toHaveAttribute('href', '/ta/products/linen-shirt?color=red');
  });

  it('is absent when the shop has one language', () => {
    renderShell(<LanguageSelector languages={languages.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the currency selector', () => {
  it.each(['/checkout', '/order/view/o-123'])('is hidden on %s', (path) => {
    mockNav.pathname = path;
    renderShell(<CurrencySelector currencies={currencies} current="LKR" />);
    expect(screen.queryByRole('button', { name: /Currency/ })).toBeNull();
  });

  it.each([
    ['/checkout', true],
    ['/checkout/', true],
    ['/order/view/42', true],
    ['/order-error', false],
    ['/cart', false],
    ['/', false],
  ])('locks the currency on %s: %s', (path, locked) => {
    expect(isCurrencyLocked(path)).toBe(locked);
  });

  it('stores a new currency through the Server Function, then renders the page again in it', async () => {
    mockNav.pathname = '/search';
    const { client } = renderShell(<CurrencySelector currencies={currencies} current="LKR" />);
    client.setQueryData(queryKeys.menus('en', 'LKR', null), []);
    await userEvent.click(screen.getByRole('button', { name: /Currency/ }));
    await userEvent.click(screen.getByRole('button', { name: 'USD ($)' }));
    await waitFor(() => expect(mockNav.refresh).toHaveBeenCalledTimes(1));
    expect(sentPreferenceForms()).toEqual([{ currency: 'USD' }]);
    // What was read in rupees is read again.
    expect(client.getQueryState(queryKeys.menus('en', 'LKR', null))?.isInvalidated).toBe(true);
  });

  it('is a form of the Server Function, the same before the page hydrated: each currency a submit button', () => {
    mockNav.pathname = '/si/search';
    renderShell(<CurrencySelector currencies={currencies} current="LKR" />, { locale: 'si' });
    const usd = screen.getByRole('button', { name: 'USD ($)' }) as HTMLButtonElement;
    expect([usd.type, usd.name, usd.value]).toEqual(['submit', 'currency', 'USD']);
    // No hidden field says where to come back to: the post comes from the page itself.
    expect([...new FormData(usd.form ?? undefined).keys()]).toEqual([]);
    expect(screen.getAllByRole('button')[0]?.getAttribute('popovertarget')).toBe(usd.closest('[popover]')?.id);
  });

  it('says when the currency could not be stored, reads the cart again and stays on the page', async () => {
    mockNav.pathname = '/';
    changePreferences.mockResolvedValueOnce({ ok: false, status: 503, code: 'E2003', message: 'offline' });
    const { client } = renderWithShop(<CurrencySelector currencies={currencies} current="LKR" />);
    client.setQueryData(queryKeys.cart, null);
    await userEvent.click(screen.getByRole('button', { name: /Currency/ }));
    await userEvent.click(screen.getByRole('button', { name: 'USD ($)' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(client.getQueryState(queryKeys.cart)?.isInvalidated).toBe(true);
    expect(mockNav.refresh).not.toHaveBeenCalled();
  });

  it('does nothing when the current currency is picked again', async () => {
    mockNav.pathname = '/';
    renderShell(<CurrencySelector currencies={currencies} current="LKR" />);
    await userEvent.click(screen.getByRole('button', { name: /Currency/ }));
    await userEvent.click(screen.getByRole('button', { name: 'LKR (Rs)' }));
    expect(changePreferences).not.toHaveBeenCalled();
  });
});
