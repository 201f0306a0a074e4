import type { LocalizedText } from '@/lib/api/schemas';

/** The text of a localized map in `locale`, else English, else any language given, else ''. */
export function localize(text: LocalizedText | null | undefined, locale: string): string {
  if (!text) return '';
  const own = text[locale]?.trim();
  if (own) return own;
  const en = text.en?.trim();
  if (en) return en;
  return Object.values(text).find((v) => v.trim() !== '')?.trim() ?? '';
}
