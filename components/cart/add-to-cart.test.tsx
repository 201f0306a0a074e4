import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { changeCartLine, sentCartForms } from '@/test/actions/cart';
import { fakeCartRoutes, navigationMock, renderWithShop, resetToasts } from '@/test/cart-kit';
import { cartData, cartItemData, productData } from '@/test/fixtures/cart';
import { AddToCart } from './add-to-cart';
import { BuyNow } from './buy-now';
import { CartForm } from './cart-form';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

beforeEach(() => jest.clearAllMocks());
afterEach(resetToasts);

/** The product page's form around its buttons (components/product/purchase-actions.tsx). */
function Form({ children, ...props }: Partial<Parameters<typeof CartForm>[0]> & { children: ReactNode }) {
  return (
    <CartForm productId="p-1" varianceKey="color:red" name="Linen Shirt" mode="add" {...props}>
      {children}
    </CartForm>
  );
}

describe('Add to cart', () => {
  it('sends the line to the Server Function, says so top-right with the way on, and keeps the cart it answered', async () => {
    const shirt = productData();
    fakeCartRoutes(null);
    changeCartLine.mockResolvedValueOnce({
      ok: true,
      value: {
        outcome: 'added',
        line: { productId: 'p-1', varianceKey: 'color:red', quantity: 2 },
        cart: cartData([cartItemData(shirt, 2)]),
      },
    });
    renderWithShop(
      <Form quantity={2}>
        <AddToCart product={shirt} quantity={2} currency="LKR" />
      </Form>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const note = await screen.findByText('Product added to cart successfully');
    expect(note.closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
    expect(note.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    expect(sentCartForms()).toEqual([{ productId: 'p-1', varianceKey: 'color:red', mode: 'add', quantity: '2', intent: 'add' }]);
    const toast = note.closest('[data-sonner-toast]') as HTMLElement;
    expect(within(toast).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    expect(within(toast).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    // The answered cart is React Query's cart at once: the button now updates the line.
    expect(await screen.findByRole('button', { name: 'Update Cart' })).toBeInTheDocument();
  });

  it('is a submit button of a form whose action is the Server Function (a native post before hydration)', () => {
    fakeCartRoutes(null);
    renderWithShop(
      <Form>
        <AddToCart product={productData()} currency="LKR" />
      </Form>,
    );
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('name', 'intent');
    expect(button.closest('form')).not.toBeNull();
  });

  it('reads Update Cart for a variant already in the cart and sends an update', async () => {
    const shirt = productData();
    fakeCartRoutes(cartData([cartItemData(shirt, 1)]));
    renderWithShop(
      <Form mode="update" quantity={3}>
        <AddToCart product={shirt} quantity={3} currency="LKR" />
      </Form>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Update Cart' }));
    await screen.findByText('Product added to cart successfully');
    expect(sentCartForms()[0]).toMatchObject({ mode: 'update', quantity: '3' });
  });

  it('reports a refused addition and reloads the cart', async () => {
    const routes = fakeCartRoutes(null);
    changeCartLine.mockResolvedValueOnce({ ok: false, status: 409, code: 'E4090', message: 'Conflict.' });
    renderWithShop(
      <Form>
        <AddToCart product={productData()} currency="LKR" />
      </Form>,
    );
    await waitFor(() => expect(routes.cartReads()).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product addition failed')).toBeInTheDocument();
    await waitFor(() => expect(routes.cartReads()).toBe(2));
  });

  it.each([
    ['out of stock', productData({ quantity: 0 }), 1],
    ['unavailable', productData({ availability: false }), 1],
    ['not priced in the chosen currency', productData({ price: { USD: 20 } }), 1],
    ['asked for more than is available', productData({ quantity: 2 }), 3],
  ])('is announced unavailable when the product is %s', (_case, product, quantity) => {
    fakeCartRoutes(null);
    renderWithShop(
      <Form soldOut>
        <AddToCart product={product} quantity={quantity} currency="LKR" />
      </Form>,
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says "out of stock" when the server answers that the variant cannot be added', async () => {
    fakeCartRoutes(null);
    changeCartLine.mockResolvedValueOnce({
      ok: true,
      value: { outcome: 'outOfStock', line: { productId: 'p-1', varianceKey: 'color:red', quantity: 1 }, cart: null },
    });
    renderWithShop(
      <Form soldOut>
        <AddToCart product={productData({ quantity: 0 })} currency="LKR" />
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('out of stock')).toBeInTheDocument();
    expect(sentCartForms()[0]).toMatchObject({ soldOut: '1' });
  });

  it('sends nothing while a variance is unchosen (spec §5)', async () => {
    fakeCartRoutes(null);
    const checkChoice = jest.fn(() => false);
    renderWithShop(
      <Form checkChoice={checkChoice}>
        <AddToCart product={productData()} currency="LKR" />
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(checkChoice).toHaveBeenCalled();
    expect(changeCartLine).not.toHaveBeenCalled();
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
  it('sends the line with the buy intent (the Server Function goes on to checkout)', async () => {
    fakeCartRoutes(null);
    renderWithShop(
      <Form>
        <BuyNow product={productData()} currency="LKR" />
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(sentCartForms()).toEqual([{ productId: 'p-1', varianceKey: 'color:red', mode: 'add', intent: 'buy' }]));
  });
});
