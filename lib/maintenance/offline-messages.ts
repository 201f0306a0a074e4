import type { Locale } from '@/i18n/routing';
import { mergeMessages, type Messages } from '@/lib/i18n/merge-messages';
import en from '@/messages/en.json';
import si from '@/messages/si.json';
import ta from '@/messages/ta.json';

const own: Record<Locale, Messages> = { en: {}, si, ta };

/** The built-in texts the maintenance screen needs, without merchant overrides (the API is away). */
export function offlineMessages(locale: Locale): Messages {
  const all = mergeMessages(en, own[locale]);
  const pick = (ns: string): Messages => {
    const v = all[ns];
    return typeof v === 'object' ? v : {};
  };
  return { maintenance: pick('maintenance'), common: pick('common'), seo: pick('seo') };
}
