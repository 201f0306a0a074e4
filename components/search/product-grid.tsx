import type { Product } from '@/lib/api/schemas';
import { PriceDisplayProvider } from '@/components/product/price-display-context';
import { ProductCard } from '@/components/product/product-card';
import type { PriceDisplay } from '@/components/product/price-block';

interface Props {
  products: Product[];
  display: PriceDisplay;
  catalogueMode: boolean;
}

/** The results grid: 2 columns on phones, up to 4 on wide screens. */
export function ProductGrid({ products, display, catalogueMode }: Props) {
  return (
    <PriceDisplayProvider value={display}>
      <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4">
        {products.map((product, i) => (
          <ProductCard
            key={`${product.id}-${product.varianceKey}`}
            product={product}
            display={display}
            catalogueMode={catalogueMode}
            headingLevel="h2"
            eager={i < 4}
          />
        ))}
      </ul>
    </PriceDisplayProvider>
  );
}
