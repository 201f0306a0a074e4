import type { Variance } from '@/lib/api/schemas';
import { buildVarianceKey, buildVarianceQuery, type VarianceSelection } from '@/lib/product/variants';
import { paths } from '@/lib/routes/paths';

/** Which product route a page was reached by (spec §2): the slug route with query pairs, or the id route with varianceKey. */
export type VariantRoute = { kind: 'slug'; productSlug: string } | { kind: 'id'; productId: string };

/** The unprefixed URL of a variant on the route the shopper is on. */
export function variantHref(route: VariantRoute, variances: readonly Variance[], selection: VarianceSelection): string {
  if (route.kind === 'slug') return paths.product(route.productSlug, buildVarianceQuery(variances, selection));
  return paths.productById(route.productId, buildVarianceKey(variances, selection));
}

/** The page of a route without a chosen variant: where the no-JavaScript variant form submits. */
export function routeHref(route: VariantRoute): string {
  return route.kind === 'slug' ? paths.product(route.productSlug) : paths.productById(route.productId);
}

/** Id of a product page's variant control (one per variance value, or the variance's select), the same on every variant's page. */
export function variantControlId(varianceId: string, value?: string): string {
  return ['variant', varianceId, value]
    .filter((part) => part !== undefined)
    .join('-')
    .replace(/\s+/g, '_');
}
