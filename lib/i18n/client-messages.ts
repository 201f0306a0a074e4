/**
 * Messages that client components of the shell (header, footer, store selection, toasts, error and
 * not-found screens) read. Only these reach the browser from the root layout: a dotted name sends one
 * message or one part of a namespace, for namespaces the shell reads a few keys of. A page adds what only
 * its own client components read with PAGE_CLIENT_NAMESPACES; the private pages' layout sends
 * PRIVATE_CLIENT_NAMESPACES. lib/i18n/client-messages.test.ts checks every key a client component reads
 * is sent.
 */
export const SHELL_CLIENT_NAMESPACES = [
  'common.apply',
  'common.close',
  'common.closeNotification',
  'common.continueShopping',
  'common.loading',
  'common.notifications',
  'common.viewAll',
  'consent',
  'errors.cookies',
  'errors.cookiesBlocked',
  'errors.cookiesHelp',
  'errors.generic',
  'errors.notFoundDescription',
  'errors.notFoundTitle',
  'errors.remoteError',
  'errors.tryAgain',
  'header',
  'product.addedAnnouncement',
  'product.continueShopping',
  'product.goBack',
  'product.notAvailable',
  'product.notFound',
  // The header's cart dropdown says whether its subtotal includes tax.
  'product.taxAddedAtCheckout',
  'product.taxIncluded',
  'search.quickSearch',
  'storeLocation',
  // Not the affiliate pages' toasts: they are sent with PRIVATE_CLIENT_NAMESPACES.
  'toast.addedToCart',
  'toast.addToCartFailed',
  'toast.viewCart',
  'toast.checkout',
  'toast.chooseVariant',
  'toast.outOfStock',
  'toast.wishListAdded',
  'toast.wishListAddFailed',
  'toast.wishListRemoved',
  'toast.wishListRemoveFailed',
  'toast.wishListFull',
  'toast.emailVerified',
  'toast.signInMerge',
  'toast.signInMergeLine',
] as const;

/** What the product cards, quick view and purchase panel read: the catalogue pages (home, search, product). */
const CATALOGUE = ['product', 'quickView'] as const;

/**
 * What the client components of one page read beyond the shell's (home's banner, the search page's
 * filters, the catalogue's cards). Whole namespaces only: a page's provider joins them over the shell's,
 * replacing the shell's part of a namespace.
 */
export const PAGE_CLIENT_NAMESPACES = {
  home: ['home', ...CATALOGUE],
  search: ['search', ...CATALOGUE],
  product: [...CATALOGUE],
} as const satisfies Record<string, readonly string[]>;

/** What the client components of the private pages (cart, checkout, orders, account, wish list) read. */
export const PRIVATE_CLIENT_NAMESPACES = [
  'common',
  'consent',
  'errors',
  'header',
  'product',
  'quickView',
  'search.quickSearch',
  'storeLocation',
  'toast',
  'account',
  'affiliate',
  'cart',
  'checkout',
  'order',
  'promo',
  'validation',
  'wishlist',
] as const;

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
