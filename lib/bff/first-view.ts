import { bff, type ShopperSession } from './client';

/**
 * What a page's first view shows of the shopper's own state, read through the BFF client without React
 * Query, so the query library need not come with the first load: each value is asked once per page and
 * kept; everyone asking meanwhile shares the same answer. React Query's hooks use it as their query
 * function, so what it read is never fetched twice.
 */
export interface FirstViewReader {
  /** Who the header greets (never changes without a new page: signing in and out navigate). */
  session(): Promise<ShopperSession>;
  /** The session read so far; undefined until it has come. */
  currentSession(): ShopperSession | undefined;
  /** Called whenever a value it keeps arrives. */
  subscribe(listener: () => void): () => void;
}

/** `retryAfterMs`: a failed read is tried once more after that long (null: not at all, as in tests). */
export function createFirstViewReader({ retryAfterMs = 1000 }: { retryAfterMs?: number | null } = {}): FirstViewReader {
  const listeners = new Set<() => void>();
  let session: ShopperSession | undefined;
  let reading: Promise<ShopperSession> | null = null;

  const once = () =>
    bff.session().then((answer) => {
      session = answer;
      for (const listener of listeners) listener();
      return answer;
    });
  const retried = (): Promise<ShopperSession> =>
    retryAfterMs === null ? once() : once().catch(() => new Promise((resolve) => setTimeout(resolve, retryAfterMs)).then(once));

  return {
    session() {
      // A read that failed (twice) is asked again by the next one who needs it.
      reading ??= retried().catch((e: unknown) => {
        reading = null;
        throw e;
      });
      return reading;
    },
    currentSession: () => session,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
