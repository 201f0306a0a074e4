import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { ShopModesProvider } from '@/components/cart/shop-modes';
import { fakeCartRoutes, navigationMock, renderWithShop } from '@/test/cart-kit';
import { productFixture } from '@/test/fixtures/product';
import { sentCartForms } from '@/test/actions/cart';
import { PENDING_ITEM_KEY } from '@/lib/cart/pending-item';
import { PurchasePanel } from './purchase-panel';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

const route = { kind: 'slug', productSlug: 'linen-shirt' } as const;

/** Requests that would change the cart (reading the session or the cart changes nothing). */

/** The element an aria-describedby names. */
const description = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

describe('PurchasePanel', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    navigationMock.push.mockClear();
    window.sessionStorage.clear();
  });

  it('Add to Cart and Buy Now send nothing while a variance is unchosen: "Please select Size" by the size, focus on it (spec §5)', async () => {
    fakeCartRoutes(null);
    renderWithShop(
      <PurchasePanel product={productFixture({ values: { color: 'red' } })} currency="LKR" catalogueMode={false} route={route} />,
    );
    // Nothing is said before the shopper tries; the buttons stay usable, so a press can say why.
    expect(screen.queryByText(/Please select/)).toBeNull();
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeEnabled();
    expect(add).not.toHaveAttribute('aria-disabled');

    await userEvent.click(add);
    const size = screen.getByLabelText('Size');
    await waitFor(() => expect(size).toHaveFocus());
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(description(size)).toBe('Please select Size');
    expect(screen.getAllByText('Please select Size')).toHaveLength(1);
    // The chosen colour is not in question.
    expect(screen.getByRole('group', { name: /Colour/ })).not.toHaveAttribute('aria-invalid');

    screen.getByRole('button', { name: 'Buy Now' }).focus();
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(size).toHaveFocus());
    expect(sentCartForms()).toEqual([]);
    expect(navigationMock.push).not.toHaveBeenCalled();
  });

  it('an unchosen RADIO variance: the group is invalid, its first choice takes focus and is described by the message', async () => {
    fakeCartRoutes(null);
    renderWithShop(
      <PurchasePanel product={productFixture({ values: { size: 'm' } })} currency="LKR" catalogueMode={false} route={route} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const group = screen.getByRole('group', { name: /Colour/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(description(group)).toBe('Please select Colour');
    const red = within(group).getByRole('link', { name: 'Red' });
    await waitFor(() => expect(red).toHaveFocus());
    expect(red).toHaveAccessibleDescription('Please select Colour');
    expect(sentCartForms()).toEqual([]);
  });

  it('a guest of a registered-users-only shop is not sent to sign in with an unchosen variance', async () => {
    fakeCartRoutes(null);
    renderWithShop(
      <ShopModesProvider value={{ registeredOnly: true, pricesHidden: false }}>
        <PurchasePanel product={productFixture({ values: { color: 'red' } })} currency="LKR" catalogueMode={false} route={route} />
      </ShopModesProvider>,
    );
    // Seen after React's own handler: was the link followed?
    const followed = jest.fn((event: MouseEvent) => !event.defaultPrevented);
    document.addEventListener('click', followed);
    await userEvent.click(screen.getByRole('link', { name: 'Add to Cart' }));
    document.removeEventListener('click', followed);
    expect(followed).toHaveReturnedWith(false);
    expect(window.sessionStorage.getItem(PENDING_ITEM_KEY)).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Size')).toHaveFocus());
  });

  it('with every variance chosen, says nothing and adds the variant', async () => {
    fakeCartRoutes(null);
    renderWithShop(<PurchasePanel product={productFixture()} currency="LKR" catalogueMode={false} route={route} />);
    await userEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    await waitFor(() => expect(sentCartForms()).toHaveLength(1));
    expect(sentCartForms()[0]).toMatchObject({ productId: 'p-100', varianceKey: 'color:red|size:m', quantity: '1' });
    expect(screen.queryByText(/Please select/)).toBeNull();
  });
});
