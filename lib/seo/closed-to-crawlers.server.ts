import 'server-only';
import { siteStatus } from '@/lib/api/site-status';

/**
 * spec §6 `isStorePublic: false`: a visitor who is not signed in is sent to sign in, so a crawler is
 * shown nothing either, and no list of the shop's pages (docs/catalogue-seo.md). While the shop is
 * offline the mode is not known: the shop's usual answer stands.
 */
export async function closedToCrawlers(): Promise<boolean> {
  const status = await siteStatus();
  return status.online && !status.schema.generalSettings.isStorePublic;
}
