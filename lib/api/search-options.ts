/** spec §9 sort options and the named numeric ranges of a search; zod-free so links can be built in the browser. */
export const SORT_OPTIONS = ['PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW', 'OLDEST', 'NEWEST'] as const;

/**
 * spec §2 r_{name}: a numeric range of any named field, `r_price=1000,5000`. A name is a letter, then
 * letters and digits (no '_', so a form's own `r_price_min` is never read as a range); at most 5 a search.
 */
export const RANGE_NAME = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
export const MAX_RANGES = 5;

/** A search tag: `cat/…` or `brand/…`, at most 120 characters. */
export const SEARCH_TAG = /^(cat|brand)\/[A-Za-z0-9_.-]+$/;
export const MAX_TAG_LENGTH = 120;

export function isSearchTag(tag: string): boolean {
  return tag.length >= 1 && tag.length <= MAX_TAG_LENGTH && SEARCH_TAG.test(tag);
}

/** A numeric range: [min] or [min, max], finite, not negative, the end not below the start. */
export function isNumericRange(range: readonly number[]): boolean {
  if (range.length < 1 || range.length > 2) return false;
  if (!range.every((n) => Number.isFinite(n) && n >= 0)) return false;
  return range.length === 1 || (range[1] ?? 0) >= (range[0] ?? 0);
}
