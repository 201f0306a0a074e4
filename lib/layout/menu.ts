// spec §9 menu columns: 1 for up to 7 items, 2 up to 20, 3 up to 30, else 4
export function menuColumns(itemCount: number): 1 | 2 | 3 | 4 {
  if (itemCount <= 7) return 1;
  if (itemCount <= 20) return 2;
  if (itemCount <= 30) return 3;
  return 4;
}

/** spec §9 More menu: 1, 2 or 3 columns — the main menu's thresholds (7, 20), capped at 3 columns. */
export function moreMenuColumns(itemCount: number): 1 | 2 | 3 {
  return Math.min(menuColumns(itemCount), 3) as 1 | 2 | 3;
}

// spec §9 dropdown related products: 4, or 3 when the menu has over 20 items, 2 when over 30
export function dropdownRelatedCount(itemCount: number): 2 | 3 | 4 {
  if (itemCount > 30) return 2;
  if (itemCount > 20) return 3;
  return 4;
}

/** Splits items into `columns` top-to-bottom columns of near-equal length (earlier columns longer). */
export function splitIntoColumns<T>(items: readonly T[], columns: number): T[][] {
  const count = Math.max(1, Math.floor(columns));
  const perColumn = Math.ceil(items.length / count);
  if (perColumn === 0) return [];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += perColumn) out.push(items.slice(i, i + perColumn));
  return out;
}

// spec §2/§9 header name: first word only, at most 15 characters then an ellipsis
export const USER_NAME_MAX_LENGTH = 15;

function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter === 'function') {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

/**
 * The name shown in the header. `fallback` is the shopper's-language 'User' (header.user); a Sinhala
 * or Tamil name is cut between whole characters, never inside one.
 */
export function userDisplayName(name: string | null | undefined, fallback = 'User'): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  if (!first) return fallback;
  const chars = graphemes(first);
  return chars.length > USER_NAME_MAX_LENGTH ? `${chars.slice(0, USER_NAME_MAX_LENGTH).join('')}…` : first;
}
