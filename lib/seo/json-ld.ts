/** A schema.org object for a `<script type="application/ld+json">`. */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for inside a `<script>` element: `<`, `>` and `&` escaped so merchant text cannot close the
 * element or open a comment, and U+2028/2029 escaped for older JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c] ?? c);
}

export interface ProductLdInput {
  name: string;
  description: string;
  url: string;
  images: string[];
  sku: string;
  brand: string | null;
  /** Absent when the merchant hides prices: then no Offer is published. */
  offer: { price: number; currency: string; inStock: boolean } | null;
}

export function productJsonLd(p: ProductLdInput): JsonLd {
  const ld: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    url: p.url,
    sku: p.sku,
  };
  if (p.description) ld.description = p.description;
  if (p.images.length > 0) ld.image = p.images;
  if (p.brand) ld.brand = { '@type': 'Brand', name: p.brand };
  if (p.offer) {
    ld.offers = {
      '@type': 'Offer',
      url: p.url,
      // schema.org prices are plain decimals with a dot, not formatted money.
      price: p.offer.price.toFixed(2),
      priceCurrency: p.offer.currency,
      availability: p.offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    };
  }
  return ld;
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}
