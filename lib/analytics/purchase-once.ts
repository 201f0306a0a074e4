const KEY = 'tracked-orders';
const KEEP = 50;

function read(store: Pick<Storage, 'getItem'>): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Purchase is reported once per order: answers true the first time an order id is seen on this browser
 * and remembers it (the last 50), so a reload or a revisit of the confirmation page sends nothing.
 */
export function firstTimeFor(orderId: string, store: Pick<Storage, 'getItem' | 'setItem'> | undefined): boolean {
  if (!store) return true;
  const seen = read(store);
  if (seen.includes(orderId)) return false;
  try {
    store.setItem(KEY, JSON.stringify([...seen, orderId].slice(-KEEP)));
  } catch {
    // A full or blocked storage: report it, it may repeat on a reload.
  }
  return true;
}
