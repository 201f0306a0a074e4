import { productFixture } from '@/test/fixtures/product';
import { localize } from '@/lib/i18n/localize';
import { effectivePrice } from '@/lib/product/price';
import { clientProduct } from './client-product';

describe('clientProduct', () => {
  const product = productFixture({
    description: { en: '<p>Cool linen.</p>', si: '<p>සිසිල්</p>' },
    seoConfiguration: { title: 'Linen', description: 'Cool', imageReference: null },
    enableSpecialPrice: true,
  });

  it('keeps only the page language and currency, without long texts, category path or SEO fields', () => {
    const lean = clientProduct(product, 'si', 'USD');
    expect(lean.name).toEqual({ si: 'ලිනන් කමිසය' });
    expect(lean.price).toEqual({ USD: 20 });
    expect(lean.specialPrice).toEqual({ USD: 16 });
    expect(lean.description).toEqual({});
    expect(lean.seoConfiguration).toBeNull();
    expect(lean.category).toEqual([]);
  });

  it('reads the same as the full product in that language and currency', () => {
    const lean = clientProduct(product, 'si', 'LKR');
    expect(localize(lean.name, 'si')).toBe(localize(product.name, 'si'));
    expect(effectivePrice(lean, 'LKR')).toEqual(effectivePrice(product, 'LKR'));
    // A label missing in Sinhala falls back to English, as localize does on the full product.
    expect(localize(lean.variances[0]?.label, 'si')).toBe('Colour');
    expect(localize(lean.variances[1]?.values[2]?.label, 'si')).toBe('Large');
    expect(lean.variances.map((v) => v.values.map((value) => value.value))).toEqual(
      product.variances.map((v) => v.values.map((value) => value.value)),
    );
    expect({ id: lean.id, varianceKey: lean.varianceKey, values: lean.values, quantity: lean.quantity }).toEqual({
      id: product.id,
      varianceKey: product.varianceKey,
      values: product.values,
      quantity: product.quantity,
    });
  });

  it('gives no price in a currency the product has none in', () => {
    expect(clientProduct(product, 'en', 'EUR').price).toEqual({});
  });
});
