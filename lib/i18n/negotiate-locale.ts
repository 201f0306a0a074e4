import { isLocale, type Locale } from '@/i18n/routing';
import { preferredLanguage } from './accept-language';

/**
 * Language for a visit without a language prefix (spec §1): a remembered choice, else the browser's
 * Accept-Language preference among the configured languages, else the first configured language.
 */
export function negotiateLocale(configured: readonly Locale[], remembered: string | undefined, acceptLanguage: string | null): Locale {
  const fallback = configured[0] ?? 'en';
  if (remembered && isLocale(remembered) && configured.includes(remembered)) return remembered;
  if (remembered) return fallback;
  return preferredLanguage(acceptLanguage, configured) ?? fallback;
}
