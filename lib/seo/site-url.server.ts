import 'server-only';
import { getSiteSchema } from '@/lib/api/catalogue';
import { config } from '@/lib/config';
import { resolveSiteUrl } from './site-url';

/** The shop's public address (lib/seo/site-url.ts) for the page being rendered; the schema read is cached. */
export async function getSiteUrl(): Promise<string> {
  const deployed = config().SITE_URL;
  if (deployed) return resolveSiteUrl(deployed, null);
  const schema = await getSiteSchema();
  return resolveSiteUrl(undefined, schema.siteUrl);
}
