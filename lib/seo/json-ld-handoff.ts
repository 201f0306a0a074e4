/**
 * JSON-LD blocks for a page's HTML only, handed from the server components' render to the HTML render of the
 * same request in the same process (both read this one map on `globalThis`; each layer has its own
 * copy of the modules). What a server component renders travels twice, as HTML and again in the RSC
 * payload the browser hydrates from; markup the browser never needs after the first load (JSON-LD for
 * crawlers) is parked here under an id, and only the id goes into the RSC payload
 * (components/product/structured-data.tsx).
 *
 * A render that makes no HTML (a client navigation, a prefetch) leaves its entry unread: the map keeps
 * the newest JSON_LD_HANDOFF_LIMIT entries, enough for the renders one process has under way at once.
 */
export const JSON_LD_HANDOFF_LIMIT = 500;

const KEY = Symbol.for('storefront.jsonLdHandoff');

function entries(): Map<string, readonly string[]> {
  const holder = globalThis as typeof globalThis & { [KEY]?: Map<string, readonly string[]> };
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** Parks serialized JSON-LD blocks for the HTML render of this request, under a new id. */
export function parkJsonLd(id: string, blocks: readonly string[]): void {
  const map = entries();
  map.set(id, blocks);
  while (map.size > JSON_LD_HANDOFF_LIMIT) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

/** The blocks parked under an id, once: the entry goes with them. */
export function takeJsonLd(id: string): readonly string[] | undefined {
  const map = entries();
  const blocks = map.get(id);
  map.delete(id);
  return blocks;
}
