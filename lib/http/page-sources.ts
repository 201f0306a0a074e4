import type { SiteSchema } from '@/lib/api/schemas';
import { VENDOR_ORIGINS, enabledVendors } from '@/lib/analytics/vendors';
import { parseDsn } from '@/lib/errors/dsn';

/** Origins beyond this site that a page may use, per CSP directive. */
export interface PageSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

/** What the Messenger chat plugin loads: its SDK, the chat frame and its calls. */
const MESSENGER = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com'],
  frame: ['https://www.facebook.com', 'https://web.facebook.com'],
};

const unique = (values: string[]) => [...new Set(values)].sort();

/**
 * Exactly the outside origins the merchant's settings need: each enabled tracker (only when the shop asks
 * for cookie consent at all: without it they never load), the chat widget when enabled, the
 * error-reporting collector and the web-vitals endpoint.
 */
export function pageSources(
  schema: Pick<SiteSchema, 'analyticsConfigurations' | 'messengerConfigurations' | 'utilityConfigurations' | 'cookiesConfig'>,
  webVitalsUrl?: string,
): PageSources {
  const sources: PageSources = { script: [], connect: [], img: [], frame: [] };
  if (schema.cookiesConfig.isAllowCookie) {
    for (const vendor of enabledVendors(schema.analyticsConfigurations)) {
      const o = VENDOR_ORIGINS[vendor.kind];
      sources.script.push(...o.script);
      sources.connect.push(...o.connect);
      sources.img.push(...o.img);
      sources.frame.push(...o.frame);
    }
    // The trackers run in a web worker started from a hidden frame of this origin (Partytown).
    if (enabledVendors(schema.analyticsConfigurations).length > 0) sources.frame.push("'self'");
  }
  if (schema.messengerConfigurations.isEnabled) {
    sources.script.push(...MESSENGER.script);
    sources.connect.push(...MESSENGER.connect);
    sources.frame.push(...MESSENGER.frame);
  }
  const dsn = parseDsn(schema.utilityConfigurations.errorReportingKey);
  if (dsn) sources.connect.push(dsn.origin);
  if (webVitalsUrl && /^https?:\/\//.test(webVitalsUrl)) sources.connect.push(new URL(webVitalsUrl).origin);
  return { script: unique(sources.script), connect: unique(sources.connect), img: unique(sources.img), frame: unique(sources.frame) };
}
