import { ProductUnavailable } from '@/components/product/product-unavailable';

/** Unknown product id or variance key (spec §2 'Product Not Found !!'). Next answers 404 and adds the noindex robots tag itself. */
export default function ProductNotFound() {
  return <ProductUnavailable variant="notFound" />;
}
