import { localizedPath } from '@/lib/routes/paths';
import { languageAlternates, offeredLocales } from './alternates';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from './json-ld';
import { pageMetadata, productMetadata, productOpenGraphTags, seoText } from './metadata';

const SITE = 'https://shop.example';

describe('JSON-LD serialisation', () => {
  it('cannot close the script element or open a comment', () => {
    const out = serializeJsonLd(
      productJsonLd({
        name: '</script><script>alert(1)</script><!--',
        description: 'a & b > c',
        url: `${SITE}/products/x`,
        images: [],
        sku: 'S1',
        brand: null,
        offer: null,
      }),
    );
    expect(out).not.toMatch(/<|>|&/);
    expect(out).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script><!--');
  });

  it('escapes the line and paragraph separators', () => {
    const out = serializeJsonLd(breadcrumbJsonLd([{ name: 'a\u2028b\u2029c', url: SITE }]));
    expect(out).not.toMatch(/[\u2028\u2029]/);
    expect(out).toContain('a\\u2028b\\u2029c');
    expect(JSON.parse(out).itemListElement[0].name).toBe('a\u2028b\u2029c');
  });
});

describe('Product JSON-LD', () => {
  const base = {
    name: 'Linen Shirt',
    description: 'Cool',
    url: `${SITE}/products/linen-shirt`,
    images: [`${SITE}/media/a.webp`],
    sku: 'LS-1',
    brand: 'Acme',
  };

  it('carries an Offer with price, currency and availability', () => {
    const ld = productJsonLd({ ...base, offer: { price: 4500, currency: 'LKR', inStock: true } });
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: '4500.00',
      priceCurrency: 'LKR',
      availability: 'https://schema.org/InStock',
    });
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Acme' });
  });

  it('says OutOfStock when there is no stock', () => {
    const ld = productJsonLd({ ...base, offer: { price: 10, currency: 'USD', inStock: false } });
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('publishes no Offer when prices are hidden', () => {
    expect(productJsonLd({ ...base, offer: null })).not.toHaveProperty('offers');
  });

  it('numbers breadcrumb positions from 1', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: SITE },
      { name: 'Shirts', url: `${SITE}/search?tags=cat/shirts` },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: SITE },
      { '@type': 'ListItem', position: 2, name: 'Shirts', item: `${SITE}/search?tags=cat/shirts` },
    ]);
  });
});

describe('language alternates', () => {
  it('keeps en unprefixed and prefixes si and ta', () => {
    expect(localizedPath('en', '/products/x')).toBe('/products/x');
    expect(localizedPath('si', '/products/x')).toBe('/si/products/x');
    expect(localizedPath('ta', '/')).toBe('/ta');
  });

  it('lists every offered language and x-default = en, canonical in the page language', () => {
    const alt = languageAlternates(`${SITE}/`, '/products/x', 'si', ['en', 'si', 'ta']);
    expect(alt.canonical).toBe(`${SITE}/si/products/x`);
    expect(alt.languages).toEqual({
      en: `${SITE}/products/x`,
      si: `${SITE}/si/products/x`,
      ta: `${SITE}/ta/products/x`,
      'x-default': `${SITE}/products/x`,
    });
  });

  it('keeps only languages the storefront has messages for', () => {
    expect(offeredLocales([{ code: 'si' }, { code: 'fr' }, { code: 'en' }])).toEqual(['si', 'en']);
  });
});

describe('page metadata', () => {
  const seo = {
    siteUrl: SITE,
    path: '/products/linen-shirt',
    locale: 'en' as const,
    locales: ['en', 'si', 'ta'] as const,
    title: 'Linen Shirt | Acme',
    description: 'Cool shirt',
    siteName: 'Acme',
    image: { url: `${SITE}/media/a.webp?w=700&h=700`, width: 700, height: 700, alt: 'Linen Shirt' },
  };

  it('has canonical, hreflang, OpenGraph image with size and a large Twitter card', () => {
    const m = pageMetadata(seo);
    expect(m.title).toEqual({ absolute: 'Linen Shirt | Acme' });
    expect(m.alternates?.canonical).toBe(`${SITE}/products/linen-shirt`);
    expect(m.alternates?.languages).toHaveProperty('x-default', `${SITE}/products/linen-shirt`);
    expect(m.openGraph?.images).toEqual([{ url: seo.image.url, width: 700, height: 700, alt: 'Linen Shirt' }]);
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', title: 'Linen Shirt | Acme' });
    // twitter:image:alt: the card's image is described, as the OpenGraph one is.
    expect(m.twitter).toHaveProperty('images', [{ url: seo.image.url, alt: 'Linen Shirt' }]);
  });

  it('leaves og:type to the product tags on product pages', () => {
    expect(productMetadata(seo).openGraph).not.toHaveProperty('type');
    expect(pageMetadata(seo).openGraph).toHaveProperty('type', 'website');
  });

  it('prefers the page SEO text over the merchant defaults', () => {
    expect(seoText({ title: ' Own ', description: null }, { title: 'Fallback', description: 'Merchant' })).toEqual({
      title: 'Own',
      description: 'Merchant',
    });
    expect(seoText(null, { title: 'Fallback', description: 'Merchant' })).toEqual({ title: 'Fallback', description: 'Merchant' });
  });
});

describe('OpenGraph product tags', () => {
  it('state the product type and its price in the shopper currency', () => {
    expect(productOpenGraphTags({ amount: 3999.5, currency: 'LKR' }, true)).toEqual([
      { property: 'og:type', content: 'product' },
      { property: 'product:price:amount', content: '3999.50' },
      { property: 'product:price:currency', content: 'LKR' },
      { property: 'product:availability', content: 'in stock' },
    ]);
  });

  it('leave the price out when prices are hidden', () => {
    const tags = productOpenGraphTags(null, false).map((t) => t.property);
    expect(tags).toEqual(['og:type', 'product:availability']);
  });
});
