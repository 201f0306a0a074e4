import { useTranslations } from 'next-intl';
import type { Product } from '@/lib/api/schemas';
import type { PriceDisplay } from './price-block';
import { ProductCarousel } from './product-carousel';

interface Props {
  products: Product[];
  display: PriceDisplay;
  catalogueMode: boolean;
}

/** Spec §2 related products under the product (source 'related', first 8); nothing when there are none. */
export function RelatedProducts({ products, display, catalogueMode }: Props) {
  const t = useTranslations('product');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="flex flex-col gap-4">
      <h2 id="related-products" className="text-xl font-semibold text-ink">
        {t('relatedProducts')}
      </h2>
      <ProductCarousel products={products} display={display} catalogueMode={catalogueMode} />
    </section>
  );
}
