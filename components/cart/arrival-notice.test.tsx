import { screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { LiveRegionProvider } from '@/components/ui/live-region';
import { SHOP_NOTICE_COOKIE, writeShopNotice } from '@/lib/cart/shop-notice';
import { PENDING_ITEM_MS } from '@/lib/wishlist/pending-item';
import { fakeCartRoutes, navigationMock, renderWithShop, resetToasts } from '@/test/cart-kit';
import { ArrivalNotice } from './arrival-notice';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

afterEach(() => {
  resetToasts();
  window.sessionStorage.clear();
});

/** The cookie as the browser keeps it: Next's cookie writer percent-encodes the value. */
function arriveWith(notice: Parameters<typeof writeShopNotice>[0]) {
  document.cookie = `${SHOP_NOTICE_COOKIE}=${encodeURIComponent(writeShopNotice(notice))}; Path=/`;
  fakeCartRoutes(null);
  renderWithShop(
    <LiveRegionProvider>
      <ArrivalNotice />
    </LiveRegionProvider>,
  );
}

describe('the page a form returned to', () => {
  it('shows what the heart did, once', async () => {
    arriveWith({ kind: 'wishAdded', name: 'Coconut Shell Bowl Set' });
    expect(await screen.findByText('Product added to wish list successfully')).toBeInTheDocument();
    expect(document.cookie).not.toContain(SHOP_NOTICE_COOKIE);
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it("keeps a guest's heart for the return from sign-in", () => {
    arriveWith({ kind: 'wishSignIn', name: 'Bowl', item: { baseId: 'p-0002', varianceKey: '' } });
    const kept = JSON.parse(window.sessionStorage.getItem('pendingWishListItem') ?? '{}') as { baseId?: string; savedAt?: number };
    expect(kept.baseId).toBe('p-0002');
    expect(Date.now() - (kept.savedAt ?? 0)).toBeLessThan(PENDING_ITEM_MS);
  });

  it('says nothing, and breaks nothing, in a browser that refuses cookies (spec §8)', () => {
    const refuse = () => {
      throw new DOMException('Access to cookies is denied in this document.', 'SecurityError');
    };
    const spy = jest.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(refuse);
    try {
      fakeCartRoutes(null);
      renderWithShop(
        <LiveRegionProvider>
          <ArrivalNotice />
        </LiveRegionProvider>,
      );
      expect(screen.getByTestId('live-region')).toHaveTextContent('');
    } finally {
      spy.mockRestore();
    }
  });
});
