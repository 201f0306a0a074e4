import { z } from 'zod';

/** spec §4: what a guest chose before signing in waits this long in session storage, then is forgotten. */
export const PENDING_ITEM_MS = 30_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const savedAt = z.object({ savedAt: z.number().int().nonnegative() });

/**
 * One item a guest chose (a cart line, a wish-list heart) kept in session storage under `key` across the
 * sign-in round trip: the latest choice wins, and it is given back once, while younger than 30000 ms.
 */
export function pendingAfterSignIn<T extends object>(key: string, item: z.ZodType<T>) {
  return {
    keep(store: Store, value: T, now = Date.now()): void {
      store.setItem(key, JSON.stringify({ ...value, savedAt: now }));
    },
    /** Takes the entry out of storage either way; an old, future-dated or unreadable one answers null. */
    take(store: Store, now = Date.now()): T | null {
      const raw = store.getItem(key);
      if (raw === null) return null;
      store.removeItem(key);
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return null;
      }
      const when = savedAt.safeParse(json);
      const parsed = item.safeParse(json);
      if (!when.success || !parsed.success) return null;
      const age = now - when.data.savedAt;
      return age >= 0 && age < PENDING_ITEM_MS ? parsed.data : null;
    },
  };
}
