import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderWithIntl } from '@/test/intl';
import type { Product } from '@/lib/api/schemas';
import { productFixture } from '@/test/fixtures/product';
import type { PriceDisplay } from './price-block';
import { PriceDisplayProvider } from './price-display-context';
import { ProductCard } from './product-card';

// jsdom has no Next app router; links and selectors only need these.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/search',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

const LKR: PriceDisplay = { code: 'LKR', symbol: 'Rs', hidden: false };

function renderCard(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <PriceDisplayProvider value={LKR}>
        <ul>{ui}</ul>
      </PriceDisplayProvider>
    </QueryClientProvider>,
  );
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

/** The BFF's product route answers these variants (jsdom has no Response: the client reads ok, status and json()). */
function answerProducts(byUrl: Record<string, Product>) {
  fetchMock.mockImplementation(async (url: string) => {
    const product = byUrl[url];
    return product
      ? { ok: true, status: 200, json: async () => product }
      : { ok: false, status: 404, json: async () => ({ errorCode: 'E0404' }) };
  });
}
const RED_URL = '/api/product/p-100?varianceKey=color%3Ared%7Csize%3Am';

describe('product card', () => {
  it('links to the product, shows the struck price beside the special price and a wish list heart', () => {
    const { container } = renderCard(
      <ProductCard product={productFixture({ enableSpecialPrice: true })} display={LKR} catalogueMode={false} />,
    );
    const heading = screen.getByRole('heading', { name: 'Linen Shirt' });
    expect(heading.closest('a')).toHaveAttribute('href', '/products/linen-shirt?color=red&size=m');
    expect(screen.getByTestId('price').querySelector('s')).toHaveTextContent(/5,000/);
    expect(screen.getByRole('button', { name: 'Add to Wish List: Linen Shirt' })).toHaveAttribute('aria-pressed', 'false');
    // Both images are decorative: the link is named once, by the product name (no redundant alt).
    expect(screen.queryByRole('img', { name: 'Linen Shirt' })).not.toBeInTheDocument();
    expect(heading.closest('a')).toHaveAccessibleName('Linen Shirt');
    // The hover image arrives when the pointer first enters the card; the main one fades only once it has loaded.
    const [main] = [...container.querySelectorAll('img')];
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(main).toHaveAttribute('sizes', '(min-width: 1024px) 300px, 50vw');
    expect(main?.getAttribute('srcset')?.split(', ')).toEqual(
      [384, 576, 768, 1080].map((w) => `/media/products/linen-shirt-1.webp?w=${w}&h=${Math.round((w * 615) / 600)} ${w}w`),
    );
    fireEvent.pointerEnter(container.querySelector('article') as HTMLElement);
    const hover = container.querySelectorAll('img')[1] as HTMLImageElement;
    expect(hover).toHaveAttribute('src', expect.stringContaining('linen-shirt-2.webp'));
    expect(main).not.toHaveClass('card-image-first');
    fireEvent.load(hover);
    expect(main).toHaveClass('card-image-first');
    expect(hover).toHaveClass('card-image-second');
  });

  it('adds the hover image when focus enters the card too', () => {
    const { container } = renderCard(<ProductCard product={productFixture()} display={LKR} catalogueMode={false} />);
    fireEvent.focusIn(screen.getByRole('link', { name: 'Linen Shirt' }));
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('shows the out-of-stock label instead of the add button', () => {
    renderCard(
      <ProductCard product={productFixture({ quantity: 0, availability: false, isInStock: false })} display={LKR} catalogueMode={false} />,
    );
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  });
});

describe('quick view', () => {
  it('opens from the add button, traps focus in a dialog and closes with Escape', async () => {
    answerProducts({ [RED_URL]: productFixture() });
    const user = userEvent.setup();
    renderCard(<ProductCard product={productFixture()} display={LKR} catalogueMode={false} />);
    const add = screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/search?tags=brand%2Facme');
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('1');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with its close button', async () => {
    answerProducts({ [RED_URL]: productFixture() });
    const user = userEvent.setup();
    renderCard(<ProductCard product={productFixture()} display={LKR} catalogueMode={false} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('loads the chosen variant through the BFF', async () => {
    const blue = productFixture({
      varianceKey: 'color:blue|size:m',
      values: { color: 'blue', size: 'm' },
      price: { LKR: 7000 },
      quantity: 2,
    });
    answerProducts({ [RED_URL]: productFixture(), '/api/product/p-100?varianceKey=color%3Ablue%7Csize%3Am': blue });
    const user = userEvent.setup();
    renderCard(<ProductCard product={productFixture()} display={LKR} catalogueMode={false} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Blue' }));
    await waitFor(() => expect(within(dialog).getByTestId('price')).toHaveTextContent(/7,000/));
    expect(fetchMock).toHaveBeenCalledWith('/api/product/p-100?varianceKey=color%3Ablue%7Csize%3Am', expect.anything());
    expect(within(dialog).getByText('Only 2 items available!')).toBeInTheDocument();
  });

  it('refuses Add to Cart and Buy Now while a variance is unchosen: says which, focuses it, sends nothing (spec §5)', async () => {
    const noSize = productFixture({ values: { color: 'red' } });
    answerProducts({ [RED_URL]: noSize, '/api/product/p-100?varianceKey=color%3Ared': noSize });
    const user = userEvent.setup();
    renderCard(<ProductCard product={productFixture()} display={LKR} catalogueMode={false} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' }));
    const dialog = await screen.findByRole('dialog');
    const add = await within(dialog).findByRole('button', { name: 'Add to Cart' });
    expect(within(dialog).queryByText(/Please select/)).toBeNull();
    await user.click(add);
    const size = within(dialog).getByLabelText('Size');
    await waitFor(() => expect(size).toHaveFocus());
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(size).toHaveAccessibleDescription('Please select Size');
    await user.click(within(dialog).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(size).toHaveFocus());
    expect(
      fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method && (init as RequestInit).method !== 'GET'),
    ).toEqual([]);
  });

  it('hides the quantity in catalogue mode', async () => {
    answerProducts({ [RED_URL]: productFixture() });
    const user = userEvent.setup();
    renderCard(<ProductCard product={productFixture()} display={LKR} catalogueMode />);
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quick View: Linen Shirt' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('link', { name: 'View full details' });
    expect(within(dialog).queryByLabelText('Quantity')).toBeNull();
  });

  it("fetches the card's variant when it opens: loading first under the card's name, then the product", async () => {
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockImplementation((url: string) =>
      url === RED_URL ? new Promise((resolve) => (answer = resolve)) : Promise.resolve({ ok: false, status: 404, json: async () => ({}) }),
    );
    const user = userEvent.setup();
    renderCard(<ProductCard product={productFixture()} display={LKR} catalogueMode={false} />);
    expect(fetchMock).not.toHaveBeenCalledWith(RED_URL, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');
    expect(within(dialog).queryByLabelText('Quantity')).toBeNull();
    // The stock the BFF answers (the shopper's location), not what the page was rendered with.
    answer({ ok: true, status: 200, json: async () => productFixture({ quantity: 2 }) });
    expect(await within(dialog).findByText('Only 2 items available!')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('1');
  });

  it('says the product is not available when the BFF does not find it', async () => {
    answerProducts({});
    const user = userEvent.setup();
    renderCard(<ProductCard product={productFixture()} display={LKR} catalogueMode={false} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Product no longer available');
  });
});
