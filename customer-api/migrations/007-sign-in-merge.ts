import type { Migration } from '../core/migrate';

/**
 * The lines a sign-in merge reduced to the stock (modules/cart `adoptGuestCart`): kept on the cart
 * as JSON until the shopper changes those lines, so the storefront can say which ones and why.
 */
const signInMerge: Migration = {
  version: 7,
  name: 'sign-in-merge',
  up: (db) => db.exec(`ALTER TABLE carts ADD COLUMN sign_in_notice TEXT;`),
};

export default signInMerge;
