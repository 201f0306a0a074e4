import { ProductUnavailable } from '@/components/product/product-unavailable';

/** Unknown or removed product: 404 status, noindex (added by Next for not-found answers). */
export default function ProductNotFound() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <ProductUnavailable />
    </>
  );
}
