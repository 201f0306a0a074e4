import 'server-only';
import { config } from '@/lib/config';
import { getSiteSchemaFresh } from './catalogue';
import { isApiError } from './errors';
import type { SiteSchema } from './schemas';

export type SiteStatus = { online: true; schema: SiteSchema } | { online: false };

interface StatusMemo {
  lastHealthy?: { at: number; schema: SiteSchema };
  /** The last schema read, kept through an outage of the API. */
  lastKnown?: SiteSchema;
  inFlight?: Promise<SiteStatus>;
  /** Moves on when the schema is known to have changed: a read started before does not count as healthy. */
  generation: number;
}

/**
 * One memo per process, on `globalThis`: the proxy and the route handlers are bundled apart, each with
 * its own copy of this module, and the revalidate webhook (a route) must reach the proxy's reads.
 */
const MEMO = Symbol.for('storefront.siteStatus');
const memo: StatusMemo = ((globalThis as { [MEMO]?: StatusMemo })[MEMO] ??= { generation: 0 });

/**
 * Whether the shop is online, for every request the proxy sees. A healthy answer is trusted for
 * STATUS_CHECK_SECONDS; an offline one never is, so the shop comes back as soon as the API does.
 * Only E2003 takes the shop offline (spec §8). An API that cannot be reached or fails is an outage,
 * not maintenance: pages go on with the last schema read (cached pages still serve, shopper actions
 * answer their own errors); a process that has never read one shows the offline screen until it can.
 */
export async function siteStatus(now = Date.now()): Promise<SiteStatus> {
  const ttl = config().STATUS_CHECK_SECONDS * 1000;
  const healthy = memo.lastHealthy;
  if (healthy && now - healthy.at < ttl) return { online: true, schema: healthy.schema };
  const started = memo.generation;
  memo.inFlight ??= getSiteSchemaFresh()
    .then((schema): SiteStatus => {
      if (started === memo.generation) memo.lastHealthy = { at: Date.now(), schema };
      memo.lastKnown = schema;
      return { online: true, schema };
    })
    .catch((e: unknown): SiteStatus => {
      memo.lastHealthy = undefined;
      if (isApiError(e, 'maintenance')) return { online: false };
      if (isApiError(e, 'unavailable') || isApiError(e, 'server'))
        return memo.lastKnown ? { online: true, schema: memo.lastKnown } : { online: false };
      throw e;
    })
    .finally(() => {
      if (started === memo.generation) memo.inFlight = undefined;
    });
  return memo.inFlight;
}

/** The merchant changed the site schema (the revalidate webhook): the next request of any part of this process reads it again. */
export function forgetSiteStatus(): void {
  memo.generation += 1;
  memo.lastHealthy = undefined;
  memo.inFlight = undefined;
}
