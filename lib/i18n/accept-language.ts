import Negotiator from 'negotiator';

/**
 * The language an Accept-Language header prefers among `offered` (primary subtags such as `si`):
 * most wanted first by q-value, then by order; `q=0` refuses one. Shared with the reference API, so it
 * imports nothing of the storefront.
 */
export function preferredLanguage<L extends string>(
  acceptLanguage: string | string[] | null | undefined,
  offered: readonly L[],
): L | undefined {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  for (const tag of new Negotiator({ headers: { 'accept-language': header } }).languages()) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    const found = offered.find((language) => language === primary);
    if (found) return found;
  }
  return undefined;
}
