import { PENDING_ITEM_KEY, PENDING_ITEM_MS, savePendingItem, takePendingItem } from './pending-item';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const item = { productId: 'p-0002', varianceKey: '', quantity: 2 };

describe("a guest's item waiting for sign-in (spec §4)", () => {
  it('is added after sign-in when less than 30000 ms old, and only once', () => {
    const storage = memoryStorage();
    savePendingItem(storage, item, 1_000);
    expect(takePendingItem(storage, 1_000 + PENDING_ITEM_MS - 1)).toEqual(item);
    expect(takePendingItem(storage, 1_000 + PENDING_ITEM_MS - 1)).toBeNull();
  });

  it('is dropped once 30000 ms have passed', () => {
    const storage = memoryStorage();
    savePendingItem(storage, item, 1_000);
    expect(takePendingItem(storage, 1_000 + PENDING_ITEM_MS)).toBeNull();
    expect(storage.values.has(PENDING_ITEM_KEY)).toBe(false);
  });

  it('keeps only the latest choice', () => {
    const storage = memoryStorage();
    savePendingItem(storage, item, 1_000);
    savePendingItem(storage, { ...item, productId: 'p-0003' }, 2_000);
    expect(takePendingItem(storage, 3_000)?.productId).toBe('p-0003');
  });

  it('drops an entry that is not one it wrote (edited, future-dated or not JSON)', () => {
    const storage = memoryStorage();
    for (const raw of [
      '{',
      JSON.stringify({ ...item, quantity: 0, savedAt: 1 }),
      JSON.stringify({ ...item, productId: '../x', savedAt: 1 }),
      JSON.stringify({ ...item, savedAt: 9_000 }),
    ]) {
      storage.setItem(PENDING_ITEM_KEY, raw);
      expect(takePendingItem(storage, 5_000)).toBeNull();
      expect(storage.values.has(PENDING_ITEM_KEY)).toBe(false);
    }
  });
});
