import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { LocationSelector } from '@/components/layout/location-selector';
import type { LocationOption } from '@/lib/layout/shell-types';
import { changePreferences, sentPreferenceForms } from '@/test/actions/preferences';
import { renderWithShop, resetToasts } from '@/test/cart-kit';
import { cartData, cartItemData, productData } from '@/test/fixtures/cart';
import { queryKeys } from '@/lib/queries/keys';
import { renderShell } from '@/test/shell';
import { StoreLocationProvider, useRequireLocation } from './store-location-provider';

const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: mockRefresh, prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

const colombo: LocationOption = {
  id: 'loc-colombo',
  name: 'Colombo',
  addressLine1: '1 Galle Road',
  city: 'Colombo 03',
  province: 'Western',
  contactNumbers: ['+94 11 234 5678', '+94 77 123 4567'],
};
const kandy: LocationOption = {
  id: 'loc-kandy',
  name: 'Kandy',
  addressLine1: '5 Temple Street',
  city: 'Kandy',
  province: 'Central',
  contactNumbers: ['+94 81 234 5678'],
};

const fetchMock = jest.fn();

beforeEach(() => {
  sessionStorage.clear();
  jest.clearAllMocks();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(resetToasts);

const store = (locations: LocationOption[], currentId: string | null): ReactElement => (
  <StoreLocationProvider locations={locations} currentId={currentId}>
    <LocationSelector />
  </StoreLocationProvider>
);

/** The header's location button in the shell, with the cart and the toasts. */
function renderStore(locations: LocationOption[], currentId: string | null) {
  return renderWithShop(store(locations, currentId));
}

describe('store selection (spec §2, §4)', () => {
  it('asks to choose when there are several locations and none is chosen', async () => {
    renderStore([colombo, kandy], null);
    const dialog = await screen.findByRole('dialog', { name: 'Choose the shop location' });
    expect(dialog).toHaveAccessibleDescription('Choosing a location allows you to add items to the cart from that shop.');
    expect(within(dialog).getByText('You can change the location later.')).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Choose the shop location' });
    expect(list).toHaveClass('h-[380px]', 'overflow-y-auto');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Colombo');
    expect(first).toHaveTextContent('1 Galle Road');
    expect(first).toHaveTextContent('Colombo 03, Western');
    expect(within(first as HTMLElement).getByRole('link', { name: '+94 77 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
    expect(second).toHaveTextContent('5 Temple Street');
    expect(second).toHaveTextContent('Kandy, Central');
    // A first visit may close it and browse.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveAttribute('command', 'close');
  });

  it('is in the page as a form of the Server Function: each Select a submit button with its location', async () => {
    renderStore([colombo, kandy], null);
    const dialog = await screen.findByRole('dialog', { name: 'Choose the shop location' });
    const select = within(dialog).getAllByRole('button', { name: 'Select' })[1] as HTMLButtonElement;
    expect([select.type, select.name, select.value]).toEqual(['submit', 'inventoryId', 'loc-kandy']);
    expect([...new FormData(select.form ?? undefined).keys()]).toEqual([]);
  });

  it('once closed, asks again with the same screen when the shopper adds to the cart, and adds nothing', async () => {
    const add = jest.fn();
    function AddButton() {
      const requireLocation = useRequireLocation();
      return (
        <button type="button" onClick={() => requireLocation() && add()}>
          Add to Cart
        </button>
      );
    }
    renderShell(
      <StoreLocationProvider locations={[colombo, kandy]} currentId={null}>
        <AddButton />
      </StoreLocationProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose the shop location' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('location-asked')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('dialog', { name: 'Choose the shop location' })).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it('lets a chosen location through without asking', async () => {
    let answer: boolean | null = null;
    function AddButton() {
      const requireLocation = useRequireLocation();
      return (
        <button type="button" onClick={() => (answer = requireLocation())}>
          Add to Cart
        </button>
      );
    }
    renderShell(
      <StoreLocationProvider locations={[colombo, kandy]} currentId="loc-kandy">
        <AddButton />
      </StoreLocationProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(answer).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stores the chosen location, keeps the cart it left, closes and renders the page again for it', async () => {
    const { client } = renderStore([colombo, kandy], null);
    client.setQueryData(queryKeys.product('p-1', ''), productData());
    const dialog = await screen.findByRole('dialog');
    const kandyRow = within(dialog).getByText('5 Temple Street').closest('li') as HTMLElement;
    await userEvent.click(within(kandyRow).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(mockRefresh).toHaveBeenCalledTimes(1));
    expect(sentPreferenceForms()).toEqual([{ inventoryId: 'loc-kandy' }]);
    // The cart the Server Function answered; stock read for no location is read again.
    expect(client.getQueryData(queryKeys.cart)).toBeNull();
    expect(client.getQueryState(queryKeys.cart)?.isInvalidated).toBe(false);
    expect(client.getQueryState(queryKeys.product('p-1', ''))?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closed for the choice, not by the shopper: the next page without a location asks at once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(sessionStorage.getItem('location-asked')).toBeNull();
  });

  it('does not ask when a location is chosen, and shows it in the header', () => {
    renderStore([colombo, kandy], 'loc-kandy');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Change location/ })).toHaveTextContent('Kandy');
  });

  it('hides the location selector with a single location not chosen yet', () => {
    renderStore([colombo], null);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Change location/ })).toBeNull();
  });

  it('shows the selector for a single location once it is chosen', () => {
    renderStore([colombo], 'loc-colombo');
    expect(screen.getByRole('button', { name: /Change location/ })).toHaveTextContent('Colombo');
  });
});

describe('the change-location modal', () => {
  it('closes on Cancel and changes nothing', async () => {
    renderStore([colombo, kandy], 'loc-kandy');
    await userEvent.click(screen.getByRole('button', { name: /Change location/ }));
    const modal = await screen.findByRole('dialog', { name: 'Change the shop location' });
    expect(modal).toHaveAccessibleDescription('Changing the shop location will clear your cart. Do you want to proceed?');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(changePreferences).not.toHaveBeenCalled();
  });

  it('warns that the cart will be cleared when the cart the header loaded has items', async () => {
    const { client } = renderStore([colombo, kandy], 'loc-kandy');
    act(() => client.setQueryData(queryKeys.cart, cartData([cartItemData(productData(), 1)])));
    await userEvent.click(screen.getByRole('button', { name: /Change location/ }));
    const modal = await screen.findByRole('dialog', { name: 'Change the shop location' });
    expect(modal).toHaveAccessibleDescription('Changing the shop location will clear your cart. Do you want to proceed?');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not speak of clearing the cart when it is empty', async () => {
    const { client } = renderStore([colombo, kandy], 'loc-kandy');
    act(() => client.setQueryData(queryKeys.cart, cartData([])));
    await userEvent.click(screen.getByRole('button', { name: /Change location/ }));
    const modal = await screen.findByRole('dialog', { name: 'Change the shop location' });
    expect(modal).toHaveAccessibleDescription('Prices and stock will follow the shop you choose. Do you want to proceed?');
    expect(modal).not.toHaveTextContent(/clear your cart/);
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Reading the cart for the question fetched nothing.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on Proceed clears the location, empties the cart, and the page without a location asks for a new one', async () => {
    // The first-visit question was closed earlier in the tab: asking to change shows the list anyway.
    sessionStorage.setItem('location-asked', '1');
    const { client, rerender } = renderStore([colombo, kandy], 'loc-kandy');
    client.setQueryData(queryKeys.cart, cartData([cartItemData(productData(), 2)]));
    await userEvent.click(screen.getByRole('button', { name: /Change location/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(mockRefresh).toHaveBeenCalledTimes(1));
    expect(sentPreferenceForms()).toEqual([{ clearInventory: 'true' }]);
    expect(client.getQueryData(queryKeys.cart)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change the shop location' })).toBeNull());
    expect(sessionStorage.getItem('location-asked')).toBeNull();
    // The page rendered again in the context without a location.
    rerender(store([colombo, kandy], null));
    expect(await screen.findByRole('dialog', { name: 'Choose the shop location' })).toBeInTheDocument();
  });

  it('keeps the modal open and says so when the change fails', async () => {
    changePreferences.mockResolvedValueOnce({ ok: false, status: 503, code: 'E2003', message: 'offline' });
    renderStore([colombo, kandy], 'loc-kandy');
    await userEvent.click(screen.getByRole('button', { name: /Change location/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(mockRefresh).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Change the shop location' })).toBeInTheDocument();
  });
});

describe('single-store shop (spec §4 multi-store flag off)', () => {
  it('offers no location control even with a location chosen', () => {
    renderShell(
      <StoreLocationProvider locations={[colombo]} currentId="loc-colombo" changeOffered={false}>
        <LocationSelector />
      </StoreLocationProvider>,
    );
    expect(screen.queryByRole('button', { name: /change location/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the control by default (the flag defaults to enabled)', () => {
    renderStore([colombo], 'loc-colombo');
    expect(screen.getByRole('button', { name: /colombo/i })).toBeInTheDocument();
  });
});
