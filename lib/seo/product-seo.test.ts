import { productFixture } from '@/test/fixtures/product';
import { serializeJsonLd } from './json-ld';
import { productSeo } from './product-seo';

const SITE = 'https://shop.example';
const schema = {
  merchantName: 'Acme Store',
  languages: [
    { code: 'en', label: 'English' },
    { code: 'si', label: 'සිංහල' },
    { code: 'ta', label: 'தமிழ்' },
  ],
  seoConfigurations: { merchantConfigurations: { description: 'Everything for everyone', title: null } },
  generalSettings: {
    hideProductPrice: false,
    useSiteAsCatalog: false,
    isRegisteredUsersOnly: false,
    isStorePublic: true,
    isMultiStore: true,
    searchPageProductSize: null,
    landingImg: null,
  },
};
const texts = { titleTemplate: (title: string) => `${title} | Acme Store`, fallbackDescription: 'Buy it', home: 'Home' };

function seoOf(overrides = {}, extra: Partial<typeof schema.generalSettings> = {}, locale: 'en' | 'si' | 'ta' = 'en') {
  return productSeo({
    product: productFixture(overrides),
    schema: { ...schema, generalSettings: { ...schema.generalSettings, ...extra } },
    locale,
    currency: 'LKR',
    siteUrl: SITE,
    texts,
  });
}

describe('product page SEO', () => {
  it('takes title and description from the product SEO settings', () => {
    const { metadata } = seoOf({
      seoConfiguration: { title: 'Best linen', description: 'Breathable linen shirt', imageReference: 'seo/linen.webp' },
    });
    expect(metadata.title).toEqual({ absolute: 'Best linen | Acme Store' });
    expect(metadata.description).toBe('Breathable linen shirt');
    expect(metadata.openGraph?.images).toEqual([
      { url: `${SITE}/media/seo/linen.webp?w=700&h=700`, width: 700, height: 700, alt: 'Linen Shirt' },
    ]);
    // twitter:image:alt is the product's name, as og:image:alt.
    expect(metadata.twitter).toHaveProperty('images', [{ url: `${SITE}/media/seo/linen.webp?w=700&h=700`, alt: 'Linen Shirt' }]);
    expect(seoOf({}, {}, 'si').metadata.twitter).toHaveProperty('images', [expect.objectContaining({ alt: 'ලිනන් කමිසය' })]);
  });

  it('falls back to the product name and the merchant description', () => {
    const { metadata } = seoOf();
    expect(metadata.title).toEqual({ absolute: 'Linen Shirt | Acme Store' });
    expect(metadata.description).toBe('Everything for everyone');
  });

  it('does not repeat the shop name a merchant SEO title already carries', () => {
    const { metadata } = seoOf({ seoConfiguration: { title: 'Linen Shirt | Acme Store', description: null, imageReference: null } });
    expect(metadata.title).toEqual({ absolute: 'Linen Shirt | Acme Store' });
    expect(metadata.openGraph?.title).toBe('Linen Shirt | Acme Store');
  });

  it('titles a page in another language with the product’s own name there, not the untranslated SEO title', () => {
    const seo = { seoConfiguration: { title: 'Best linen', description: 'Breathable linen shirt', imageReference: null } };
    const { metadata } = seoOf(seo, {}, 'si');
    expect(metadata.title).toEqual({ absolute: 'ලිනන් කමිසය | Acme Store' });
    expect(metadata.description).toBe('Buy it');
    // Without a Tamil name the merchant's own text is still the best there is.
    expect(seoOf(seo, {}, 'ta').metadata.title).toEqual({ absolute: 'Best linen | Acme Store' });
  });

  it('is canonical on the slug route in the shopper language, with hreflang for every language', () => {
    const { metadata } = seoOf({}, {}, 'si');
    expect(metadata.alternates?.canonical).toBe(`${SITE}/si/products/linen-shirt`);
    expect(metadata.alternates?.languages).toEqual({
      en: `${SITE}/products/linen-shirt`,
      si: `${SITE}/si/products/linen-shirt`,
      ta: `${SITE}/ta/products/linen-shirt`,
      'x-default': `${SITE}/products/linen-shirt`,
    });
  });

  it('states og:type product with the price the shopper pays', () => {
    const { openGraphTags } = seoOf({ enableSpecialPrice: true });
    expect(openGraphTags).toContainEqual({ property: 'og:type', content: 'product' });
    expect(openGraphTags).toContainEqual({ property: 'product:price:amount', content: '4000.00' });
    expect(openGraphTags).toContainEqual({ property: 'product:price:currency', content: 'LKR' });
  });

  it('publishes an Offer with availability from stock, and a breadcrumb to the category search', () => {
    const [product, crumbs] = seoOf({ quantity: 0, availability: false, isInStock: false }).jsonLd;
    expect(product?.offers).toMatchObject({ price: '5000.00', priceCurrency: 'LKR', availability: 'https://schema.org/OutOfStock' });
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Shirts', item: `${SITE}/search?tags=cat%2Fshirts` },
      { '@type': 'ListItem', position: 3, name: 'Linen Shirt', item: `${SITE}/products/linen-shirt` },
    ]);
  });

  it('leaves prices out everywhere when the merchant hides them', () => {
    const seo = seoOf({}, { hideProductPrice: true });
    expect(seo.openGraphTags.map((t) => t.property)).not.toContain('product:price:amount');
    expect(seo.jsonLd[0]).not.toHaveProperty('offers');
  });

  it('keeps a hostile product name inside its script element', () => {
    const seo = seoOf({ name: { en: '</script><img src=x onerror=alert(1)>' }, description: { en: '<script>alert(1)</script>' } });
    const out = serializeJsonLd(seo.jsonLd);
    expect(out).not.toContain('</script');
    expect(out).not.toContain('<img');
  });
});
