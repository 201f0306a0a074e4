import { revalidateTag } from 'next/cache';
import { config } from '@/lib/config';
import { tagsToRevalidate } from '@/lib/cache/revalidate-request';

/** Signed webhook for the merchant's back office: marks changed catalogue data stale (see docs/caching.md). */
export async function POST(request: Request) {
  const raw = await request.text();
  const outcome = tagsToRevalidate(config().REVALIDATE_SECRET, raw, request.headers.get('x-signature'));
  if (!outcome.ok) return Response.json({ message: outcome.message }, { status: outcome.status });
  for (const tag of outcome.tags) revalidateTag(tag, 'max');
  return Response.json({ revalidated: outcome.tags });
}
