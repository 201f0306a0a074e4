import { fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import en from '@/messages/en.json';
import userEvent from '@testing-library/user-event';
import type { Facet } from '@/lib/api/schemas';
import { renderWithIntl as renderIntl } from '@/test/intl';
import { SearchFilters } from './search-filters';
import { SearchNavigationProvider } from './search-navigation';
import { SortSelect } from './sort-select';

const push = jest.fn();
const mockRemember = jest.fn();
jest.mock('@/components/ui/navigation-focus', () => ({
  ...jest.requireActual('@/components/ui/navigation-focus'),
  rememberFocusAfterNavigation: (id: string) => mockRemember(id),
}));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push, prefetch: jest.fn() }),
  usePathname: () => '/search',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

/** The search page's controls navigate through its provider. */
const renderWithIntl = (ui: React.ReactElement) => renderIntl(<SearchNavigationProvider>{ui}</SearchNavigationProvider>);
beforeEach(() => {
  push.mockClear();
  mockRemember.mockClear();
});

const categories: Facet[] = [
  { tag: 'cat/shirts', label: { en: 'Shirts' }, count: 12 },
  { tag: 'cat/shoes', label: { en: 'Shoes' }, count: 4 },
];
const brands: Facet[] = [{ tag: 'brand/acme', label: { en: 'Acme' }, count: 7 }];
const request = { query: 'linen', tags: ['cat/shirts'], sortBy: 'NEWEST' as const, first: 12, after: 24 };

function renderFilters(priceCurrency: string | null = 'LKR') {
  return renderWithIntl(
    <SearchFilters
      request={request}
      pageSize={12}
      total={30}
      categories={categories}
      brands={brands}
      action="/search"
      idPrefix="t"
      priceCurrency={priceCurrency}
    />,
  );
}

describe('search filters', () => {
  it('are a GET form to /search with repeated tags and the current search kept', () => {
    renderFilters();
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.getByLabelText(/Shirts/)).toBeChecked();
    expect(screen.getByLabelText(/Shirts/)).toHaveAttribute('name', 'tags');
    expect(screen.getByLabelText(/Acme/)).toHaveAttribute('value', 'brand/acme');
    const hidden = [...form.querySelectorAll('input[type=hidden]')].map((i) => `${i.getAttribute('name')}=${i.getAttribute('value')}`);
    expect(hidden).toEqual(['query=linen', 'sortBy=NEWEST']);
  });

  it('a tick waits for Apply (WCAG 3.2.2), which writes it beside the category and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderFilters();
    await user.click(screen.getByLabelText(/Acme/));
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(push).toHaveBeenCalledWith('/search?query=linen&tags=cat%2Fshirts&tags=brand%2Facme&sortBy=NEWEST');
  });

  it('unticking a category removes its tag on Apply', async () => {
    const user = userEvent.setup();
    renderFilters();
    await user.click(screen.getByLabelText(/Shirts/));
    expect(push).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(push).toHaveBeenCalledWith('/search?query=linen&sortBy=NEWEST');
  });

  it('a price range is written as r_price=min,max', async () => {
    const user = userEvent.setup();
    renderFilters();
    const price = screen.getByRole('group', { name: 'Price (LKR)' });
    await user.type(within(price).getByLabelText('Min'), '1000');
    await user.type(within(price).getByLabelText('Max'), '5000');
    fireEvent.submit(screen.getByRole('form', { name: 'Filters' }));
    expect(push).toHaveBeenLastCalledWith('/search?query=linen&tags=cat%2Fshirts&r_price=1000%2C5000&sortBy=NEWEST');
  });

  it('leaves the price filter out when prices are hidden', () => {
    renderFilters(null);
    expect(screen.queryByRole('group', { name: /Price/ })).toBeNull();
  });
});

describe('sort select', () => {
  it('offers the four sort options after "Relevance" for a search, and a pick applies at once', async () => {
    const user = userEvent.setup();
    renderWithIntl(<SortSelect request={request} pageSize={12} total={30} action="/search" />);
    const select = screen.getByLabelText('Sort by');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Relevance', 'Price Low to High', 'Price High to Low', 'Oldest', 'Newest']);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    await user.selectOptions(select, 'Price Low to High');
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/search?query=linen&tags=cat%2Fshirts&sortBy=PRICE_LOW_TO_HIGH');
  });

  it('a listing without a query starts from "Featured"', () => {
    renderWithIntl(<SortSelect request={{ tags: ['cat/shirts'] }} pageSize={12} total={30} action="/search" />);
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Featured');
  });

  it('arrow keys on the closed select apply nothing until Enter (WCAG 3.2.2)', () => {
    renderWithIntl(<SortSelect request={request} pageSize={12} total={30} action="/search" />);
    const select = screen.getByLabelText('Sort by');
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'OLDEST' } });
    expect(push).not.toHaveBeenCalled();
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/search?query=linen&tags=cat%2Fshirts&sortBy=OLDEST');
  });

  it('a choice browsed by keys applies when focus leaves the select, and focus stays where it went', () => {
    renderWithIntl(<SortSelect request={request} pageSize={12} total={30} action="/search" />);
    const select = screen.getByLabelText('Sort by');
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: 'PRICE_HIGH_TO_LOW' } });
    expect(push).not.toHaveBeenCalled();
    fireEvent.blur(select);
    expect(push).toHaveBeenCalledWith('/search?query=linen&tags=cat%2Fshirts&sortBy=PRICE_HIGH_TO_LOW');
    expect(mockRemember).not.toHaveBeenCalled();
  });

  it('a picked sort keeps focus on the select after the new results come', async () => {
    renderWithIntl(<SortSelect request={request} pageSize={12} total={30} action="/search" />);
    await userEvent.setup().selectOptions(screen.getByLabelText('Sort by'), 'Oldest');
    expect(mockRemember).toHaveBeenCalledWith('search-sort');
  });

  it('keeps its Apply button in the server HTML, for shoppers without JavaScript', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        <SearchNavigationProvider>
          <SortSelect request={request} pageSize={12} total={30} action="/search" />
        </SearchNavigationProvider>
      </NextIntlClientProvider>,
    );
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Apply<\/button>/);
  });

  it('keeps the rest of the search in hidden fields for shoppers without JavaScript', () => {
    renderWithIntl(<SortSelect request={request} pageSize={12} total={30} action="/search" />);
    const form = screen.getByLabelText('Sort by').closest('form');
    const hidden = [...(form?.querySelectorAll('input[type=hidden]') ?? [])].map(
      (i) => `${i.getAttribute('name')}=${i.getAttribute('value')}`,
    );
    expect(hidden).toEqual(['query=linen', 'tags=cat/shirts']);
  });
});

describe('sort and filters together', () => {
  it('a sort choice takes the brands and price ticked beside it together', async () => {
    const user = userEvent.setup();
    const twoBrands: Facet[] = [...brands, { tag: 'brand/zen', label: { en: 'Zen' }, count: 3 }];
    renderWithIntl(
      <>
        <SortSelect request={request} pageSize={12} total={30} action="/search" />
        <SearchFilters
          request={request}
          pageSize={12}
          total={30}
          categories={categories}
          brands={twoBrands}
          action="/search"
          idPrefix="t"
          priceCurrency="LKR"
        />
      </>,
    );
    await user.click(screen.getByLabelText(/Acme/));
    await user.click(screen.getByLabelText(/Zen/));
    await user.type(screen.getByLabelText('Max'), '900');
    expect(push).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price High to Low');
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith(
      '/search?query=linen&tags=cat%2Fshirts&tags=brand%2Facme&tags=brand%2Fzen&r_price=0%2C900&sortBy=PRICE_HIGH_TO_LOW',
    );
  });
});
