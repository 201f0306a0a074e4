import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { fakeCartRoutes, navigationMock, renderWithShop } from '@/test/cart-kit';
import { cartData, cartItemData, productData } from '@/test/fixtures/cart';
import { HeaderCart } from './header-cart';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

const money = { code: 'LKR', symbol: 'Rs', hidden: false };

describe('Header cart', () => {
  it('badges the number of units and lists the items with a button to the cart', async () => {
    fakeCartRoutes(cartData([cartItemData(productData(), 2), cartItemData(productData({ id: 'p-2', name: { en: 'Canvas Bag' } }), 1)]));
    renderWithShop(<HeaderCart money={money} />);
    await screen.findByRole('button', { name: '3 items in cart' });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    // The dropdown is a popover (the browser opens it); pointing at its button loads the list.
    const button = screen.getByRole('button', { name: '3 items in cart' });
    expect(document.getElementById(button.getAttribute('popovertarget') ?? '')).toHaveAttribute('popover', 'auto');
    await userEvent.hover(button);
    expect(await screen.findByText('Canvas Bag')).toBeInTheDocument();
    expect(screen.getByText('Linen Shirt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    // The way on from the dropdown, with what the items come to.
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByText('Subtotal').parentElement).toHaveTextContent(/Subtotal\s*Rs\s?[\d,]+\.\d\d/);
    // No word on tax when the merchant gives none.
    expect(screen.queryByTestId('tax-note')).not.toBeInTheDocument();
  });

  it('says under the subtotal whether tax is in it, as the merchant says', async () => {
    fakeCartRoutes(cartData([cartItemData(productData(), 1)]));
    renderWithShop(<HeaderCart money={{ ...money, taxDisplay: 'ADDED_AT_CHECKOUT' }} />);
    await userEvent.hover(await screen.findByRole('button', { name: '1 item in cart' }));
    expect(await screen.findByTestId('tax-note')).toHaveTextContent('Tax added at checkout');
  });

  it('shows no badge and an empty dropdown before anything is added', async () => {
    fakeCartRoutes(null);
    renderWithShop(<HeaderCart money={money} />);
    await screen.findByRole('button', { name: 'Cart is empty' });
    await userEvent.hover(screen.getByRole('button', { name: 'Cart is empty' }));
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.queryByText('Subtotal')).not.toBeInTheDocument();
  });

  it('leads guests of a registered-users-only site to sign in, and hides in catalogue mode', () => {
    fakeCartRoutes(null);
    const { rerender } = renderWithShop(<HeaderCart money={money} controls="login" />);
    expect(screen.getByRole('link', { name: 'Cart is empty' })).toHaveAttribute('href', '/login');
    rerender(<HeaderCart money={money} controls="hidden" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
