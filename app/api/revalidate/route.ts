import { revalidateTag } from 'next/cache';
import { forgetSiteStatus } from '@/lib/api/site-status';
import { BFF_CODES, BffError } from '@/lib/bff/error';
import { cacheTags } from '@/lib/cache/manifest';
import { bffRoute } from '@/lib/bff/route';
import { MAX_SIGNATURE_AGE_SECONDS, tagsToRevalidate } from '@/lib/cache/revalidate-request';
import { config } from '@/lib/config';
import { claimOnce } from '@/lib/http/rate-limits.server';

/** The back office may describe a change in more detail than a cart action: a larger cap. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

const CODE = { 400: BFF_CODES.badRequest, 401: BFF_CODES.unauthorized, 503: BFF_CODES.unavailable } as const;
/** A signature is remembered (by every process, with Redis) a little longer than it stays valid. */
const REMEMBER_MS = 2 * MAX_SIGNATURE_AGE_SECONDS * 1000 + 60_000;

/** Signed webhook for the merchant's back office: expires changed catalogue data (see docs/caching.md). */
export const POST = bffRoute({ body: 'text', maxBodyBytes: MAX_WEBHOOK_BYTES, openOnPrivateStore: true }, async ({ body, request }) => {
  const signature = request.headers.get('x-signature');
  const outcome = tagsToRevalidate(config().REVALIDATE_SECRET, body, {
    signature,
    timestamp: request.headers.get('x-signature-timestamp'),
  });
  if (!outcome.ok) throw new BffError(outcome.status, CODE[outcome.status], outcome.message);
  if (!(await claimOnce(`revalidate:${signature}`, REMEMBER_MS))) {
    throw new BffError(409, BFF_CODES.conflict, 'This call was already received: a replay is refused.');
  }
  // Expired at once, not marked stale: the next request after a change (a price, the stock) renders
  // fresh data, where 'max' would first serve one more stale answer while it re-renders in the background.
  for (const tag of outcome.tags) revalidateTag(tag, { expire: 0 });
  // Modes and switches live in the schema: this process's proxy reads it again at once (others within STATUS_CHECK_SECONDS).
  if (outcome.tags.includes(cacheTags.schema)) forgetSiteStatus();
  return { revalidated: outcome.tags };
});
