import type { Locale } from '@/i18n/routing';
import type { AbstractIntlMessages } from 'next-intl';
import { compileMessages } from '@/lib/platform/compile-messages';
import { mergeMessages, type Messages } from '@/lib/i18n/merge-messages';
import en from '@/messages/en.json';
import si from '@/messages/si.json';
import ta from '@/messages/ta.json';

const own: Record<Locale, Messages> = { en: {}, si, ta };

/**
 * The built-in texts the maintenance screen needs, without merchant overrides (the API is away),
 * compiled like every page's (lib/platform/compile-messages.ts).
 */
export function offlineMessages(locale: Locale): AbstractIntlMessages {
  const all = mergeMessages(en, own[locale]);
  const pick = (ns: string): Messages => {
    const v = all[ns];
    return typeof v === 'object' ? v : {};
  };
  // Compiled texts are what next-intl formats here (next.config.ts); its types know only plain strings.
  return compileMessages({ maintenance: pick('maintenance'), common: pick('common'), seo: pick('seo') }) as unknown as AbstractIntlMessages;
}
