import type { Metadata } from 'next';
import { PageMessages } from '@/components/common/page-messages';
import { ProductPage } from '@/components/product/product-page';
import { loadProductById, productOrRedirect, productPageSeo } from '@/lib/catalogue/product-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

interface Props {
  params: Promise<CtxParams & { id: string; variant: string }>;
}

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shopper = await pageContext(params);
  const { id, variant } = await params;
  // Called here too so crawlers, whose metadata is resolved before streaming, get a real 404 or redirect.
  const product = productOrRedirect(await loadProductById(id, variant, shopper.inventoryId), shopper.locale);
  // Canonical is the slug route: both routes show the same product.
  return (await productPageSeo(product, shopper)).metadata;
}

/** spec §2 /product/{productId} with an optional varianceKey (folded into `variant` by the proxy). */
export default async function ProductByIdPage({ params }: Props) {
  const shopper = await pageContext(params);
  const { id, variant } = await params;
  const product = productOrRedirect(await loadProductById(id, variant, shopper.inventoryId), shopper.locale);
  return (
    <PageMessages page="product">
      <ProductPage product={product} shopper={shopper} route={{ kind: 'id', productId: product.id }} />
    </PageMessages>
  );
}
