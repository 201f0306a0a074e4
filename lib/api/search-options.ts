/** spec §9 sort options and the named numeric ranges of a search; zod-free so links can be built in the browser. */
export const SORT_OPTIONS = ['PRICE_LOW_TO_HIGH', 'PRICE_HIGH_TO_LOW', 'OLDEST', 'NEWEST'] as const;

export const RANGE_NAMES = ['price'] as const;
