import { getRequestConfig } from 'next-intl/server';
import { getMerchantMessages, getSiteSchema } from '@/lib/api/catalogue';
import { timeZoneForCountry } from '@/lib/format/time-zone';
import { compiledFor, compileMessages } from '@/lib/platform/compile-messages';
import { mergeMessages, type Messages } from '@/lib/i18n/merge-messages';
import type { AbstractIntlMessages } from 'next-intl';
import en from '@/messages/en.json';
import { isLocale, routing, type Locale } from './routing';

const own: Record<Locale, () => Promise<Messages>> = {
  en: async () => ({}),
  si: async () => (await import('@/messages/si.json')).default,
  ta: async () => (await import('@/messages/ta.json')).default,
};

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale: Locale = isLocale(requested) ? requested : routing.defaultLocale;
  const translated = await own[locale]();

  // Merchant overrides are optional: the shop still renders with the built-in texts without them.
  const [overrides, schema] = await Promise.all([getMerchantMessages(locale).catch(() => ({})), getSiteSchema().catch(() => null)]);
  return {
    locale,
    // ta is partial: en underneath, the language on top, the merchant's overrides over both; compiled
    // here, so the browser needs no ICU parser (next.config.ts). Compiled texts are what next-intl
    // formats in this build; its types know only plain strings.
    messages: compiledFor(`${locale}:${JSON.stringify(overrides)}`, () => {
      const builtIn = mergeMessages(en, translated);
      return compileMessages(mergeMessages(builtIn, overrides), builtIn);
    }) as unknown as AbstractIntlMessages,
    timeZone: timeZoneForCountry(schema?.country ?? ''),
  };
});
