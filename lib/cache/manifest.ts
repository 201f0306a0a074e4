/**
 * Every cache tag and lifetime of the storefront in one place. Catalogue reads are cached and tagged;
 * shopper data (cart, profile, orders, cards, affiliate) is never cached.
 */
export const cacheTags = {
  schema: 'schema',
  translations: (lng: string) => `i18n:${lng}`,
  products: 'products',
  product: (id: string) => `product:${id}`,
  productSlug: (slug: string) => `product-slug:${slug}`,
  search: 'search',
  page: (id: string) => `page:${id}`,
  pages: 'pages',
  outlets: 'outlets',
  places: 'places',
} as const;

/** The tags a revalidate webhook may name, by entity kind. */
export const revalidateKinds = {
  schema: () => [cacheTags.schema],
  translations: (id?: string) => (id ? [cacheTags.translations(id)] : ['i18n:en', 'i18n:si', 'i18n:ta']),
  /** A product read by id is tagged with its id, one read by slug with its slug: name both when known. */
  product: (id?: string, slug?: string) =>
    id || slug
      ? [...(id ? [cacheTags.product(id)] : []), ...(slug ? [cacheTags.productSlug(slug)] : []), cacheTags.search]
      : [cacheTags.products, cacheTags.search],
  page: (id?: string) => (id ? [cacheTags.page(id)] : [cacheTags.pages]),
  outlets: () => [cacheTags.outlets],
} as const;
