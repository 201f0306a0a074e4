import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { fakeCartRoutes, navigationMock, renderWithShop, resetToasts } from '@/test/cart-kit';
import { cartData, cartItemData, productData } from '@/test/fixtures/cart';
import { AddToCart } from './add-to-cart';
import { BuyNow } from './buy-now';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

beforeEach(() => jest.clearAllMocks());
afterEach(resetToasts);

describe('Add to cart', () => {
  it('adds the chosen quantity, says so top-right and reloads the cart', async () => {
    const routes = fakeCartRoutes(null, (r) =>
      r.method === 'POST' ? { status: 200, body: cartData([cartItemData(productData(), 2)]) } : undefined,
    );
    renderWithShop(<AddToCart product={productData()} quantity={2} currency="LKR" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const note = await screen.findByText('Product added to cart successfully');
    expect(note.closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
    expect(note.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    expect(routes.changes()).toEqual([
      { method: 'POST', path: '/api/cart/items', body: { productId: 'p-1', varianceKey: 'color:red', quantity: 2 } },
    ]);
    await waitFor(() => expect(routes.cartReads()).toBe(2));
    // The toast offers the way on.
    const toast = note.closest('[data-sonner-toast]') as HTMLElement;
    expect(within(toast).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(within(toast).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('is a submit button of its form that, once hydrated, adds in place instead of posting', async () => {
    fakeCartRoutes(null, (r) => (r.method === 'POST' ? { status: 200, body: cartData([cartItemData(productData(), 1)]) } : undefined));
    const submitted = jest.fn((event: SubmitEvent) => event.preventDefault());
    renderWithShop(
      <form onSubmit={(event) => submitted(event.nativeEvent as SubmitEvent)}>
        <AddToCart product={productData()} currency="LKR" />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await screen.findByText('Product added to cart successfully');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('reads Update Cart for a variant already in the cart and updates it', async () => {
    const shirt = productData();
    const routes = fakeCartRoutes(cartData([cartItemData(shirt, 1)]));
    renderWithShop(<AddToCart product={shirt} quantity={3} currency="LKR" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Update Cart' }));
    await screen.findByText('Product added to cart successfully');
    expect(routes.changes()[0]).toMatchObject({ method: 'PATCH', body: { quantity: 3 } });
  });

  it('reports a failed addition and still reloads the cart', async () => {
    const routes = fakeCartRoutes(null, (r) =>
      r.method === 'POST' ? { status: 409, body: { code: 'E4090', message: 'Conflict.' } } : undefined,
    );
    renderWithShop(<AddToCart product={productData()} currency="LKR" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product addition failed')).toBeInTheDocument();
    await waitFor(() => expect(routes.cartReads()).toBe(2));
  });

  it.each([
    ['out of stock', productData({ quantity: 0 }), 1],
    ['unavailable', productData({ availability: false }), 1],
    ['not priced in the chosen currency', productData({ price: { USD: 20 } }), 1],
    ['asked for more than is available', productData({ quantity: 2 }), 3],
  ])('warns "out of stock" and sends nothing when the product is %s', async (_case, product, quantity) => {
    const routes = fakeCartRoutes(null);
    renderWithShop(<AddToCart product={product} quantity={quantity} currency="LKR" />);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(await screen.findByText('out of stock')).toBeInTheDocument();
    expect(routes.changes()).toEqual([]);
  });

  it('shows nothing in catalogue mode and a sign-in link for guests of a registered-only site', () => {
    fakeCartRoutes(null);
    const { rerender } = renderWithShop(<AddToCart product={productData()} currency="LKR" controls="hidden" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<AddToCart product={productData()} currency="LKR" controls="login" />);
    expect(screen.getByRole('link', { name: 'Add to Cart' })).toHaveAttribute('href', '/login');
  });
});

describe('Buy now', () => {
  it('puts the item in the cart and goes to checkout', async () => {
    fakeCartRoutes(null, (r) => (r.method === 'POST' ? { status: 200, body: cartData([cartItemData(productData())]) } : undefined));
    renderWithShop(<BuyNow product={productData()} currency="LKR" />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(navigationMock.push).toHaveBeenCalledWith('/checkout'));
  });

  it('stays on the page when the product cannot be bought', async () => {
    fakeCartRoutes(null);
    renderWithShop(<BuyNow product={productData({ quantity: 0 })} currency="LKR" />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('out of stock')).toBeInTheDocument();
    expect(navigationMock.push).not.toHaveBeenCalled();
  });
});
