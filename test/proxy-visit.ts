import { NextRequest } from 'next/server';
import type { SiteSchema } from '@/lib/api/schemas';
import type { ShopVisit } from '@/lib/proxy/visit';

/** A request to the storefront as the proxy's steps see it. */
export function pageRequest(
  path: string,
  { cookies = {}, headers = {}, method }: { cookies?: Record<string, string>; headers?: Record<string, string>; method?: string } = {},
) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  return new NextRequest(`http://localhost:3000${path}`, { headers: cookie ? { ...headers, cookie } : headers, method });
}

/** The merchant settings the proxy reads, with two locations in a multi-store shop. */
export function shopSchema(general: Partial<SiteSchema['generalSettings']> = {}): SiteSchema {
  return {
    languages: [{ code: 'en' }, { code: 'si' }, { code: 'ta' }],
    currencies: ['LKR|Rs', 'USD|$'],
    currency: 'LKR|Rs',
    inventoryLocations: [{ id: 'loc-colombo' }, { id: 'loc-kandy' }],
    cookiesConfig: { isAllowCookie: false },
    messengerConfigurations: { isEnabled: false },
    utilityConfigurations: { errorReportingKey: null },
    generalSettings: { isStorePublic: true, isMultiStore: true, ...general },
  } as unknown as SiteSchema;
}

export function shopVisit(
  path: string,
  options: Parameters<typeof pageRequest>[1] & { locale?: ShopVisit['locale']; schema?: SiteSchema } = {},
): ShopVisit {
  const { locale = 'en', schema = shopSchema() } = options;
  return { request: pageRequest(locale === 'en' ? path : `/${locale}${path}`, options), locale, path: path.split('?')[0] ?? path, schema };
}
