import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/test/intl';
import type { Facet, SearchRequest } from '@/lib/api/schemas';
import { NavigationSettled } from '@/components/ui/navigation-focus';
import { paths } from '@/lib/routes/paths';
import { ActiveFilterChips, SEARCH_TITLE_ID } from './active-filter-chips';
import { SearchNavigationProvider } from './search-navigation';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: mockPush, prefetch: jest.fn() }),
  usePathname: () => '/search',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

const facets: Facet[] = [
  { tag: 'brand/apple', label: { en: 'Apple', si: 'ඇපල්' }, count: 3 },
  { tag: 'cat/phones', label: { en: 'Phones' }, count: 5 },
];
const request: SearchRequest = {
  query: 'phone',
  sortBy: 'NEWEST',
  first: 12,
  after: 24,
  tags: ['brand/apple', 'cat/phones'],
  ranges: { price: [1000, 5000], weight: [2] },
};

/** The search page's parts that take part in a chip's removal: heading, chips and the focus return. */
function Page({ search }: { search: SearchRequest }) {
  return (
    <SearchNavigationProvider>
      <NavigationSettled key={paths.search(search)} message="done" />
      <h1 id={SEARCH_TITLE_ID} tabIndex={-1}>
        Results
      </h1>
      <ActiveFilterChips key={paths.search(search)} request={search} pageSize={12} facets={facets} />
    </SearchNavigationProvider>
  );
}

beforeEach(() => mockPush.mockReset());

describe('active filter chips', () => {
  it('shows each brand, category and range as a link to the search without it, followed in place', () => {
    renderWithIntl(<Page search={request} />);
    const chips = screen.getAllByRole('link', { name: /^Remove filter: / });
    expect(chips.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove filter: Apple',
      'Remove filter: Phones',
      'Remove filter: Price: 1,000 – 5,000',
      'Remove filter: weight: from 2',
    ]);
    // Before hydration the browser follows the link itself.
    expect(screen.getByRole('link', { name: 'Remove filter: Apple' })).toHaveAttribute(
      'href',
      '/search?query=phone&tags=cat%2Fphones&r_price=1000%2C5000&r_weight=2&sortBy=NEWEST',
    );
    expect(screen.getByRole('link', { name: 'Clear all' })).toHaveAttribute('href', '/search?query=phone&sortBy=NEWEST');
    fireEvent.click(screen.getByRole('link', { name: 'Remove filter: Apple' }));
    // Back on the first page; the query and sort stay.
    expect(mockPush).toHaveBeenLastCalledWith('/search?query=phone&tags=cat%2Fphones&r_price=1000%2C5000&r_weight=2&sortBy=NEWEST');
    fireEvent.click(screen.getByRole('link', { name: 'Remove filter: Price: 1,000 – 5,000' }));
    expect(mockPush).toHaveBeenLastCalledWith('/search?query=phone&tags=brand%2Fapple&tags=cat%2Fphones&r_weight=2&sortBy=NEWEST');
  });

  it('clears every filter at once and keeps the query and sort', () => {
    renderWithIntl(<Page search={request} />);
    fireEvent.click(screen.getByRole('link', { name: 'Clear all' }));
    expect(mockPush).toHaveBeenLastCalledWith('/search?query=phone&sortBy=NEWEST');
  });

  it('names a chip in the shopper’s language and a tag without a facet by its own name', () => {
    renderWithIntl(<Page search={{ ...request, tags: ['brand/apple', 'brand/no-facet'], ranges: {} }} />, { locale: 'si' });
    expect(screen.getByRole('link', { name: 'Remove filter: ඇපල්' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remove filter: no-facet' })).toBeInTheDocument();
  });

  it('renders nothing without filters', () => {
    renderWithIntl(<Page search={{ query: 'phone', tags: [], ranges: {} }} />);
    expect(screen.queryByRole('region', { name: 'Active filters' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();
  });

  it('moves focus to the chip that takes the removed one’s place, then the one before, then the heading', () => {
    const two: SearchRequest = { tags: ['brand/apple', 'cat/phones'], ranges: {} };
    const view = renderWithIntl(<Page search={two} />);
    fireEvent.click(screen.getByRole('link', { name: 'Remove filter: Apple' }));
    act(() => view.rerender(<Page search={{ tags: ['cat/phones'], ranges: {} }} />));
    expect(screen.getByRole('link', { name: 'Remove filter: Phones' })).toHaveFocus();

    view.rerender(<Page search={two} />);
    fireEvent.click(screen.getByRole('link', { name: 'Remove filter: Phones' }));
    act(() => view.rerender(<Page search={{ tags: ['brand/apple'], ranges: {} }} />));
    expect(screen.getByRole('link', { name: 'Remove filter: Apple' })).toHaveFocus();

    fireEvent.click(screen.getByRole('link', { name: 'Remove filter: Apple' }));
    act(() => view.rerender(<Page search={{ tags: [], ranges: {} }} />));
    expect(screen.getByRole('heading', { name: 'Results' })).toHaveFocus();
  });
});
