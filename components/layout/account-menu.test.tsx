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
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/details/profile');
    expect(screen.getByRole('link', { name: 'Wish List' })).toHaveAttribute('href', '/account/wishlist');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('opens with no script: its button names the popover that holds the items', () => {
    renderShell(<AccountMenu userName="Nimal" signedIn />);
    const button = screen.getByRole('button', { name: /Nimal/ });
    const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Account' }));
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Logout' }));
  });

  it('cuts a first name longer than 15 characters with an ellipsis', () => {
    renderShell(<AccountMenu userName="Wickramasinghearachchi Silva" signedIn />);
    expect(screen.getAllByRole('button')[0]).toHaveTextContent('Wickramasinghea…');
    expect(screen.getAllByRole('button')[0]).not.toHaveTextContent('Wickramasinghear');
  });

  it("says 'User' when the name is missing, in the shopper's language", () => {
    const { unmount } = renderShell(<AccountMenu userName="  " signedIn />);
    expect(screen.getAllByRole('button')[0]).toHaveTextContent('User');
    unmount();
    renderShell(<AccountMenu userName={null} signedIn />, { locale: 'si' });
    expect(screen.getAllByRole('button')[0]).toHaveTextContent(si.header.user);
  });

  it('clears browser storage on logout', async () => {
    // jsdom cannot navigate: the form's POST to /api/logout is stopped here (the e2e flow follows it).
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('submit', stop);
    localStorage.setItem('recent', 'x');
    sessionStorage.setItem('promoShown', '1');
    renderShell(<AccountMenu userName="Nimal" signedIn />);
    await userEvent.click(screen.getByRole('button', { name: /Nimal/ }));
    const logout = screen.getByRole('button', { name: 'Logout' });
    await userEvent.click(logout);
    expect(Object.keys(localStorage)).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    document.removeEventListener('submit', stop);
  });

  it('logs out with a POST to /api/logout and keeps inventoryId in both storages (spec §4)', async () => {
    const submitted: HTMLFormElement[] = [];
    const stop = (e: Event) => {
      e.preventDefault();
      submitted.push(e.target as HTMLFormElement);
    };
    document.addEventListener('submit', stop);
    localStorage.setItem('inventoryId', 'loc-1');
    localStorage.setItem('recent', 'x');
    sessionStorage.setItem('inventoryId', 'loc-1');
    sessionStorage.setItem('pendingItem', 'x');
    renderShell(<AccountMenu userName="Nimal" signedIn />);
    await userEvent.click(screen.getByRole('button', { name: /Nimal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(Object.keys(localStorage)).toEqual(['inventoryId']);
    expect(Object.keys(sessionStorage)).toEqual(['inventoryId']);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toHaveAttribute('method', 'post');
    expect(submitted[0]).toHaveAttribute('action', '/api/logout');
    document.removeEventListener('submit', stop);
  });

  it('a login click clears local storage but keeps session storage (a waiting item) and inventoryId', async () => {
    localStorage.setItem('inventoryId', 'loc-1');
    localStorage.setItem('recent', 'x');
    sessionStorage.setItem('pendingItem', 'x');
    renderShell(<AccountMenu userName={null} signedIn={false} />);
    const login = screen.getByRole('link', { name: /Login/ });
    login.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(login);
    expect(Object.keys(localStorage)).toEqual(['inventoryId']);
    expect(sessionStorage.getItem('pendingItem')).toBe('x');
  });
});
