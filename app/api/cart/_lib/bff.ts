import 'server-only';
import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import type { CallContext } from '@/lib/api/client';
import { ApiError, isApiError } from '@/lib/api/errors';
import { ERROR_CODES } from '@/lib/api/schemas';
import { isSameOrigin } from '@/lib/http/same-origin';
import { COOKIES, isInventoryId } from '@/lib/shopper/context';
import { ensureGuestSession, readGuestSession } from '@/lib/shopper/guest-session';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** Who is asking, from this request's cookies; a mutation creates the guest session when missing. */
export async function shopperContext(opts: { create: boolean }): Promise<CallContext> {
  const store = await cookies();
  const inventory = store.get(COOKIES.inventory)?.value;
  const guestSession = opts.create ? await ensureGuestSession() : await readGuestSession();
  return { inventoryId: isInventoryId(inventory) ? inventory : null, guestSession, token: null };
}

export function json(data: unknown, status = 200) {
  return NextResponse.json(data, { status, headers: NO_STORE });
}

export function failure(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return NextResponse.json({ code, message, ...extra }, { status, headers: NO_STORE });
}

/** Maps anything thrown by a customer API call to `{ code, message }` with the API's status. */
export function errorResponse(e: unknown) {
  if (isApiError(e)) return failure(e.status, e.code || ERROR_CODES.internal, e.message);
  if (e instanceof z.ZodError) return failure(400, ERROR_CODES.badRequest, e.issues[0]?.message ?? 'The request was not valid.');
  console.error('cart BFF failed', e);
  return failure(500, ERROR_CODES.internal, 'An error occurred');
}

/** Mutations only from this site's own pages (the cookie is sameSite lax; this covers older browsers). */
export function assertSameOrigin(request: NextRequest) {
  if (!isSameOrigin(request.headers)) throw new ApiError('forbidden', 403, ERROR_CODES.forbidden, 'Not permitted.');
}

/** The JSON body parsed with a contract schema; a body that is not JSON reads as an empty object. */
export async function readBody<S extends z.ZodType>(request: NextRequest, schema: S): Promise<z.infer<S>> {
  const raw: unknown = await request.json().catch(() => ({}));
  return schema.parse(raw);
}

export function readQuery<S extends z.ZodType>(request: NextRequest, schema: S): z.infer<S> {
  return schema.parse(Object.fromEntries(request.nextUrl.searchParams.entries()));
}

/** Runs a mutation of the shopper's cart: same origin, guest session ensured, errors mapped. */
export async function mutate(request: NextRequest, run: (ctx: CallContext) => Promise<unknown>) {
  try {
    assertSameOrigin(request);
    const ctx = await shopperContext({ create: true });
    const result = await run(ctx);
    return result instanceof Response ? result : json(result);
  } catch (e) {
    return errorResponse(e);
  }
}
