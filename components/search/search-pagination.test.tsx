import { screen, within } from '@testing-library/react';
import { renderWithIntl as renderIntl } from '@/test/intl';
import { SearchPagination } from './search-pagination';
import { SearchNavigationProvider } from './search-navigation';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/search',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

/** The search page's controls navigate through its provider. */
const renderWithIntl = (ui: React.ReactElement) => renderIntl(<SearchNavigationProvider>{ui}</SearchNavigationProvider>);

const request = { query: 'shirt', tags: ['cat/shirts'], first: 12, after: 60 };

describe('search pagination', () => {
  it('shows only the count label when everything fits on one page', () => {
    renderWithIntl(<SearchPagination request={{ ...request, after: 0 }} total={9} pageSize={12} />);
    expect(screen.getByText('Showing 1 - 9 of 9 products')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows first, previous, a window of 5 pages around the current one, next and last', () => {
    renderWithIntl(<SearchPagination request={request} total={200} pageSize={12} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav).getAllByRole('link', { name: /^Page / });
    expect(pages.map((a) => a.textContent)).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'First' })).toHaveAttribute('href', '/search?query=shirt&tags=cat%2Fshirts');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/search?query=shirt&tags=cat%2Fshirts&after=48');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/search?query=shirt&tags=cat%2Fshirts&after=72');
    expect(within(nav).getByRole('link', { name: 'Last' })).toHaveAttribute('href', '/search?query=shirt&tags=cat%2Fshirts&after=192');
    expect(screen.getByText('Showing 61 - 72 of 200 products')).toBeInTheDocument();
  });

  it('disables first and previous on the first page', () => {
    renderWithIntl(<SearchPagination request={{ ...request, after: 0 }} total={30} pageSize={12} />);
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'First' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link', { name: /^Page / })
        .map((a) => a.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(nav).getByRole('link', { name: 'Last' })).toHaveAttribute('href', '/search?query=shirt&tags=cat%2Fshirts&after=24');
  });

  it('disables next and last on the last page and counts the partial page', () => {
    renderWithIntl(<SearchPagination request={{ ...request, after: 24 }} total={30} pageSize={12} />);
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'Next' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Last' })).toBeNull();
    expect(screen.getByText('Showing 25 - 30 of 30 products')).toBeInTheDocument();
  });

  it('keeps a page size from the URL in its links', () => {
    renderWithIntl(<SearchPagination request={{ first: 5, after: 0 }} total={12} pageSize={12} />);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/search?first=5&after=5');
  });
});
