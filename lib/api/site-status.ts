import 'server-only';
import { config } from '@/lib/config';
import { getSiteSchemaFresh } from './catalogue';
import { isApiError } from './errors';
import type { SiteSchema } from './schemas';

export type SiteStatus = { online: true; schema: SiteSchema } | { online: false };

let lastHealthy: { at: number; schema: SiteSchema } | undefined;
let inFlight: Promise<SiteStatus> | undefined;

/**
 * Whether the shop is online, for every request the proxy sees. A healthy answer is trusted for
 * STATUS_CHECK_SECONDS; an offline one never is, so the shop comes back as soon as the API does.
 */
export async function siteStatus(now = Date.now()): Promise<SiteStatus> {
  const ttl = config().STATUS_CHECK_SECONDS * 1000;
  if (lastHealthy && now - lastHealthy.at < ttl) return { online: true, schema: lastHealthy.schema };
  inFlight ??= getSiteSchemaFresh()
    .then((schema): SiteStatus => {
      lastHealthy = { at: Date.now(), schema };
      return { online: true, schema };
    })
    .catch((e: unknown): SiteStatus => {
      lastHealthy = undefined;
      // E2003 is maintenance (spec §8); an unreachable API is shown the same way, with the same retries.
      if (isApiError(e, 'maintenance') || isApiError(e, 'unavailable')) return { online: false };
      throw e;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}
