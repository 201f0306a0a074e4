import { keepPendingItem, PENDING_ITEM_MS, takePendingItem } from './pending-item';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
    size: () => values.size,
  };
}

const ITEM = { baseId: 'p-0016', varianceKey: 'color:red|size:l' };

describe('a guest’s pending wish list item', () => {
  it('is given back once within 30000 ms, then gone', () => {
    const store = memoryStore();
    keepPendingItem(store, ITEM, 1_000);
    expect(takePendingItem(store, 1_000 + PENDING_ITEM_MS - 1)).toEqual(ITEM);
    expect(takePendingItem(store, 1_000 + PENDING_ITEM_MS - 1)).toBeNull();
  });

  it('is forgotten after 30000 ms and cleared from storage', () => {
    const store = memoryStore();
    keepPendingItem(store, ITEM, 1_000);
    expect(takePendingItem(store, 1_000 + PENDING_ITEM_MS)).toBeNull();
    expect(store.size()).toBe(0);
  });

  it('ignores a malformed or future-dated entry', () => {
    const store = memoryStore();
    for (const raw of ['{', '"x"', JSON.stringify({ baseId: '', varianceKey: '', at: 1 }), JSON.stringify({ baseId: 'p-1', at: 1 })]) {
      store.setItem('pendingWishListItem', raw);
      expect(takePendingItem(store, 2)).toBeNull();
    }
    keepPendingItem(store, ITEM, 5_000);
    expect(takePendingItem(store, 4_000)).toBeNull();
  });
});
