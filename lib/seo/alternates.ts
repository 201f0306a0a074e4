import { routing, type Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/routes/paths';

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}

export interface LanguageAlternates {
  canonical: string;
  /** hreflang → absolute URL, with x-default pointing at the default language. */
  languages: Record<string, string>;
}

/**
 * Canonical URL of a page in the shopper's language and its hreflang alternates in every offered
 * language, x-default being en.
 */
export function languageAlternates(
  siteUrl: string,
  path: string,
  locale: Locale,
  locales: readonly Locale[] = routing.locales,
): LanguageAlternates {
  const offered = locales.length > 0 ? locales : routing.locales;
  const languages: Record<string, string> = {};
  for (const l of offered) languages[l] = absoluteUrl(siteUrl, localizedPath(l, path));
  languages['x-default'] = absoluteUrl(siteUrl, localizedPath(routing.defaultLocale, path));
  return { canonical: absoluteUrl(siteUrl, localizedPath(locale, path)), languages };
}

/** The site's languages the storefront has messages for, in the merchant's order. */
export function offeredLocales(languages: readonly { code: string }[]): Locale[] {
  const known = routing.locales as readonly string[];
  return languages.map((l) => l.code).filter((c): c is Locale => known.includes(c));
}
