import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { revalidateKinds } from './manifest';

/** Body of POST /api/revalidate: which catalogue entity changed. */
export const revalidateBody = z.object({
  kind: z.enum(['schema', 'translations', 'product', 'page', 'outlets']),
  id: z.string().trim().min(1).max(120).regex(/^[A-Za-z0-9_.:-]+$/).optional(),
  /** For a product: its slug, so pages read by slug are refreshed too. */
  slug: z.string().trim().min(1).max(200).regex(/^[a-z0-9_.-]+$/).optional(),
});

export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** The sender signs the raw body with the shared secret (header x-signature: sha256=<hex>). */
export function isSignatureValid(secret: string, rawBody: string, signature: string | null): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type RevalidateOutcome = { ok: true; tags: string[] } | { ok: false; status: 400 | 401 | 503; message: string };

/** Decides what a revalidate request may invalidate; the route handler only carries it out. */
export function tagsToRevalidate(secret: string | undefined, rawBody: string, signature: string | null): RevalidateOutcome {
  if (!secret) return { ok: false, status: 503, message: 'Revalidation is not configured (REVALIDATE_SECRET).' };
  if (!isSignatureValid(secret, rawBody, signature)) return { ok: false, status: 401, message: 'Invalid signature.' };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, status: 400, message: 'Body must be JSON.' };
  }
  const parsed = revalidateBody.safeParse(json);
  if (!parsed.success) return { ok: false, status: 400, message: z.prettifyError(parsed.error) };
  const { kind, id, slug } = parsed.data;
  return { ok: true, tags: kind === 'product' ? revalidateKinds.product(id, slug) : [...revalidateKinds[kind](id)] };
}
