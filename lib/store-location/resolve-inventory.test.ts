import { resolveInventory } from './resolve-inventory';

describe('inventory location', () => {
  it('chooses the only location automatically', () => {
    expect(resolveInventory(['colombo'], null)).toEqual({ kind: 'auto', inventoryId: 'colombo' });
  });

  it('replaces a stale id with the only location', () => {
    expect(resolveInventory(['colombo'], 'gone')).toEqual({ kind: 'auto', inventoryId: 'colombo' });
  });

  it('keeps a stored id that still exists', () => {
    expect(resolveInventory(['colombo', 'kandy'], 'kandy')).toEqual({ kind: 'keep', inventoryId: 'kandy' });
    expect(resolveInventory(['colombo'], 'colombo')).toEqual({ kind: 'keep', inventoryId: 'colombo' });
  });

  it('clears a stored id that no longer exists, so store selection appears', () => {
    expect(resolveInventory(['colombo', 'kandy'], 'gone')).toEqual({ kind: 'clear' });
  });

  it('asks the shopper to choose among several locations when none is chosen', () => {
    expect(resolveInventory(['colombo', 'kandy'], null)).toEqual({ kind: 'choose' });
    expect(resolveInventory(['colombo', 'kandy'], '')).toEqual({ kind: 'choose' });
  });

  it('has nothing to do without locations, and clears a leftover id', () => {
    expect(resolveInventory([], null)).toEqual({ kind: 'none' });
    expect(resolveInventory([], 'colombo')).toEqual({ kind: 'clear' });
  });
});
