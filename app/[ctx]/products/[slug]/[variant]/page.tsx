import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { priceDisplayFor } from '@/components/product/price-display';
import { ProductView } from '@/components/product/product-view';
import { StructuredData } from '@/components/product/structured-data';
import { getSiteSchema } from '@/lib/api/catalogue';
import { loadProductBySlug, loadRelated, productPageSeo } from '@/lib/catalogue/product-page';
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
  const product = await loadProductBySlug(slug, variant, shopper.inventoryId);
  // Called here too so crawlers, whose metadata is resolved before streaming, get a real 404.
  if (!product) notFound();
  return (await productPageSeo(product, shopper)).metadata;
}

/** spec §2 /products/{productSlug} with optional variance query pairs (folded into `variant` by the proxy). */
export default async function ProductBySlugPage({ params }: Props) {
  const shopper = await pageContext(params);
  const { slug, variant } = await params;
  const product = await loadProductBySlug(slug, variant, shopper.inventoryId);
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
        route={{ kind: 'slug', productSlug: product.productSlug }}
      />
    </>
  );
}
