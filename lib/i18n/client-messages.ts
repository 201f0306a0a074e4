/**
 * Message namespaces that client components of the shell and the catalogue pages read. Only these
 * reach the browser from the root layout; the private pages' layout sends PRIVATE_CLIENT_NAMESPACES.
 */
export const SHELL_CLIENT_NAMESPACES = ['common', 'errors', 'header', 'home', 'product', 'quickView', 'search', 'storeLocation', 'toast', 'consent'] as const;

/** What the client components of the private pages (cart, checkout, orders; account next) read. */
export const PRIVATE_CLIENT_NAMESPACES = [...SHELL_CLIENT_NAMESPACES, 'account', 'affiliate', 'cart', 'checkout', 'order', 'promo', 'validation', 'wishlist'] as const;

/** The named top-level namespaces of a message tree; absent ones are left out. */
export function pickNamespaces<M extends Record<string, unknown>>(messages: M, namespaces: readonly string[]): Partial<M> {
  const picked: Partial<M> = {};
  for (const name of namespaces) {
    if (Object.hasOwn(messages, name)) picked[name as keyof M] = messages[name as keyof M];
  }
  return picked;
}
