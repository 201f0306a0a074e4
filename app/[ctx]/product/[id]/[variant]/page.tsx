import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { priceDisplayFor } from '@/components/product/price-display';
import { ProductView } from '@/components/product/product-view';
import { StructuredData } from '@/components/product/structured-data';
import { getSiteSchema } from '@/lib/api/catalogue';
import { loadProductById, loadRelated, productPageSeo } from '@/lib/catalogue/product-page';
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
  const product = await loadProductById(id, variant, shopper.inventoryId);
  // Called here too so crawlers, whose metadata is resolved before streaming, get a real 404.
  if (!product) notFound();
  // Canonical is the slug route: both routes show the same product.
  return (await productPageSeo(product, shopper)).metadata;
}

/** spec §2 /product/{productId} with an optional varianceKey (folded into `variant` by the proxy). */
export default async function ProductByIdPage({ params }: Props) {
  const shopper = await pageContext(params);
  const { id, variant } = await params;
  const product = await loadProductById(id, variant, shopper.inventoryId);
  if (!product) notFound();
  const [schema, related, seo] = await Promise.all([getSiteSchema(), loadRelated(product, shopper.inventoryId), productPageSeo(product, shopper)]);

  return (
    <>
      <StructuredData jsonLd={seo.jsonLd} openGraphTags={seo.openGraphTags} />
      <ProductView
        product={product}
        related={related}
        display={priceDisplayFor(schema, shopper.currency)}
        catalogueMode={schema.generalSettings.useSiteAsCatalog}
        route={{ kind: 'id', productId: product.id }}
      />
    </>
  );
}
