import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/test/intl';
import { productFixture } from '@/test/fixtures/product';
import type { PriceDisplay } from './price-block';
import { ProductCarousel } from './product-carousel';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useParams: () => ({}),
}));

const LKR: PriceDisplay = { code: 'LKR', symbol: 'Rs', hidden: false };

function renderCarousel(count: number) {
  const products = Array.from({ length: count }, (_, i) => productFixture({ id: `p-${i}`, varianceKey: `v-${i}` }));
  const client = new QueryClient();
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <ProductCarousel products={products} display={LKR} catalogueMode={false} />
    </QueryClientProvider>,
  );
}

/** jsdom lays nothing out: give the track a width and a scroll range. */
function layOut(track: HTMLElement, { width, scrollWidth }: { width: number; scrollWidth: number }) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  track.scrollBy = jest.fn(({ left }: ScrollToOptions) => {
    track.scrollLeft += left ?? 0;
    fireEvent.scroll(track);
  }) as unknown as HTMLElement['scrollBy'];
}

describe('product carousel', () => {
  it('lists every card as server HTML, each a slide (its snap points are CSS: e2e/page-weight.spec.ts)', () => {
    renderCarousel(8);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    for (const item of items) expect(item).toHaveClass('carousel-slide');
  });

  it('pages with the arrows and disables them at the ends', () => {
    renderCarousel(8);
    const track = screen.getByRole('list');
    layOut(track, { width: 1000, scrollWidth: 2000 });
    fireEvent(window, new Event('resize'));
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(track.scrollBy).toHaveBeenCalledWith({ left: 1000 });
    expect(previous).toBeEnabled();
    expect(next).toBeDisabled();
  });

  it('has nothing to page through with 4 cards or fewer', () => {
    renderCarousel(3);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  });
});
