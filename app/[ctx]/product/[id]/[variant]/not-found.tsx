import { ProductUnavailable } from '@/components/product/product-unavailable';

/** Unknown or removed product (spec §2). Next answers 404 and adds the noindex robots tag itself. */
export default function ProductNotFound() {
  return <ProductUnavailable />;
}
