import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile, SavedAddress } from '@/lib/api/profile-schemas';
import { fakeCartRoutes, renderWithShop, type SentRequest } from '@/test/cart-kit';
import { checkoutAddress, checkoutCities, checkoutCountry } from '@/test/fixtures/cart';
import { AddressBook } from './address-book';

const country = checkoutCountry;
const cities = checkoutCities;
const home: SavedAddress = {
  ...checkoutAddress,
  id: 'addr_home',
  userId: 'u1',
};
const office: SavedAddress = { ...home, id: 'addr_office', addressLine1: '4 Hill Street' };
const profile: Profile = {
  userName: 'nimal@example.com',
  merchantId: 'm',
  name: 'Nimal Perera',
  email: 'nimal@example.com',
  birthday: null,
  gender: null,
  phone: '',
  wishList: [],
  addresses: [home, office],
  defaultBillingAddress: 'addr_home',
  defaultShippingAddress: 'addr_home',
  emailVerified: true,
  consumerProfileEmailVerified: true,
};

/** The profile and places routes over a kept profile. */
function accountRoutes() {
  const state = { profile };
  const routes = fakeCartRoutes(null, (req: SentRequest) => {
    if (req.path.startsWith('/api/places?country')) return { status: 200, body: country };
    if (req.path.startsWith('/api/places?districtId')) return { status: 200, body: cities };
    if (req.path === '/api/places?cityId=c-7') return { status: 200, body: cities[0] };
    if (req.path === '/api/profile') return { status: 200, body: state.profile };
    const remove = /^\/api\/profile\/addresses\/([^/]+)$/.exec(req.path);
    if (remove && req.method === 'DELETE') {
      state.profile = { ...state.profile, addresses: state.profile.addresses.filter((a) => a.id !== remove[1]) };
      return { status: 200, body: state.profile.addresses };
    }
    const byDefault = /^\/api\/profile\/addresses\/([^/]+)\/default$/.exec(req.path);
    if (byDefault) {
      const which = (req.body as { which: string }).which === 'billing' ? 'defaultBillingAddress' : 'defaultShippingAddress';
      state.profile = { ...state.profile, [which]: byDefault[1] };
      return { status: 200, body: state.profile };
    }
    if (req.path === '/api/profile/addresses' && req.method === 'POST') {
      const saved = { ...(req.body as SavedAddress), id: 'addr_new', userId: 'u1' };
      state.profile = { ...state.profile, addresses: [...state.profile.addresses, saved] };
      return { status: 200, body: saved };
    }
    return { status: 404, body: { code: 'E4040', message: 'No such route' } };
  });
  return { ...routes, state };
}

const cardOf = (line: string) => screen.getByText(line).closest('li') as HTMLElement;
const changes = (sent: SentRequest[]) => sent.filter((r) => r.method !== 'GET');

describe('the address book', () => {
  it('lists the addresses with their default badges', () => {
    accountRoutes();
    renderWithShop(<AddressBook initial={profile} country="Sri Lanka" />);
    const first = within(cardOf('12 Flower Rd'));
    expect(first.getByText('Default shipping address')).toBeInTheDocument();
    expect(first.getByText('Default billing address')).toBeInTheDocument();
    expect(within(cardOf('4 Hill Street')).queryByText('Default billing address')).not.toBeInTheDocument();
  });

  it('makes another address the default shipping address and reloads the profile', async () => {
    const routes = accountRoutes();
    renderWithShop(<AddressBook initial={profile} country="Sri Lanka" />);
    await userEvent.click(within(cardOf('4 Hill Street')).getByRole('button', { name: 'Set as default shipping address' }));
    await waitFor(() => expect(within(cardOf('4 Hill Street')).getByText('Default shipping address')).toBeInTheDocument());
    expect(changes(routes.sent)).toEqual([
      { method: 'POST', path: '/api/profile/addresses/addr_office/default', body: { which: 'shipping' } },
    ]);
  });

  it('removes an address only after it is confirmed', async () => {
    const routes = accountRoutes();
    renderWithShop(<AddressBook initial={profile} country="Sri Lanka" />);
    await userEvent.click(within(cardOf('4 Hill Street')).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove this address from your account?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes(routes.sent)).toEqual([]);

    await userEvent.click(within(cardOf('4 Hill Street')).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('4 Hill Street')).not.toBeInTheDocument());
    expect(changes(routes.sent)).toEqual([{ method: 'DELETE', path: '/api/profile/addresses/addr_office', body: undefined }]);
  });

  it('editing an address prefills province, district and city from its saved city (find_by_id), whatever its names say', async () => {
    const renamed = { ...home, province: 'Western Province', district: 'Colombo District' };
    const routes = accountRoutes();
    renderWithShop(<AddressBook initial={{ ...profile, addresses: [renamed] }} country="Sri Lanka" />);
    await userEvent.click(within(cardOf('12 Flower Rd')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText(/^Province/)).toHaveValue('wp');
    expect(screen.getByLabelText(/^District/)).toHaveValue('col');
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue('c-7'));
    expect(routes.sent.some((r) => r.path === '/api/places?cityId=c-7')).toBe(true);
  });

  it('editing an address whose city cannot be read falls back to its names', async () => {
    accountRoutes();
    renderWithShop(<AddressBook initial={{ ...profile, addresses: [{ ...home, cityId: 'c-gone' }] }} country="Sri Lanka" />);
    await userEvent.click(within(cardOf('12 Flower Rd')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText(/^Province/)).toHaveValue('wp');
    expect(screen.getByLabelText(/^District/)).toHaveValue('col');
  });

  it('shows the spec §5 address messages, then adds a complete address', async () => {
    const routes = accountRoutes();
    renderWithShop(<AddressBook initial={profile} country="Sri Lanka" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of [
      'First name cannot be empty',
      'Last name cannot be empty',
      'Address Line 1 cannot be empty',
      'City/Province/District should be selected',
      'Postal Code cannot be empty',
      'Contact number cannot be empty',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText(/^First Name/), 'Kamala');
    await userEvent.type(screen.getByLabelText(/^Last Name/), 'Silva');
    await userEvent.type(screen.getByLabelText(/^Address Line 1/), '9 Lake Road');
    await userEvent.selectOptions(screen.getByLabelText(/^Province/), 'wp');
    await userEvent.selectOptions(screen.getByLabelText(/^District/), 'col');
    await userEvent.type(screen.getByLabelText(/^Postal Code/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Province and district chosen, the city not yet: still the one message, now only for the city.
    expect(await screen.findByText('Postal code is invalid')).toBeInTheDocument();
    expect(screen.getAllByText('City/Province/District should be selected')).toHaveLength(1);
    expect(screen.getByLabelText(/^Province/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('City/Province/District should be selected');
    await userEvent.selectOptions(await screen.findByLabelText(/^City/), await screen.findByRole('option', { name: 'Colombo 07' }));
    await userEvent.type(screen.getByLabelText(/^Contact Number/), '0771234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Postal code is invalid')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Postal Code/));
    await userEvent.type(screen.getByLabelText(/^Postal Code/), '00700');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('9 Lake Road')).toBeInTheDocument();
    expect(changes(routes.sent)).toEqual([
      {
        method: 'POST',
        path: '/api/profile/addresses',
        body: expect.objectContaining({
          firstName: 'Kamala',
          cityId: 'c-7',
          city: 'Colombo 07',
          province: 'Western',
          district: 'Colombo',
          postalCode: '00700',
        }),
      },
    ]);
  });
});
