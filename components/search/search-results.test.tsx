import { screen, within } from '@testing-library/react';
import type { SearchRequest } from '@/lib/api/schemas';
import { renderWithIntl } from '@/test/intl';
import { SearchResults } from './search-results';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/search',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

const display = { code: 'LKR', symbol: 'Rs', hidden: false };
const result = (total: number) => ({ products: [], total, first: 12, after: 0, facets: { categories: [], brands: [] } });

function renderResults(total: number) {
  return renderWithIntl(
    <SearchResults
      title="Results for “clay”"
      request={{ query: 'clay' }}
      result={result(total)}
      pageSize={12}
      display={display}
      catalogueMode={false}
      action="/search"
    />,
  );
}

describe('search results heading', () => {
  it('says how many products the search found beside the heading', () => {
    renderResults(37);
    const heading = screen.getByRole('heading', { level: 1, name: 'Results for “clay”' });
    expect(heading.nextElementSibling).toHaveTextContent(/^37 products$/);
  });

  it('counts one product in the singular', () => {
    renderResults(1);
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent(/^1 product$/);
  });
});

describe('search results while the merchant hides prices (spec §6)', () => {
  const priced: SearchRequest = { query: 'clay', sortBy: 'PRICE_HIGH_TO_LOW', ranges: { price: [100, 500] } };
  const renderPriced = (hidden: boolean) =>
    renderWithIntl(
      <SearchResults
        title="Results for “clay”"
        request={priced}
        result={result(3)}
        pageSize={12}
        display={{ ...display, hidden }}
        catalogueMode={false}
        action="/search"
      />,
    );
  const sortOptions = () =>
    within(screen.getByRole('combobox', { name: 'Sort by' }))
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('offers the price sorts, the price range and its chip while prices show', () => {
    renderPriced(false);
    expect(sortOptions()).toEqual(['Relevance', 'Price Low to High', 'Price High to Low', 'Oldest', 'Newest']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('PRICE_HIGH_TO_LOW');
    expect(screen.getAllByRole('spinbutton', { name: 'Min' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /^Remove filter: Price/ })).toBeInTheDocument();
  });

  it('leaves out the price sorts, the price range and a price chip from the URL while prices are hidden', () => {
    renderPriced(true);
    expect(sortOptions()).toEqual(['Relevance', 'Oldest', 'Newest']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Remove filter/ })).not.toBeInTheDocument();
    expect(document.querySelector('input[name="r_price"], input[name="sortBy"]')).toBeNull();
  });
});
