import type { SiteSchema } from '@/lib/api/schemas';
import { parseDsn } from '@/lib/errors/dsn';
import { localize } from '@/lib/i18n/localize';
import { mediaSrc } from '@/lib/images/media';
import type { ShellLink } from '@/lib/layout/shell-types';
import { safeLink } from '@/lib/links/safe-link';
import { enabledVendors, type Vendor } from './vendors';

/** The merchant's Messenger chat plugin settings (spec §3 messengerConfigurations). */
export interface MessengerSettings {
  pageId: string;
  /** Facebook locale of the plugin, e.g. en_US. */
  language: string;
  themeColor: string;
  welcomeMessage: string;
}

export interface PopupSettings {
  title: string;
  image: string | null;
  link: ShellLink | null;
  onlyFirstTime: boolean;
}

/** What the browser needs of the merchant's consent, trackers, widgets and reporting (all public). */
export interface ShopExtrasConfig {
  /** spec §6: the shop asks for cookie consent (cookiesConfig.isAllowCookie) and has something to ask for. */
  consentAsked: boolean;
  vendors: Vendor[];
  messenger: MessengerSettings | null;
  popup: PopupSettings | null;
  errorDsn: string | null;
  webVitalsUrl: string | null;
}

/** The browser's part of the site schema and the storefront's settings, for the shop layout. */
export function shopExtrasConfig(
  schema: Pick<
    SiteSchema,
    'cookiesConfig' | 'analyticsConfigurations' | 'messengerConfigurations' | 'popUpConfig' | 'utilityConfigurations'
  >,
  locale: string,
  webVitalsUrl: string | undefined,
): ShopExtrasConfig {
  const allowCookies = schema.cookiesConfig.isAllowCookie;
  const vendors = allowCookies ? enabledVendors(schema.analyticsConfigurations) : [];
  const m = schema.messengerConfigurations;
  // Shown wherever the merchant enables it; where the shop asks for cookie consent, only after a yes (ShopExtras).
  const messenger =
    m.isEnabled && /^\d{5,20}$/.test(m.pageId)
      ? {
          pageId: m.pageId,
          language: /^[a-z]{2}_[A-Z]{2}$/.test(m.language) ? m.language : 'en_US',
          themeColor: /^#[0-9a-fA-F]{3,8}$/.test(m.themeColor) ? m.themeColor : '',
          welcomeMessage: m.welcomeMessage,
        }
      : null;
  const p = schema.popUpConfig;
  const title = localize(p.title, locale);
  const image = p.imageReference ? mediaSrc(p.imageReference) : null;
  const popup = p.isEnabled && (title || image) ? { title, image, link: safeLink(p.link), onlyFirstTime: p.isOnlyShownFirstTime } : null;
  return {
    consentAsked: allowCookies && (vendors.length > 0 || messenger !== null),
    vendors,
    messenger,
    popup,
    errorDsn: parseDsn(schema.utilityConfigurations.errorReportingKey)?.raw ?? null,
    webVitalsUrl: webVitalsUrl ?? null,
  };
}
