import { isLocale, type Locale } from '@/i18n/routing';

/**
 * Language for a visit without a language prefix (spec §1): a remembered choice, else the browser's
 * Accept-Language preference among the configured languages, else the first configured language.
 */
export function negotiateLocale(configured: readonly Locale[], remembered: string | undefined, acceptLanguage: string | null): Locale {
  const fallback = configured[0] ?? 'en';
  if (remembered && isLocale(remembered) && configured.includes(remembered)) return remembered;
  if (remembered) return fallback;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((w) => w.lang && w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const w of wanted) {
    if (isLocale(w.lang) && configured.includes(w.lang)) return w.lang;
  }
  return fallback;
}
