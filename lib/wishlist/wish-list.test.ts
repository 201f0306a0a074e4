import { entryState, isListed } from './wish-list';
import { wishListPagingOf } from './wish-list-schemas';

describe('wish list rules', () => {
  it('an entry is available, out of stock, a gone variant or unavailable', () => {
    expect(entryState({ quantity: 3, availability: true }, true)).toBe('available');
    expect(entryState({ quantity: null, availability: true }, true)).toBe('available');
    expect(entryState({ quantity: 0, availability: true }, true)).toBe('outOfStock');
    expect(entryState({ quantity: 5, availability: false }, true)).toBe('outOfStock');
    expect(entryState(null, true)).toBe('variantGone');
    expect(entryState(null, false)).toBe('unavailable');
  });

  it('a heart is filled only for the same product and variant', () => {
    const items = [{ baseId: 'p-1', varianceKey: 'size:m' }];
    expect(isListed(items, 'p-1', 'size:m')).toBe(true);
    expect(isListed(items, 'p-1', 'size:l')).toBe(false);
    expect(isListed(items, 'p-2', 'size:m')).toBe(false);
    expect(isListed(undefined, 'p-1', 'size:m')).toBe(false);
  });

  it('reads the page from the URL; malformed values fall back to the first page of 12', () => {
    expect(wishListPagingOf({})).toEqual({ first: 12, after: 0 });
    expect(wishListPagingOf({ first: '6', after: '12' })).toEqual({ first: 6, after: 12 });
    expect(wishListPagingOf({ first: 'x', after: '-3' })).toEqual({ first: 12, after: 0 });
    expect(wishListPagingOf({ first: '500', after: ['24', '0'] })).toEqual({ first: 12, after: 24 });
  });
});
