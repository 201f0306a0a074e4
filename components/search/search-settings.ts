import type { SearchRequest } from '@/lib/api/schemas';
import { searchFromFilterForm } from '@/lib/search/filter-form';

// Fixed, so every Apply can read the sort the shopper chose, applied or not.
export const SORT_ID = 'search-sort';

/** Marks the filter forms (one for phones, one for wide screens). */
export const FILTER_FORM_ATTRIBUTE = 'data-search-filters';

/** The filter form the shopper sees: the wide screen's sidebar, else the phone's (open or folded). */
function filterFormInView(): HTMLFormElement | null {
  const forms = [...document.querySelectorAll<HTMLFormElement>(`form[${FILTER_FORM_ATTRIBUTE}]`)];
  // checkVisibility is missing where there is no layout (jsdom): no form counts as shown there.
  const shown = (form: HTMLFormElement) => typeof form.checkVisibility === 'function' && form.checkVisibility();
  return forms.find(shown) ?? forms[0] ?? null;
}

/**
 * The search the shopper has set up on the page and not applied yet: the ticks and price of the filter
 * form in view and the sort select, so one Apply takes every choice together.
 */
export function searchSetOnPage(pageSize: number, fallback: HTMLFormElement): SearchRequest {
  const form = filterFormInView() ?? fallback;
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  const sort = document.getElementById(SORT_ID);
  if (sort instanceof HTMLSelectElement) {
    params.delete('sortBy');
    if (sort.value) params.set('sortBy', sort.value);
  }
  return searchFromFilterForm(params, { pageSize });
}
