import 'server-only';
import { config } from '@/lib/config';
import { getSiteSchemaFresh } from './catalogue';
import { isApiError } from './errors';
import type { SiteSchema } from './schemas';

export type SiteStatus = { online: true; schema: SiteSchema } | { online: false };

let lastHealthy: { at: number; schema: SiteSchema } | undefined;
/** The last schema read, kept through an outage of the API. */
let lastKnown: SiteSchema | undefined;
let inFlight: Promise<SiteStatus> | undefined;

/**
 * Whether the shop is online, for every request the proxy sees. A healthy answer is trusted for
 * STATUS_CHECK_SECONDS; an offline one never is, so the shop comes back as soon as the API does.
 * Only E2003 takes the shop offline (spec §8). An API that cannot be reached or fails is an outage,
 * not maintenance: pages go on with the last schema read (cached pages still serve, shopper actions
 * answer their own errors); a process that has never read one shows the offline screen until it can.
 */
export async function siteStatus(now = Date.now()): Promise<SiteStatus> {
  const ttl = config().STATUS_CHECK_SECONDS * 1000;
  if (lastHealthy && now - lastHealthy.at < ttl) return { online: true, schema: lastHealthy.schema };
  inFlight ??= getSiteSchemaFresh()
    .then((schema): SiteStatus => {
      lastHealthy = { at: Date.now(), schema };
      lastKnown = schema;
      return { online: true, schema };
    })
    .catch((e: unknown): SiteStatus => {
      lastHealthy = undefined;
      if (isApiError(e, 'maintenance')) return { online: false };
      if (isApiError(e, 'unavailable') || isApiError(e, 'server'))
        return lastKnown ? { online: true, schema: lastKnown } : { online: false };
      throw e;
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}
