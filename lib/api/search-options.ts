/** spec §9 sort options and the named numeric ranges of a search; zod-free so links can be built in the browser. */
export const SORT_OPTIONS = ['PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW', 'OLDEST', 'NEWEST'] as const;

/**
 * spec §2 r_{name}: a numeric range of any named field, `r_price=1000,5000`. A name is a letter, then
 * letters and digits (no '_', so a form's own `r_price_min` is never read as a range); at most 5 a search.
 */
export const RANGE_NAME = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
export const MAX_RANGES = 5;
