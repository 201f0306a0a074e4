import type { LocalizedText } from '@/lib/api/schemas';

/** The text of a localized map in `locale`, else English, else any language given, else ''. */
export function localize(text: LocalizedText | null | undefined, locale: string): string {
  if (!text) return '';
  const own = text[locale]?.trim();
  if (own) return own;
  const en = text.en?.trim();
  if (en) return en;
  return (
    Object.values(text)
      .find((v) => v.trim() !== '')
      ?.trim() ?? ''
  );
}

/**
 * A localized map cut down to the one text `localize` picks for `locale`, kept under that locale: what a
 * client component needs, without the other languages in the page's payload.
 */
export function onlyLocale(text: LocalizedText, locale: string): LocalizedText;
export function onlyLocale(text: LocalizedText | null, locale: string): LocalizedText | null;
export function onlyLocale(text: LocalizedText | null, locale: string): LocalizedText | null {
  if (!text) return text;
  const picked = localize(text, locale);
  return picked ? { [locale]: picked } : {};
}
