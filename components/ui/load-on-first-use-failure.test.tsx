import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { SearchBar } from '@/components/layout/search-bar';
import { CardAddButton } from '@/components/product/card-add-button';
import { jsonAnswer, renderShell } from '@/test/shell';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

// The code loaded on first use cannot come (offline, or a deployment that replaced it).
jest.mock('@/components/layout/quick-search-list', () => {
  throw new Error('Loading chunk quick-search-list failed');
});
jest.mock('@/components/product/quick-view-dialog', () => {
  throw new Error('Loading chunk quick-view-dialog failed');
});

/** Stands for the error screen around the part (app/[ctx]/error.tsx, app/global-error.tsx), which catches what it throws. */
class ErrorScreen extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  global.fetch = jest.fn(async (url: string) => {
    const query = new URL(url, 'http://shop.test').searchParams.get('query') ?? '';
    return jsonAnswer({
      query,
      total: 1,
      items: [
        {
          id: 'p1',
          varianceKey: '',
          name: 'Ceylon tea',
          href: '/products/tea',
          image: 'products/tea.webp',
          price: 1000,
          specialPrice: null,
          currency: 'LKR',
        },
      ],
    });
  }) as unknown as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

describe('a part whose code cannot load', () => {
  it('quick search: the results cannot show, and the error screen says so once there are results to show', async () => {
    renderShell(
      <ErrorScreen>
        <SearchBar currency={{ code: 'LKR', symbol: 'Rs' }} showPrices inventoryId={null} />
      </ErrorScreen>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'tea' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk quick-search-list failed');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('card add button of a product with a choice: pointing at it shows nothing, pressing it brings the error screen', async () => {
    const user = userEvent.setup();
    renderShell(
      <ErrorScreen>
        <CardAddButton
          productId="p-100"
          varianceKey="color:red"
          productName="Linen Shirt"
          display={{ code: 'LKR', symbol: 'Rs', hidden: false }}
          href="/products/linen-shirt"
          choose
        />
      </ErrorScreen>,
    );
    const add = screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' });
    await user.hover(add);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk quick-view-dialog failed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
