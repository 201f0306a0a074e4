import type { DeliveryPlanOffer } from '@/lib/api/cart-schemas';
import { amountToFreeDelivery, deliveryIsFree, deliveryRange, freeDeliveryThreshold, taxDisplayOf } from './price-notes';

const plan = (id: string, prices: Record<string, number>, days: DeliveryPlanOffer['days']): DeliveryPlanOffer => ({
  id,
  label: { en: id },
  prices,
  days,
});

describe('free delivery', () => {
  const settings = { freeDeliveryThreshold: { LKR: 10000, USD: 35 } };

  it('reads the threshold of the currency, none for a currency without one or without the rule', () => {
    expect(freeDeliveryThreshold(settings, 'LKR')).toBe(10000);
    expect(freeDeliveryThreshold(settings, 'EUR')).toBeNull();
    expect(freeDeliveryThreshold({}, 'LKR')).toBeNull();
    expect(freeDeliveryThreshold(undefined, 'LKR')).toBeNull();
  });

  it('is free from the threshold on, counted to the cent', () => {
    expect(deliveryIsFree(9999.99, 10000)).toBe(false);
    expect(deliveryIsFree(10000, 10000)).toBe(true);
    expect(deliveryIsFree(0.1 + 0.2, 0.3)).toBe(true);
    expect(deliveryIsFree(1_000_000, null)).toBe(false);
  });

  it('says how much more is needed, and nothing once reached or without a rule', () => {
    expect(amountToFreeDelivery(6000, 10000)).toBe(4000);
    expect(amountToFreeDelivery(9999.99, 10000)).toBe(0.01);
    expect(amountToFreeDelivery(10000, 10000)).toBeNull();
    expect(amountToFreeDelivery(6000, null)).toBeNull();
  });
});

describe('tax display', () => {
  it('says what the merchant says, and never guesses', () => {
    expect(taxDisplayOf({ taxDisplay: 'INCLUDED' })).toBe('INCLUDED');
    expect(taxDisplayOf({ taxDisplay: 'ADDED_AT_CHECKOUT' })).toBe('ADDED_AT_CHECKOUT');
    expect(taxDisplayOf({})).toBeNull();
    expect(taxDisplayOf(undefined)).toBeNull();
  });
});

describe('delivery range of the plans', () => {
  const plans = [
    plan('metro-standard', { LKR: 350, USD: 1.5 }, { min: 2, max: 3 }),
    plan('metro-express', { LKR: 750 }, { min: 1, max: 1 }),
    plan('regional-standard', { LKR: 600, USD: 2.5 }, { min: 3, max: 5 }),
  ];

  it('spans the prices and working days of the plans priced in the currency', () => {
    expect(deliveryRange(plans, 'LKR')).toEqual({ minPrice: 350, maxPrice: 750, days: { min: 1, max: 5 } });
    expect(deliveryRange(plans, 'USD')).toEqual({ minPrice: 1.5, maxPrice: 2.5, days: { min: 2, max: 5 } });
  });

  it('has no days when no plan gives any (or a nonsense span), and nothing when no plan is priced', () => {
    expect(deliveryRange([plan('a', { LKR: 400 }, null), plan('b', { LKR: 500 }, { min: 4, max: 2 })], 'LKR')).toEqual({
      minPrice: 400,
      maxPrice: 500,
      days: null,
    });
    expect(deliveryRange(plans, 'EUR')).toBeNull();
    expect(deliveryRange([], 'LKR')).toBeNull();
  });
});
