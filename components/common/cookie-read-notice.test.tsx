import { screen } from '@testing-library/react';
import { renderShell } from '@/test/shell';
import { CookieReadNotice } from './cookie-read-notice';

const original = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');

afterEach(() => {
  if (original) Object.defineProperty(Document.prototype, 'cookie', original);
});

describe('cookie read failure (spec §8)', () => {
  it("shows the browser's error as text, and what to do, when cookies cannot be read", () => {
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    renderShell(<CookieReadNotice />);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Could not read cookies: SecurityError: Access is denied for this document.');
    expect(notice).toHaveTextContent('allow cookies for this site, then reload the page.');
  });

  it("shows the error when the shop's own cookie cannot be decoded", () => {
    document.cookie = 'currency=%E0%A4%A; path=/';
    try {
      renderShell(<CookieReadNotice />);
      expect(screen.getByRole('alert')).toHaveTextContent('Could not read cookies: currency: URIError: URI malformed');
    } finally {
      document.cookie = 'currency=; path=/; max-age=0';
    }
  });

  it("says in the shopper's language that cookies are switched off", () => {
    const enabled = Object.getOwnPropertyDescriptor(Navigator.prototype, 'cookieEnabled');
    Object.defineProperty(Navigator.prototype, 'cookieEnabled', { configurable: true, get: () => false });
    try {
      renderShell(<CookieReadNotice />);
      expect(screen.getByRole('alert')).toHaveTextContent('Could not read cookies: cookies are switched off in this browser.');
    } finally {
      if (enabled) Object.defineProperty(Navigator.prototype, 'cookieEnabled', enabled);
    }
  });

  it('shows nothing when cookies read', () => {
    document.cookie = 'inventoryId=loc-colombo; path=/';
    renderShell(<CookieReadNotice />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
