import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonAnswer, renderShell } from '@/test/shell';
import { CurrencySelector, isCurrencyLocked } from './currency-selector';
import { LanguageSelector } from './language-selector';

const mockNav = { pathname: '/search', search: 'query=tea&sortBy=NEWEST', refresh: jest.fn() };

jest.mock('@/lib/queries/reload-page', () => ({ reloadPage: () => mockNav.refresh() }));
jest.mock('next/navigation', () => ({
  usePathname: () => mockNav.pathname,
  useSearchParams: () => new URLSearchParams(mockNav.search),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
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

beforeEach(() => {
  mockNav.refresh.mockReset();
  global.fetch = jest.fn(async () => jsonAnswer({ currency: 'USD' }));
});

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

  it('stores a new currency and reloads the page in it', async () => {
    mockNav.pathname = '/search';
    renderShell(<CurrencySelector currencies={currencies} current="LKR" />);
    await userEvent.click(screen.getByRole('button', { name: /Currency/ }));
    await userEvent.click(screen.getByRole('button', { name: 'USD ($)' }));
    await waitFor(() => expect(mockNav.refresh).toHaveBeenCalled());
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/preferences',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ currency: 'USD' }) }),
    );
  });

  it('is a form posting to /api/preferences and back to the page, for a choice made before the page hydrated', () => {
    mockNav.pathname = '/si/search';
    renderShell(<CurrencySelector currencies={currencies} current="LKR" />, { locale: 'si' });
    const usd = screen.getByRole('button', { name: 'USD ($)' }) as HTMLButtonElement;
    expect(usd.form).toHaveAttribute('action', '/api/preferences');
    expect(usd.form).toHaveAttribute('method', 'post');
    expect([usd.name, usd.value]).toEqual(['currency', 'USD']);
    expect(new FormData(usd.form ?? undefined).get('back')).toBe('/si/search');
    expect(screen.getAllByRole('button')[0]?.getAttribute('popovertarget')).toBe(usd.closest('[popover]')?.id);
  });

  it('does nothing when the current currency is picked again', async () => {
    mockNav.pathname = '/';
    renderShell(<CurrencySelector currencies={currencies} current="LKR" />);
    await userEvent.click(screen.getByRole('button', { name: /Currency/ }));
    await userEvent.click(screen.getByRole('button', { name: 'LKR (Rs)' }));
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
