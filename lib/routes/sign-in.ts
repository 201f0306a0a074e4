import { isLocale, routing } from '@/i18n/routing';
import { localizedPath, paths, sameSitePath } from './paths';

/**
 * spec §8 "HTTP 401 on any call: user sent to login": the sign-in page in the shopper's language, with
 * the page they were on as `callbackUrl` (a path of this site only). Null on the sign-in page itself.
 */
export function signInHref(location: { pathname: string; search: string }, options: { expired?: boolean } = {}): string | null {
  const [, first = ''] = location.pathname.split('/');
  const locale = isLocale(first) ? first : routing.defaultLocale;
  const login = localizedPath(locale, paths.login());
  if (location.pathname === login || location.pathname === `${login}/`) return null;
  return localizedPath(locale, paths.login(sameSitePath(`${location.pathname}${location.search}`) ?? '/', options));
}
