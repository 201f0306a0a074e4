import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedCard } from '@/lib/api/card-schemas';
import { fakeCartRoutes, renderWithShop, type SentRequest } from '@/test/cart-kit';
import { SavedCardList } from './saved-card-list';

const visa: SavedCard = {
  id: 'card_visa',
  brand: 'Visa',
  last4: '4242',
  expiryMonth: 12,
  expiryYear: 2030,
  holderName: 'Nimal Perera',
  expired: false,
};
const old: SavedCard = {
  id: 'card_old',
  brand: 'Mastercard',
  last4: '4444',
  expiryMonth: 1,
  expiryYear: 2025,
  holderName: 'Nimal Perera',
  expired: true,
};

/** The card routes over a kept list; `failDelete` answers the deletion with an error. */
function cardRoutes(options: { failDelete?: boolean } = {}) {
  const state = { cards: [visa, old] };
  const routes = fakeCartRoutes(null, (req: SentRequest) => {
    if (req.path === '/api/cards' && req.method === 'GET') return { status: 200, body: state.cards };
    const remove = /^\/api\/cards\/([^/]+)$/.exec(req.path);
    if (remove && req.method === 'DELETE') {
      if (options.failDelete) return { status: 404, body: { code: 'NOT_FOUND', message: 'No such saved card' } };
      state.cards = state.cards.filter((c) => c.id !== remove[1]);
      return { status: 200, body: state.cards };
    }
    return { status: 404, body: { code: 'E4040', message: 'No such route' } };
  });
  return { ...routes, state };
}

const cardOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
const deletions = (sent: SentRequest[]) => sent.filter((r) => r.method === 'DELETE');
const listReads = (sent: SentRequest[]) => sent.filter((r) => r.method === 'GET' && r.path === '/api/cards').length;

describe('saved cards in the account area', () => {
  it('shows brand, last four and expiry, and marks an expired card', () => {
    cardRoutes();
    renderWithShop(<SavedCardList initial={[visa, old]} />);
    expect(within(cardOf('Visa ending in 4242')).getByText('Expires 12/30')).toBeInTheDocument();
    expect(within(cardOf('Mastercard ending in 4444')).getByText('Expired 01/25')).toBeInTheDocument();
    expect(within(cardOf('Visa ending in 4242')).queryByText(/^Expired/)).toBeNull();
  });

  it('says when there are no saved cards', () => {
    cardRoutes();
    renderWithShop(<SavedCardList initial={[]} />);
    expect(screen.getByText('No saved cards')).toBeInTheDocument();
  });

  it('deletes a card only after it is confirmed, then reloads the list', async () => {
    const routes = cardRoutes();
    renderWithShop(<SavedCardList initial={[visa, old]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete card: Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Visa ending in 4242 from your account?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletions(routes.sent)).toEqual([]);

    const readsBefore = listReads(routes.sent);
    await userEvent.click(screen.getByRole('button', { name: 'Delete card: Visa ending in 4242' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Visa ending in 4242')).not.toBeInTheDocument());
    expect(deletions(routes.sent)).toEqual([{ method: 'DELETE', path: '/api/cards/card_visa', body: undefined }]);
    await waitFor(() => expect(listReads(routes.sent)).toBeGreaterThan(readsBefore));
    expect(screen.getByText('Mastercard ending in 4444')).toBeInTheDocument();
  });

  it('a failed deletion says why and still reloads the list', async () => {
    const routes = cardRoutes({ failDelete: true });
    renderWithShop(<SavedCardList initial={[visa, old]} />);
    const readsBefore = listReads(routes.sent);
    await userEvent.click(screen.getByRole('button', { name: 'Delete card: Mastercard ending in 4444' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such saved card');
    await waitFor(() => expect(listReads(routes.sent)).toBeGreaterThan(readsBefore));
  });
});
