import { appliedSpecialPrice, canAddToCart, discountPercent, effectivePrice } from './price';

const base = { price: { LKR: 4500, USD: 15 }, specialPrice: { LKR: 3600, USD: 20 }, enableSpecialPrice: true };

describe('effective price', () => {
  it('uses the special price when enabled and below the price', () => {
    expect(effectivePrice(base, 'LKR')).toEqual({ price: 4500, specialPrice: 3600, amount: 3600, discountPercent: 20 });
  });

  it('ignores a special price that is not below the price', () => {
    expect(effectivePrice(base, 'USD')).toEqual({ price: 15, specialPrice: null, amount: 15, discountPercent: null });
    expect(appliedSpecialPrice({ ...base, specialPrice: { LKR: 4500 } }, 'LKR')).toBeNull();
  });

  it('ignores a disabled special price', () => {
    expect(effectivePrice({ ...base, enableSpecialPrice: false }, 'LKR')?.amount).toBe(4500);
  });

  it('has no price in a currency the product is not priced in', () => {
    expect(effectivePrice(base, 'EUR')).toBeNull();
    expect(appliedSpecialPrice({ ...base, price: {} }, 'LKR')).toBeNull();
  });
});

describe('discount percentage', () => {
  it('is rounded', () => {
    expect(discountPercent(3000, 1999)).toBe(33);
    expect(discountPercent(3000, 1985)).toBe(34);
    expect(discountPercent(100, 100)).toBe(0);
  });

  it('is 0 for a zero price rather than dividing by zero', () => {
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe('adding to cart or buying', () => {
  const product = { ...base, quantity: 4, availability: true };

  it('is allowed for an available, priced product', () => {
    expect(canAddToCart(product, 'LKR', true)).toBe(true);
  });

  it('is refused when the quantity is not available or the product is unavailable', () => {
    expect(canAddToCart(product, 'LKR', false)).toBe(false);
    expect(canAddToCart({ ...product, availability: false }, 'LKR', true)).toBe(false);
  });

  it('is refused when the price in the chosen currency is zero or missing', () => {
    expect(canAddToCart({ ...product, price: { LKR: 0 }, specialPrice: {} }, 'LKR', true)).toBe(false);
    expect(canAddToCart(product, 'EUR', true)).toBe(false);
  });

  it('judges the price by the special price when it applies', () => {
    expect(canAddToCart({ ...product, price: { LKR: 10 }, specialPrice: { LKR: 0 } }, 'LKR', true)).toBe(false);
  });

  it('is allowed for a product without stock tracking', () => {
    expect(canAddToCart({ ...product, quantity: null }, 'EUR', false)).toBe(true);
  });
});
