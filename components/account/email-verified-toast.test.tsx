import { act, screen } from '@testing-library/react';
import { Toasts } from '@/components/common/toasts';
import { renderShell } from '@/test/shell';
import { EmailVerifiedToast } from './email-verified-toast';

function arriveAt(path: string) {
  window.history.replaceState(null, '', path);
}

describe('EmailVerifiedToast', () => {
  afterEach(() => arriveAt('/'));

  // sonner keeps its toasts between renders: the silent case runs first.
  it('stays silent on any other arrival', async () => {
    arriveAt('/cart?emailVerified=0');
    renderShell(
      <>
        <Toasts />
        <EmailVerifiedToast />
      </>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Your email address has been verified')).toBeNull();
    expect(window.location.search).toBe('?emailVerified=0');
  });

  it('says the email is verified, top centre, when the shopper comes back from the verification page, and drops the flag', async () => {
    arriveAt('/si/cart?emailVerified=1&x=2#top');
    renderShell(
      <>
        <Toasts />
        <EmailVerifiedToast />
      </>,
    );
    const toast = await screen.findByText('Your email address has been verified');
    expect(toast.closest('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    expect(toast.closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/si/cart?x=2#top');
  });
});
