import { hasPriceFields, searchFromFilterForm } from './filter-form';

describe('filter form to search URL', () => {
  it('folds min and max into one r_price range and keeps repeated tags', () => {
    const form = new URLSearchParams('query=shirt&tags=cat/shirts&tags=brand/acme&r_price_min=1000&r_price_max=5000&after=24');
    expect(searchFromFilterForm(form, { pageSize: 12 })).toMatchObject({
      query: 'shirt',
      tags: ['cat/shirts', 'brand/acme'],
      ranges: { price: [1000, 5000] },
      after: 0,
    });
  });

  it('reads an open-ended range', () => {
    expect(searchFromFilterForm(new URLSearchParams('r_price_min=2500&r_price_max=')).ranges).toEqual({ price: [2500] });
    expect(searchFromFilterForm(new URLSearchParams('r_price_min=&r_price_max=900')).ranges).toEqual({ price: [0, 900] });
  });

  it('swaps a range typed the wrong way round', () => {
    expect(searchFromFilterForm(new URLSearchParams('r_price_min=900&r_price_max=100')).ranges).toEqual({ price: [100, 900] });
  });

  it('clears the price range when both fields are emptied', () => {
    expect(searchFromFilterForm(new URLSearchParams('r_price=1,2&r_price_min=&r_price_max=')).ranges).toEqual({});
  });

  it('drops values that are not numbers', () => {
    expect(searchFromFilterForm(new URLSearchParams('r_price_min=abc')).ranges).toEqual({});
  });

  it('tells a form submission from a canonical URL', () => {
    expect(hasPriceFields(new URLSearchParams('r_price_min=1'))).toBe(true);
    expect(hasPriceFields(new URLSearchParams('r_price=1,2'))).toBe(false);
  });
});
