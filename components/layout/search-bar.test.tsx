import { act, fireEvent, screen } from '@testing-library/react';
import type { QuickSearchItem } from '@/lib/layout/quick-search-item';
import { jsonAnswer, renderShell } from '@/test/shell';
import { SearchBar } from './search-bar';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: mockPush, replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

const item = (i: number): QuickSearchItem => ({
  id: `p${i}`,
  varianceKey: '',
  name: `Ceylon tea ${i}`,
  href: `/products/tea-${i}`,
  image: 'products/tea.webp',
  price: 1000 + i,
  specialPrice: null,
  currency: 'LKR',
});

const fetchMock = jest.fn(async (url: string) => {
  const query = new URL(url, 'http://shop.test').searchParams.get('query') ?? '';
  return jsonAnswer({ query, total: 40, items: Array.from({ length: 6 }, (_, i) => item(i)) });
});

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockClear();
  mockPush.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

async function elapse(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

const LKR = { code: 'LKR', symbol: 'Rs' };

describe('the header search', () => {
  it('is a plain GET form to /search, so it works without JavaScript', () => {
    renderShell(<SearchBar currency={LKR} showPrices inventoryId="loc-colombo" />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveAttribute('name', 'query');
    // HTML allows role=combobox on a text field, not on type=search (Nu HTML Checker); the phone still gets its search key.
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveAttribute('inputmode', 'search');
    expect(box).toHaveAttribute('enterkeyhint', 'search');
    // Closed, the popup's id still names an element (an IDREF to nothing is invalid too).
    expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).not.toBeNull();
  });

  it('submits to the language of the page', () => {
    renderShell(<SearchBar currency={LKR} showPrices inventoryId={null} />, { locale: 'si' });
    expect(screen.getByRole('search')).toHaveAttribute('action', '/si/search');
  });

  it('asks for quick results 300 ms after typing stops, and shows 6 and a way to all results', async () => {
    renderShell(<SearchBar currency={LKR} showPrices inventoryId="loc-colombo" />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'te' } });
    await elapse(200);
    fireEvent.change(input, { target: { value: 'tea' } });
    await elapse(299);
    expect(fetchMock).not.toHaveBeenCalled();
    await elapse(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/quick-search?query=tea&locale=en&currency=LKR');
    await elapse(0);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(7);
    expect(options[0]).toHaveTextContent('Ceylon tea 0');
    expect(options[0]).toHaveTextContent(/Rs\s?1,000\.00/);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // ARIA 1.2 listbox: named by the field, no link or other control inside an option.
    const list = screen.getByRole('listbox', { name: 'Search' });
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(list.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    fireEvent.click(screen.getByRole('option', { name: 'View all results' }));
    expect(mockPush).toHaveBeenCalledWith('/search?query=tea');
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    renderShell(<SearchBar currency={LKR} showPrices inventoryId={null} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'tea' } });
    await elapse(300);
    await elapse(0);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = screen.getAllByRole('option')[1];
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', active?.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(mockPush).toHaveBeenCalledWith('/products/tea-1');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes the results with a first Escape, keeping the words, and clears them with a second', async () => {
    renderShell(<SearchBar currency={LKR} showPrices inventoryId={null} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'tea' } });
    await elapse(300);
    await elapse(0);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('tea');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
  });

  it('asks for no prices when the merchant hides them', async () => {
    renderShell(<SearchBar currency={LKR} showPrices={false} inventoryId={null} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'tea' } });
    await elapse(300);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/quick-search?query=tea&locale=en');
  });

  it('folds into a button on narrow screens that opens the form by the platform, with no script', () => {
    renderShell(<SearchBar currency={LKR} showPrices inventoryId={null} />);
    const toggle = screen.getByRole('button', { name: 'Open search' });
    const panel = document.getElementById(toggle.getAttribute('popovertarget') ?? '');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toContainElement(screen.getByRole('combobox'));
  });
});
