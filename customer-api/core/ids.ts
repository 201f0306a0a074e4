import { randomBytes } from 'node:crypto';

/** An unguessable record id such as `cart_3f…`: ids of carts, payments and orders reach the browser. */
export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;
