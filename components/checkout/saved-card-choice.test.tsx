import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { LiveRegionProvider } from '@/components/ui/live-region';
import type { Cart } from '@/lib/api/cart-schemas';
import type { SavedCard } from '@/lib/api/card-schemas';
import { useCart } from '@/lib/queries/use-cart';
import { fakeCartRoutes, navigationMock, renderWithShop } from '@/test/cart-kit';
import { cartData, cartItemData, checkoutMoney, productData } from '@/test/fixtures/cart';
import { PaymentStep } from './payment-step';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

const visa: SavedCard = {
  id: 'card_1',
  brand: 'Visa',
  last4: '4242',
  expiryMonth: 12,
  expiryYear: 2039,
  holderName: 'Kavya Silva',
  expired: false,
};
const oldCard: SavedCard = {
  id: 'card_2',
  brand: 'Mastercard',
  last4: '4444',
  expiryMonth: 1,
  expiryYear: 2020,
  holderName: 'Kavya Silva',
  expired: true,
};
const byCard = cartData([cartItemData(productData(), 1)], { paymentMethod: 'CARD' });

/** The cart routes plus `/api/cards`; save-card-options answers with the cart holding the sent options. */
function routes(cart: Cart, cards: SavedCard[]) {
  const r = fakeCartRoutes(cart, (req) => {
    if (req.path === '/api/cards') return { status: 200, body: cards };
    if (req.path === '/api/cart/set/save-card-options') {
      r.state.cart = { ...(r.state.cart ?? cart), saveCardOptions: req.body as Cart['saveCardOptions'] };
      return { status: 200, body: r.state.cart };
    }
    return undefined;
  });
  return r;
}

/** The step as the checkout shows it: on the cart as React Query holds it, so a save reloads it. */
function Step({ initial, signedIn }: { initial: Cart; signedIn: boolean }) {
  const { data: cart } = useCart({ initialData: initial });
  return cart ? <PaymentStep cart={cart} country="Sri Lanka" money={checkoutMoney} signedIn={signedIn} /> : null;
}
const step = (cart: Cart, signedIn: boolean) => (
  <LiveRegionProvider>
    <Step initial={cart} signedIn={signedIn} />
  </LiveRegionProvider>
);
const optionsSent = (r: ReturnType<typeof routes>) => r.sent.filter((q) => q.path === '/api/cart/set/save-card-options').map((q) => q.body);

describe('Checkout payment step: saved cards', () => {
  it('lists the customer’s cards, the expired one not selectable, and pays with the one clicked', async () => {
    const r = routes(byCard, [visa, oldCard]);
    renderWithShop(step(byCard, true));
    const group = await screen.findByRole('radiogroup', { name: 'Card to pay with' });
    const saved = await screen.findByRole('radio', { name: 'Visa ending in 4242, expires 12/39' });
    expect(screen.getByRole('radio', { name: 'Mastercard ending in 4444, expired 01/20' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Use a new card' })).toBeChecked();
    await userEvent.click(saved);
    expect(saved).toBeChecked();
    expect(saved).toHaveFocus();
    await waitFor(() => expect(optionsSent(r)).toEqual([{ useSavedCard: true, saveCard: false, cardId: 'card_1' }]));
    expect(await screen.findByTestId('live-region')).toHaveTextContent('Card to pay with: Visa ending in 4242, expires 12/39 chosen');
    expect(screen.queryByRole('checkbox', { name: 'Save this card for later' })).toBeNull();
    expect(group).toBeInTheDocument();
  });

  it('offers to save a new card and sends saveCard', async () => {
    const r = routes(byCard, [visa]);
    renderWithShop(step(byCard, true));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Save this card for later' }));
    await waitFor(() => expect(optionsSent(r)).toEqual([{ useSavedCard: false, saveCard: true, cardId: null }]));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Save this card for later' })).toBeChecked());
  });

  it('shows the chosen card from the cart, and going back to a new card clears it', async () => {
    const chosen = { ...byCard, saveCardOptions: { useSavedCard: true, saveCard: false, cardId: 'card_1' } };
    const r = routes(chosen, [visa]);
    renderWithShop(step(chosen, true));
    expect(await screen.findByRole('radio', { name: 'Visa ending in 4242, expires 12/39' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Use a new card' }));
    await waitFor(() => expect(optionsSent(r)).toEqual([{ useSavedCard: false, saveCard: false, cardId: null }]));
  });

  it('shows guests nothing new and asks nothing about cards', async () => {
    const r = routes(byCard, [visa]);
    renderWithShop(step(byCard, false));
    expect(await screen.findByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Card to pay with' })).toBeNull();
    expect(r.sent.some((q) => q.path === '/api/cards')).toBe(false);
  });

  it('asks nothing about cards when paying cash', async () => {
    const cash = { ...byCard, paymentMethod: 'CASH' as const };
    routes(cash, [visa]);
    renderWithShop(step(cash, true));
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Card to pay with' })).toBeNull();
  });
});
