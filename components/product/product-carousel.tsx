import { useTranslations } from 'next-intl';
import type { Product } from '@/lib/api/schemas';
import { CarouselTrack } from './carousel-track';
import type { PriceDisplay } from './price-block';
import { ProductCard } from './product-card';

interface Props {
  products: Product[];
  display: PriceDisplay;
  catalogueMode: boolean;
}

const PER_PAGE_LARGE = 4;

/** Snap points every 2 cards on small screens and every 4 on large ones: a swipe moves one slide. */
function snapClass(index: number): string {
  if (index % PER_PAGE_LARGE === 0) return 'snap-start snap-always';
  return index % 2 === 0 ? 'snap-start snap-always lg:snap-align-none' : '';
}

/**
 * Spec §2 product carousel (home widgets, related products): 4 cards per slide on large screens,
 * 2 on small, arrows only on large screens. The cards are server HTML in a CSS scroll-snap track,
 * so no carousel library loads.
 */
export function ProductCarousel({ products, display, catalogueMode }: Props) {
  const t = useTranslations('home');
  return (
    <CarouselTrack count={products.length} perPage={PER_PAGE_LARGE} previousLabel={t('previousSlide')} nextLabel={t('nextSlide')}>
      {products.map((product, i) => (
        <li key={`${product.id}-${product.varianceKey}`} className={`w-1/2 shrink-0 pr-4 lg:w-1/4 ${snapClass(i)}`}>
          <ProductCard product={product} display={display} catalogueMode={catalogueMode} />
        </li>
      ))}
    </CarouselTrack>
  );
}
