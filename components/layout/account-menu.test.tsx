import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '@/test/shell';
import si from '@/messages/si.json';
import { AccountMenu } from './account-menu';

jest.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

describe('the account entry of the header', () => {
  it('offers Login to a guest', () => {
    renderShell(<AccountMenu userName={null} signedIn={false} />);
    expect(screen.getByRole('link', { name: /Login/ })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the first word of the name and the account items', async () => {
    renderShell(<AccountMenu userName="Nimal Perera" signedIn />);
    const button = screen.getByRole('button', { name: /Nimal/ });
    expect(button).not.toHaveTextContent('Perera');
    await userEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/account/details/profile');
    expect(screen.getByRole('menuitem', { name: 'Wish List' })).toHaveAttribute('href', '/account/wishlist');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('cuts a first name longer than 15 characters with an ellipsis', () => {
    renderShell(<AccountMenu userName="Wickramasinghearachchi Silva" signedIn />);
    expect(screen.getByRole('button')).toHaveTextContent('Wickramasinghea…');
    expect(screen.getByRole('button')).not.toHaveTextContent('Wickramasinghear');
  });

  it("says 'User' when the name is missing, in the shopper's language", () => {
    const { unmount } = renderShell(<AccountMenu userName="  " signedIn />);
    expect(screen.getByRole('button')).toHaveTextContent('User');
    unmount();
    renderShell(<AccountMenu userName={null} signedIn />, { locale: 'si' });
    expect(screen.getByRole('button')).toHaveTextContent(si.header.user);
  });

  it('clears browser storage on logout', async () => {
    localStorage.setItem('recent', 'x');
    sessionStorage.setItem('promoShown', '1');
    renderShell(<AccountMenu userName="Nimal" signedIn />);
    await userEvent.click(screen.getByRole('button'));
    const logout = screen.getByRole('menuitem', { name: 'Logout' });
    await userEvent.click(logout);
    expect(Object.keys(localStorage)).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });
});
