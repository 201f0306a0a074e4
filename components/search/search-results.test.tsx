import { screen } from '@testing-library/react';
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
