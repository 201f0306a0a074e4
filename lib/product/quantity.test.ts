import {
  availableQuantity,
  changeQuantity,
  clampQuantity,
  decreaseQuantity,
  increaseQuantity,
  initialQuantityState,
  isAvailable,
  quantityFromInput,
} from './quantity';

const stocked = { quantity: 5, availability: true };
const untracked = { quantity: null, availability: true };

describe('selecting a product', () => {
  it('starts at quantity 1 and is available when stock and availability allow it', () => {
    expect(initialQuantityState(stocked)).toEqual({ quantity: 1, availableQuantity: 5, available: true });
  });

  it('is not available with no stock', () => {
    expect(initialQuantityState({ quantity: 0, availability: true })).toEqual({ quantity: 1, availableQuantity: 0, available: false });
  });

  it('is not available when the product is marked unavailable, whatever the stock', () => {
    expect(initialQuantityState({ quantity: 5, availability: false }).available).toBe(false);
    expect(initialQuantityState({ quantity: null, availability: false }).available).toBe(false);
  });

  it('counts 1 available when stock is not tracked (spec §4: available quantity, default 1)', () => {
    expect(initialQuantityState(untracked)).toEqual({ quantity: 1, availableQuantity: 1, available: true });
    expect(availableQuantity(untracked)).toBe(1);
    expect(isAvailable(untracked, 1)).toBe(true);
    expect(isAvailable(untracked, 2)).toBe(false);
  });
});

describe('changing the quantity', () => {
  it('keeps the quantity at least 1', () => {
    expect(changeQuantity(stocked, 0).quantity).toBe(1);
    expect(changeQuantity(stocked, -3).quantity).toBe(1);
    expect(changeQuantity(stocked, Number.NaN).quantity).toBe(1);
  });

  it('is available while the stock covers the requested amount', () => {
    expect(changeQuantity(stocked, 5)).toEqual({ quantity: 5, availableQuantity: 5, available: true });
    expect(changeQuantity(stocked, 6)).toEqual({ quantity: 6, availableQuantity: 5, available: false });
  });
});

describe('the quantity input', () => {
  it('resets non-numeric input to 1', () => {
    expect(quantityFromInput('abc', 5)).toBe(1);
    expect(quantityFromInput('', 5)).toBe(1);
    expect(quantityFromInput('2.5', 5)).toBe(1);
    expect(quantityFromInput('-2', 5)).toBe(1);
  });

  it('clamps input above the available quantity', () => {
    expect(quantityFromInput(' 9 ', 5)).toBe(5);
    expect(quantityFromInput('3', 5)).toBe(3);
    expect(quantityFromInput('0', 5)).toBe(1);
  });

  it('does not limit input when stock is not tracked', () => {
    expect(quantityFromInput('250', null)).toBe(250);
  });

  it('keeps plus and minus within 1..available', () => {
    expect(increaseQuantity(4, 5)).toBe(5);
    expect(increaseQuantity(5, 5)).toBe(5);
    expect(decreaseQuantity(2, 5)).toBe(1);
    expect(decreaseQuantity(1, 5)).toBe(1);
    expect(increaseQuantity(41, null)).toBe(42);
  });

  it('stays at 1 when nothing is in stock', () => {
    expect(clampQuantity(3, 0)).toBe(1);
    expect(increaseQuantity(1, 0)).toBe(1);
  });
});
