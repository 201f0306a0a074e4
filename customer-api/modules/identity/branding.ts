import type { SiteSchema } from '../../../lib/api/schemas';
import type { Branding } from './views';

const IMAGE_REF = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,200}$/;

/** The shop's name, logo (served by this API's media route) and primary colour, for the sign-in pages. */
export function brandingFromSite(site: SiteSchema | undefined, tenant: string): Branding {
  if (!site) return { shopName: 'Shop', logoUrl: null, brandColour: null };
  let primary: unknown = null;
  try {
    primary = (JSON.parse(site.styles) as Record<string, unknown> | null)?.primary ?? null;
  } catch {
    primary = null;
  }
  const logo = site.brandLogo && IMAGE_REF.test(site.brandLogo) && !site.brandLogo.includes('..') ? site.brandLogo : null;
  return {
    shopName: site.merchantName,
    logoUrl: logo ? `/${tenant}/media/${logo}?w=256` : null,
    brandColour: typeof primary === 'string' ? primary : null,
  };
}
