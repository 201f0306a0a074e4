/**
 * Message namespaces that client components of the shell (header, footer, store selection, toasts) and
 * of every catalogue page (product cards, quick view) read. Only these reach the browser from the root
 * layout: a dotted name sends one part of a namespace (the header's quick search). A page adds what only
 * its own client components read with PAGE_CLIENT_NAMESPACES; the private pages' layout sends
 * PRIVATE_CLIENT_NAMESPACES.
 */
export const SHELL_CLIENT_NAMESPACES = ['common', 'errors', 'header', 'product', 'quickView', 'search.quickSearch', 'storeLocation', 'toast', 'consent'] as const;

/** What the client components of one page read beyond the shell's (home's banner, the search page's filters). */
export const PAGE_CLIENT_NAMESPACES = {
  home: ['home'],
  search: ['search'],
} as const satisfies Record<string, readonly string[]>;

/** What the client components of the private pages (cart, checkout, orders; account next) read. */
export const PRIVATE_CLIENT_NAMESPACES = [...SHELL_CLIENT_NAMESPACES, 'account', 'affiliate', 'cart', 'checkout', 'order', 'promo', 'validation', 'wishlist'] as const;

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The named namespaces of a message tree (`a` or a part of one, `a.b`); absent ones are left out. */
export function pickNamespaces<M extends Tree>(messages: M, namespaces: readonly string[]): Partial<M> {
  const picked: Tree = {};
  for (const name of namespaces) {
    const path = name.split('.');
    let value: unknown = messages;
    for (const key of path) value = isTree(value) && Object.hasOwn(value, key) ? value[key] : undefined;
    if (value === undefined) continue;
    let into = picked;
    for (const key of path.slice(0, -1)) {
      const next = into[key];
      into = isTree(next) ? next : (into[key] = {});
    }
    into[path[path.length - 1] ?? name] = value;
  }
  return picked as Partial<M>;
}
