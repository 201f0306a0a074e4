import type { Variance } from '@/lib/api/schemas';
import { buildVarianceKey, buildVarianceQuery, type VarianceSelection } from '@/lib/product/variants';

/** Which product route a page was reached by (spec §2): the slug route with query pairs, or the id route with varianceKey. */
export type VariantRoute = { kind: 'slug'; productSlug: string } | { kind: 'id'; productId: string };

/** The unprefixed URL of a variant on the route the shopper is on. */
export function variantHref(route: VariantRoute, variances: readonly Variance[], selection: VarianceSelection): string {
  if (route.kind === 'slug') {
    const query = buildVarianceQuery(variances, selection).toString();
    return `/products/${encodeURIComponent(route.productSlug)}${query ? `?${query}` : ''}`;
  }
  const key = buildVarianceKey(variances, selection);
  return `/product/${encodeURIComponent(route.productId)}${key ? `?${new URLSearchParams({ varianceKey: key })}` : ''}`;
}

/** Link to a product's own page (cards, quick view): the slug route with the variant's query pairs. */
export function productHref(product: { productSlug: string; querySearchParams: string }): string {
  const query = product.querySearchParams.replace(/^\?/, '');
  return `/products/${encodeURIComponent(product.productSlug)}${query ? `?${query}` : ''}`;
}
