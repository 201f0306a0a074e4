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
      state.profile = {
        ...state.profile,
        ...(req.body as Partial<Profile>),
        birthday: (req.body as { birthday: string }).birthday || null,
      };
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
      {
        method: 'POST',
        path: '/api/profile',
        body: { name: 'Nimal P', email: 'nimal@example.com', birthday: '1990-04-14', gender: 'female', phone: '+94771234567' },
      },
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

  it('asks for the current password only when the email changes, then says where the verification link went', async () => {
    const routes = fakeCartRoutes(null, (req: SentRequest) => {
      if (req.path !== '/api/profile') return undefined;
      // The API keeps the sign-in email and holds the new one until its link is followed.
      const pending = { ...profile, pendingEmail: 'nimal.p@example.com' };
      return { status: 200, body: req.method === 'POST' || routes.sent.some((r) => r.method === 'POST') ? pending : profile };
    });
    await openEditor();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    const email = screen.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'nimal.p@example.com');
    const password = screen.getByLabelText(/^Current password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your current password to change your email')).toBeInTheDocument();
    expect(routes.sent.filter((r) => r.method === 'POST')).toEqual([]);

    await userEvent.type(password, 'Demo-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/We sent a verification link to nimal\.p@example\.com\./)).toHaveAttribute('role', 'status');
    expect(screen.getByText(/until then you sign in with nimal@example\.com/)).toBeInTheDocument();
    expect(routes.sent.filter((r) => r.method === 'POST')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ email: 'nimal.p@example.com', currentPassword: 'Demo-pass-1' }) }),
    ]);
  });

  it('says so in the shopper language when the current password is wrong, keeping the form open', async () => {
    profileRoutes({ status: 400, body: { code: 'E4000', message: 'The current password is not correct' } });
    await openEditor();
    const email = screen.getByLabelText(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'nimal.p@example.com');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
  });

  it('sends no password when the email stays the same', async () => {
    const routes = profileRoutes();
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit' });
    expect(routes.sent.filter((r) => r.method === 'POST')[0]?.body).not.toHaveProperty('currentPassword');
  });
});
