/** Names both sides of the customer API agree on (spec §7: bearer token and inventory location header). */
export const INVENTORY_HEADER = 'x-inventory-location';
/** Identifies a guest's cart; the storefront keeps the value in an httpOnly cookie. */
export const GUEST_HEADER = 'x-guest-session';
