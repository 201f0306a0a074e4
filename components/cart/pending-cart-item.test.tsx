import { screen, waitFor } from '@testing-library/react';
import { PENDING_ITEM_KEY, PENDING_ITEM_MS, savePendingItem } from '@/lib/cart/pending-item';
import { fakeCartRoutes, renderWithShop, resetToasts } from '@/test/cart-kit';
import { cartData, cartItemData, productData } from '@/test/fixtures/cart';
import { PendingCartItem } from './pending-cart-item';
import { SignInMergeNotice } from './sign-in-merge-notice';

const item = { productId: 'p-1', varianceKey: 'color:red', quantity: 2 };

afterEach(() => {
  sessionStorage.clear();
  resetToasts();
});

describe("a guest's item waiting for sign-in (spec §4)", () => {
  it('is added once the shopper is signed in, then forgotten', async () => {
    const routes = fakeCartRoutes(cartData([cartItemData(productData(), 2)]));
    savePendingItem(sessionStorage, item, Date.now());
    const { rerender } = renderWithShop(<PendingCartItem signedIn={false} />);
    expect(routes.changes()).toEqual([]);
    rerender(<PendingCartItem signedIn />);
    await waitFor(() => expect(routes.changes()).toEqual([{ method: 'POST', path: '/api/cart/items', body: item }]));
    expect(await screen.findByText('Product added to cart successfully')).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_ITEM_KEY)).toBeNull();
    rerender(<PendingCartItem signedIn />);
    expect(routes.changes()).toHaveLength(1);
  });

  it('is not added once 30000 ms have passed', async () => {
    const routes = fakeCartRoutes(null);
    savePendingItem(sessionStorage, item, Date.now() - PENDING_ITEM_MS - 1);
    renderWithShop(<PendingCartItem signedIn />);
    await waitFor(() => expect(sessionStorage.getItem(PENDING_ITEM_KEY)).toBeNull());
    expect(routes.changes()).toEqual([]);
  });
});

describe('the warning after a sign-in merge reduced lines to the stock', () => {
  it('names each reduced line once per tab', async () => {
    const reduced = {
      productId: 'p-1',
      varianceKey: 'color:red',
      productName: { en: 'Linen Shirt' },
      variances: 'Red',
      requested: 4,
      kept: 3,
    };
    fakeCartRoutes({ ...cartData([cartItemData(productData(), 3)]), reducedAtSignIn: [reduced] });
    const text =
      'Your carts were combined when you signed in. Some quantities were reduced to what is in stock: Linen Shirt (Red): 3 of 4 kept';
    const first = renderWithShop(<SignInMergeNotice signedIn />);
    expect(await screen.findByText(text)).toBeInTheDocument();
    first.unmount();
    resetToasts();
    renderWithShop(<SignInMergeNotice signedIn />);
    await waitFor(() => expect(sessionStorage.getItem('signInMergeShown')).not.toBeNull());
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});
