import type { Product } from '@/lib/api/schemas';
import { productHref } from '@/lib/routes/paths';
import { quickSearchItem } from './quick-search-item';

const product = {
  id: 'p1',
  varianceKey: 'color:red',
  productSlug: 'linen-shirt',
  querySearchParams: 'color=red',
  name: { en: 'Linen shirt', si: 'ලිනන් කමිසය' },
  price: { LKR: 4500, USD: 15 },
  specialPrice: { LKR: 3900, USD: 16 },
  enableSpecialPrice: true,
  iconUrl: ['products/shirt-1.webp'],
  imageReference: 'products/shirt.webp',
} as unknown as Product;

describe('a quick-search row', () => {
  it('links to the variant page and uses the shopper language', () => {
    const item = quickSearchItem(product, 'si', 'LKR');
    expect(item).toMatchObject({ name: 'ලිනන් කමිසය', href: '/products/linen-shirt?color=red', image: 'products/shirt-1.webp' });
  });

  it('shows the special price only when enabled and lower', () => {
    expect(quickSearchItem(product, 'en', 'LKR')).toMatchObject({ price: 4500, specialPrice: 3900, currency: 'LKR' });
    expect(quickSearchItem(product, 'en', 'USD')).toMatchObject({ price: 15, specialPrice: null });
    expect(quickSearchItem({ ...product, enableSpecialPrice: false }, 'en', 'LKR').specialPrice).toBeNull();
  });

  it('has no price without a currency or an amount in it', () => {
    expect(quickSearchItem(product, 'en', undefined)).toMatchObject({ price: null, specialPrice: null, currency: null });
    expect(quickSearchItem(product, 'en', 'EUR')).toMatchObject({ price: null, currency: null });
  });

  it('omits the query when the product has no variances', () => {
    expect(productHref({ productSlug: 'mug', querySearchParams: '' })).toBe('/products/mug');
  });
});
