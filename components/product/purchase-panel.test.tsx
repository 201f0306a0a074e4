import { screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { fakeCartRoutes, navigationMock, renderWithShop } from '@/test/cart-kit';
import { productFixture } from '@/test/fixtures/product';
import { PurchasePanel } from './purchase-panel';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => navigationMock,
}));

describe('PurchasePanel', () => {
  beforeEach(() => fakeCartRoutes(null));

  it("says 'Please select …' when a variance has no value (spec §5)", () => {
    renderWithShop(<PurchasePanel product={productFixture({ values: { color: 'red' } })} currency="LKR" catalogueMode={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select Size');
  });

  it('with every variance chosen, says nothing', () => {
    renderWithShop(<PurchasePanel product={productFixture()} currency="LKR" catalogueMode={false} />);
    expect(screen.queryByText(/Please select/)).toBeNull();
    expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
  });
});
