import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/lib/api/profile-schemas';
import { fakeCartRoutes, renderWithShop, type SentRequest } from '@/test/cart-kit';
import { ProfileView } from './profile-view';

const profile: Profile = {
  userName: 'nimal@example.com',
  merchantId: 'lanka-living',
  name: 'Nimal Perera',
  email: 'nimal@example.com',
  birthday: '1990-04-14',
  gender: 'male',
  phone: '+94771234567',
  wishList: [],
  addresses: [],
  defaultBillingAddress: null,
  defaultShippingAddress: null,
  emailVerified: true,
  consumerProfileEmailVerified: true,
};

/** The profile routes: POST /api/profile keeps what was sent; GET answers the kept profile. */
function profileRoutes(refuse?: { status: number; body: unknown }) {
  const state = { profile };
  const routes = fakeCartRoutes(null, (req: SentRequest) => {
    if (req.path !== '/api/profile') return undefined;
    if (req.method === 'POST') {
      if (refuse) return refuse;
      state.profile = { ...state.profile, ...(req.body as Partial<Profile>), birthday: (req.body as { birthday: string }).birthday || null };
    }
    return { status: 200, body: state.profile };
  });
  return { ...routes, state };
}

async function openEditor() {
  renderWithShop(<ProfileView initial={profile} />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
}

describe('the profile page', () => {
  it('shows the details with the email’s verified state', () => {
    profileRoutes();
    renderWithShop(<ProfileView initial={{ ...profile, emailVerified: false, phone: '' }} />);
    expect(screen.getByText('nimal@example.com')).toBeInTheDocument();
    expect(screen.getByText('(Email not verified)')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(screen.getByText('Male')).toBeInTheDocument();
  });

  it('shows every spec §5 profile message under its field and sends nothing', async () => {
    const routes = profileRoutes();
    await openEditor();
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Phone/), 'abc');
    await userEvent.selectOptions(screen.getByLabelText(/^Gender/), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name should not be empty')).toBeInTheDocument();
    expect(screen.getByText('Email should not be empty')).toBeInTheDocument();
    expect(screen.getByText('Contact number is invalid')).toBeInTheDocument();
    expect(screen.getByText('Gender Selection Required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText(/^Email/), 'nimal@');
    const birthday = screen.getByLabelText(/^Birthday/);
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '2999-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Birthday cannot be a future date')).toBeInTheDocument();
    expect(routes.sent.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('saves the changes and reloads the profile (spec §4)', async () => {
    const routes = profileRoutes();
    await openEditor();
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Nimal P');
    await userEvent.selectOptions(screen.getByLabelText(/^Gender/), 'female');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nimal P')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(routes.sent.filter((r) => r.method !== 'GET')).toEqual([
      { method: 'POST', path: '/api/profile', body: { name: 'Nimal P', email: 'nimal@example.com', birthday: '1990-04-14', gender: 'female', phone: '+94771234567' } },
    ]);
    await waitFor(() => expect(routes.sent.filter((r) => r.method === 'GET' && r.path === '/api/profile').length).toBeGreaterThan(0));
  });

  it('keeps the form open with the server’s message when the change is refused', async () => {
    profileRoutes({ status: 409, body: { code: 'E4090', message: 'This email address is already in use' } });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address is already in use');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
