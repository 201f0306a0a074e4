import type { SearchRequest } from '@/lib/api/schemas';
import { parseSearchParams, type SearchParseOptions } from '@/lib/search/params';

/** The filter form's price fields; folded into `r_price=min,max` (spec §2 r_{name}). */
export const PRICE_MIN_FIELD = 'r_price_min';
export const PRICE_MAX_FIELD = 'r_price_max';

/** True when a URL still carries the filter form's own price fields (submitted without JavaScript). */
export function hasPriceFields(params: URLSearchParams): boolean {
  return params.has(PRICE_MIN_FIELD) || params.has(PRICE_MAX_FIELD);
}

/**
 * The search a submitted filter form asks for: its tags, the price fields as one `r_price` range,
 * the kept query/sort, and paging back to the first page.
 */
export function searchFromFilterForm(form: URLSearchParams, options: SearchParseOptions = {}): SearchRequest {
  const params = new URLSearchParams(form);
  const min = params.get(PRICE_MIN_FIELD)?.trim() ?? '';
  const max = params.get(PRICE_MAX_FIELD)?.trim() ?? '';
  params.delete(PRICE_MIN_FIELD);
  params.delete(PRICE_MAX_FIELD);
  params.delete('after');
  if (min !== '' || max !== '') {
    const low = Number(min || '0');
    const high = max === '' ? null : Number(max);
    // A range typed the wrong way round is read as the shopper meant it.
    const range = high !== null && high < low ? [high, low] : high === null ? [low] : [low, high];
    params.set('r_price', range.join(','));
  } else if (form.has(PRICE_MIN_FIELD) || form.has(PRICE_MAX_FIELD)) {
    params.delete('r_price');
  }
  return parseSearchParams(params, options);
}
