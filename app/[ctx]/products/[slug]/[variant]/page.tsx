import type { Metadata } from 'next';
import { PageMessages } from '@/components/common/page-messages';
import { ProductPage } from '@/components/product/product-page';
import { loadProductBySlug, productOrRedirect, productPageSeo } from '@/lib/catalogue/product-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

interface Props {
  params: Promise<CtxParams & { slug: string; variant: string }>;
}

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shopper = await pageContext(params);
  const { slug, variant } = await params;
  // Called here too so crawlers, whose metadata is resolved before streaming, get a real 404 or redirect.
  const product = productOrRedirect(await loadProductBySlug(slug, variant, shopper.inventoryId), shopper.locale);
  return (await productPageSeo(product, shopper)).metadata;
}

/** spec §2 /products/{productSlug} with optional variance query pairs (folded into `variant` by the proxy). */
export default async function ProductBySlugPage({ params }: Props) {
  const shopper = await pageContext(params);
  const { slug, variant } = await params;
  const product = productOrRedirect(await loadProductBySlug(slug, variant, shopper.inventoryId), shopper.locale);
  return (
    <PageMessages page="product">
      <ProductPage product={product} shopper={shopper} route={{ kind: 'slug', productSlug: product.productSlug }} />
    </PageMessages>
  );
}
