import { revalidateTag } from 'next/cache';
import { BFF_CODES, BffError } from '@/lib/bff/error';
import { bffRoute } from '@/lib/bff/route';
import { tagsToRevalidate } from '@/lib/cache/revalidate-request';
import { config } from '@/lib/config';

/** The back office may describe a change in more detail than a cart action: a larger cap. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

const CODE = { 400: BFF_CODES.badRequest, 401: BFF_CODES.unauthorized, 503: BFF_CODES.unavailable } as const;

/** Signed webhook for the merchant's back office: marks changed catalogue data stale (see docs/caching.md). */
export const POST = bffRoute({ body: 'text', maxBodyBytes: MAX_WEBHOOK_BYTES }, ({ body, request }) => {
  const outcome = tagsToRevalidate(config().REVALIDATE_SECRET, body, request.headers.get('x-signature'));
  if (!outcome.ok) throw new BffError(outcome.status, CODE[outcome.status], outcome.message);
  for (const tag of outcome.tags) revalidateTag(tag, 'max');
  return { revalidated: outcome.tags };
});
