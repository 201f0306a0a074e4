import { lowStockLabel, stockBadge } from './stock-label';

describe('low-stock label', () => {
  it('says "Less than {n}" with n = minThreshold while more than half of the threshold remains', () => {
    expect(lowStockLabel(6, 10)).toEqual({ key: 'lowStock.threshold', values: { n: 10 } });
    expect(lowStockLabel(10, 10)).toEqual({ key: 'lowStock.threshold', values: { n: 10 } });
  });

  it('says "Only {n}" with the remaining count at or below half of the threshold', () => {
    expect(lowStockLabel(5, 10)).toEqual({ key: 'lowStock.only', values: { n: 5 } });
    expect(lowStockLabel(2, 10)).toEqual({ key: 'lowStock.only', values: { n: 2 } });
  });

  it('says "Last item available!" for exactly one, even when that is more than half the threshold', () => {
    expect(lowStockLabel(1, 10)).toEqual({ key: 'lowStock.last', values: { n: 1 } });
    expect(lowStockLabel(1, 1)).toEqual({ key: 'lowStock.last', values: { n: 1 } });
  });

  it('shows nothing above the threshold, when sold out, without a threshold or without stock tracking', () => {
    expect(lowStockLabel(11, 10)).toBeNull();
    expect(lowStockLabel(0, 10)).toBeNull();
    expect(lowStockLabel(3, 0)).toBeNull();
    expect(lowStockLabel(null, 10)).toBeNull();
  });
});

describe('stock badge', () => {
  it('is in stock when available with stock or without stock tracking', () => {
    expect(stockBadge({ quantity: 3, availability: true, isInStock: true })).toBe('inStock');
    expect(stockBadge({ quantity: null, availability: true, isInStock: true })).toBe('inStock');
  });

  it('is out of stock when sold out, unavailable or flagged so by the API', () => {
    expect(stockBadge({ quantity: 0, availability: true, isInStock: true })).toBe('outOfStock');
    expect(stockBadge({ quantity: 3, availability: false, isInStock: true })).toBe('outOfStock');
    expect(stockBadge({ quantity: 3, availability: true, isInStock: false })).toBe('outOfStock');
  });
});
