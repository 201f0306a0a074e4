import { useTranslations } from 'next-intl';
import type { Product } from '@/lib/api/schemas';
import { CarouselTrack } from './carousel-track';
import type { PriceDisplay } from './price-block';
import { PriceDisplayProvider } from './price-display-context';
import { ProductCard } from './product-card';

interface Props {
  products: Product[];
  display: PriceDisplay;
  catalogueMode: boolean;
}

const PER_PAGE_LARGE = 4;

/**
 * Spec §2 product carousel (home widgets, related products): 4 cards per slide on large screens,
 * 2 on small, arrows only on large screens. The cards are server HTML in a CSS scroll-snap track,
 * so no carousel library loads.
 */
export function ProductCarousel({ products, display, catalogueMode }: Props) {
  const t = useTranslations('home');
  return (
    <PriceDisplayProvider value={display}>
      <CarouselTrack count={products.length} perPage={PER_PAGE_LARGE} previousLabel={t('previousSlide')} nextLabel={t('nextSlide')}>
        {products.map((product) => (
          // Snap points every 2 cards on small screens and every 4 on large ones (.carousel-slide in app/globals.css).
          <ProductCard
            key={`${product.id}-${product.varianceKey}`}
            product={product}
            display={display}
            catalogueMode={catalogueMode}
            slide
          />
        ))}
      </CarouselTrack>
    </PriceDisplayProvider>
  );
}
