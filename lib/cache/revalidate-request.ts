import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { revalidateKinds } from './manifest';

/** Body of POST /api/revalidate: which catalogue entity changed. */
export const revalidateBody = z.object({
  kind: z.enum(['schema', 'translations', 'product', 'page', 'outlets']),
  id: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .optional(),
  /** The back office's own id of the change: two same changes signed in one second are then not taken for a replay. */
  event: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/)
    .optional(),
  /** For a product: its slug, so pages read by slug are refreshed too. */
  slug: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9_.-]+$/)
    .optional(),
});

/** A signed call older (or further in the future) than this is refused: a captured call cannot be sent later. */
export const MAX_SIGNATURE_AGE_SECONDS = 5 * 60;

/** What the sender sends besides the body: `x-signature: sha256=<hex>` and `x-signature-timestamp: <unix seconds>`. */
export interface RevalidateSignature {
  signature: string | null;
  timestamp: string | null;
}

/** HMAC-SHA256 with the shared secret of `{timestamp}.{raw body}`, hex: the timestamp is covered too. */
export function signBody(secret: string, rawBody: string, timestamp: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

function isSignatureValid(secret: string, rawBody: string, { signature, timestamp }: RevalidateSignature): boolean {
  if (!signature || !timestamp) return false;
  const expected = Buffer.from(signBody(secret, rawBody, timestamp));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type RevalidateOutcome = { ok: true; tags: string[] } | { ok: false; status: 400 | 401 | 503; message: string };

/**
 * Decides what a revalidate request may invalidate; the route handler only carries it out (and refuses
 * a signature it has seen before: `claimOnce`).
 */
export function tagsToRevalidate(
  secret: string | undefined,
  rawBody: string,
  signed: RevalidateSignature,
  nowMs = Date.now(),
): RevalidateOutcome {
  if (!secret) return { ok: false, status: 503, message: 'Revalidation is not configured (REVALIDATE_SECRET).' };
  if (!isSignatureValid(secret, rawBody, signed)) return { ok: false, status: 401, message: 'Invalid signature.' };
  const sentAt = Number(signed.timestamp);
  if (!/^\d{1,12}$/.test(signed.timestamp ?? '') || Math.abs(nowMs / 1000 - sentAt) > MAX_SIGNATURE_AGE_SECONDS) {
    return { ok: false, status: 401, message: 'The signature has expired: sign the call with the current time.' };
  }
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
