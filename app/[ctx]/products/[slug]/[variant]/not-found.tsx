import { setRequestLocale } from 'next-intl/server';
import { ctx } from 'next/root-params';
import { PageMessages } from '@/components/common/page-messages';
import { ProductSuggestions } from '@/components/product/product-suggestions';
import { ProductUnavailable } from '@/components/product/product-unavailable';
import { decodeContext } from '@/lib/shopper/context';

/**
 * Unknown or removed product (spec §2). Next answers 404 and adds the noindex robots tag itself.
 * Below the spec's page, a search field and a few of the shop's products.
 */
export default async function ProductNotFound() {
  // not-found gets no params: the shopper's context comes from the root segment.
  const shopper = decodeContext((await ctx()) ?? '');
  if (shopper) setRequestLocale(shopper.locale);
  return (
    <>
      <ProductUnavailable />
      {shopper && (
        <PageMessages page="product">
          <ProductSuggestions shopper={shopper} />
        </PageMessages>
      )}
    </>
  );
}
