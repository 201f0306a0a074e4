import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { fakeCartRoutes, navigationMock, renderWithShop, resetToasts } from '@/test/cart-kit';
import { sentCartForms } from '@/test/actions/cart';
import { CardAddButton } from './card-add-button';
import { needsChoice } from './product-card';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

beforeEach(() => jest.clearAllMocks());
afterEach(resetToasts);

const card = {
  productId: 'p-1',
  varianceKey: 'color:red',
  productName: 'Linen Shirt',
  display: { code: 'LKR', symbol: 'Rs', hidden: false },
  href: '/products/linen-shirt?color=red',
};

describe("a card's Add to Cart", () => {
  it('adds the card’s variant at once when nothing needs choosing, with the way on in its toast', async () => {
    fakeCartRoutes(null);
    renderWithShop(<CardAddButton {...card} choose={false} />);
    const add = screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' });
    expect(add).toHaveAttribute('type', 'submit');
    await userEvent.click(add);
    expect(await screen.findByText('Product added to cart successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(sentCartForms()).toEqual([{ productId: 'p-1', varianceKey: 'color:red', mode: 'add', quantity: '1', intent: 'add' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the quick view when a variance must be chosen; before the script it leads to the product page', async () => {
    const routes = fakeCartRoutes(null);
    renderWithShop(<CardAddButton {...card} choose />);
    const open = screen.getByRole('button', { name: 'Add to Cart: Linen Shirt' });
    expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    const form = open.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products/linen-shirt');
    expect(new FormData(form).get('color')).toBe('red');
    await waitFor(() => expect(routes.changes()).toEqual([]));
  });

  it('needs a choice only where a variance offers more than one value', () => {
    const value = (v: string) => ({ value: v, label: { en: v } });
    const variance = (...values: string[]) => ({ id: 'color', label: { en: 'Colour' }, type: 'RADIO' as const, values: values.map(value) });
    expect(needsChoice({ variances: [] })).toBe(false);
    expect(needsChoice({ variances: [variance('red')] })).toBe(false);
    expect(needsChoice({ variances: [variance('red'), variance('red', 'blue')] })).toBe(true);
  });
});
