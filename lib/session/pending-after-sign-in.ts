import { ID_RULE } from '@/lib/api/id-rule';

/** spec §4: what a guest chose before signing in waits this long in session storage, then is forgotten. */
export const PENDING_ITEM_MS = 30_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The item's own fields read back from storage, or null when they are not ones `keep` could have written. */
export type PendingCheck<T> = (stored: Record<string, unknown>) => T | null;

/** An id as the customer API writes them (`idParam`'s rule, checked without zod: this runs on every page). */
export function storedId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const id = value.trim();
  return id.length >= 1 && id.length <= ID_RULE.maxLength && ID_RULE.pattern.test(id) ? id : null;
}

/** A string of at most `max` characters, or null. */
export function storedText(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length <= max ? value : null;
}

/**
 * One item a guest chose (a cart line, a wish-list heart) kept in session storage under `key` across the
 * sign-in round trip: the latest choice wins, and it is given back once, while younger than 30000 ms.
 */
export function pendingAfterSignIn<T extends object>(key: string, check: PendingCheck<T>) {
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
      if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
      const stored = json as Record<string, unknown>;
      const savedAt = stored.savedAt;
      if (typeof savedAt !== 'number' || !Number.isInteger(savedAt) || savedAt < 0) return null;
      const item = check(stored);
      const age = now - savedAt;
      return item && age >= 0 && age < PENDING_ITEM_MS ? item : null;
    },
  };
}
