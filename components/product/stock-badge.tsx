import { useTranslations } from 'next-intl';
import type { Product } from '@/lib/api/schemas';
import { lowStockLabel, stockBadge } from '@/lib/product/stock-label';

interface Props {
  product: Pick<Product, 'quantity' | 'availability' | 'isInStock' | 'minThreshold'>;
}

/** Spec §4 stock badge (in stock / out of stock) with the low-stock label under it when stock runs low. */
export function StockBadge({ product }: Props) {
  const t = useTranslations('product');
  const badge = stockBadge(product);
  const low = badge === 'inStock' ? lowStockLabel(product.quantity, product.minThreshold) : null;

  return (
    <div className="flex flex-col gap-1" data-testid="stock">
      <span
        className={`inline-flex w-fit items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${
          badge === 'inStock' ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-900'
        }`}
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${badge === 'inStock' ? 'bg-green-700' : 'bg-red-700'}`} />
        {t(badge)}
      </span>
      {low && (
        <p className="text-sm font-medium text-amber-900" role="status">
          {t(low.key, low.values)}
        </p>
      )}
    </div>
  );
}
