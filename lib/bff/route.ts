import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { requestIdFor } from '@/lib/http/request-id';
import { withRequestId } from '@/lib/http/request-scope';
import type { CallContext } from '@/lib/api/client';
import type { RateLimitName } from '@/lib/http/rate-limits.server';
import { isSameOrigin } from '@/lib/http/same-origin';
import { sessionCookieName, sessionCookieOptions } from '@/lib/auth/session-cookie';
import { sessionCookieWrites } from '@/lib/platform/next-auth-session-chunks';
import { callContext, callerOfRequest, sessionCookieChange, type Caller } from '@/lib/session/caller.server';
import { guestCookieNames, guestCookieOptions, newGuestSession, writeOrderSessions } from '@/lib/session/guest-cookie';
import { BFF_CODES, BffError } from './error';
import { admitCaller, asBffError, type ShopperUse } from './gate';

/** A JSON body larger than this is refused with 413 before it is read (routes may set their own cap). */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

type Schema = z.ZodType;
type BodySpec = Schema | 'text' | 'bytes';
type Parsed<S> = S extends Schema ? z.output<S> : S extends 'text' ? string : S extends 'bytes' ? Uint8Array : undefined;

export interface RouteSpec<Q, B, P> {
  /** Query parameters, parsed from the URL's search params. */
  query?: Q;
  /** A zod schema for a JSON body, 'text' for the raw body (a signed webhook), or 'bytes' for an upload of any type. */
  body?: B;
  /** Dynamic segments of the route. */
  params?: P;
  maxBodyBytes?: number;
  shopper?: ShopperUse;
  /** With 'existing': the answer for an anonymous caller, given without asking the customer API. */
  anonymous?: () => unknown;
  /** A successful answer the browser may keep this long (catalogue reads that depend on a cookie). */
  browserCacheSeconds?: number;
  /** Attempts counted per session and per address (`lib/http/rate-limits.server.ts`); over the limit: 429. */
  rateLimit?: RateLimitName;
  /** Answers visitors who are not signed in on a private store too (sign-in, session, status: docs/security.md). */
  openOnPrivateStore?: boolean;
  /** The body schema reads a plain HTML form (`application/x-www-form-urlencoded`) instead of JSON. */
  form?: boolean;
}

export interface RouteInput<Q, B, P> {
  request: NextRequest;
  query: Parsed<Q>;
  body: Parsed<B>;
  params: Parsed<P>;
  caller: Caller;
  /** The `CallContext` for `lib/api`: location, and the guest session or bearer token. */
  call: CallContext;
  /** Once an order is placed: the guest gets a new session, so their next cart is a new one. */
  startNewGuestSession(): void;
}

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
type CookieWrite = { name: string; value: string; options: ReturnType<typeof guestCookieOptions> };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every route under `app/api` is one of these: same-origin check on mutations, body cap, zod input,
 * the caller, one error body `{ code, message }` and `Cache-Control: private, no-store`.
 */
export function bffRoute<
  Q extends Schema | undefined = undefined,
  B extends BodySpec | undefined = undefined,
  P extends Schema | undefined = undefined,
>(spec: RouteSpec<Q, B, P>, handler: (input: RouteInput<Q, B, P>) => unknown) {
  return async function route(request: NextRequest, context?: RouteContext): Promise<NextResponse> {
    const cookieWrites = new Map<string, CookieWrite>();
    let res: Response;
    const requestId = requestIdFor(request.headers);
    try {
      res = await withRequestId(requestId, () => answer(spec, handler, request, context, cookieWrites));
    } catch (e) {
      res = withRequestId(requestId, () => errorResponse(e));
    }
    const out = finish(res, spec, [...cookieWrites.values()]);
    const change = sessionCookieChange(request);
    if (change)
      writeSessionCookie(
        out,
        change.value,
        await callerOfRequest(request),
        request.cookies.getAll().map((c) => c.name),
      );
    return out;
  };
}

async function answer<Q extends Schema | undefined, B extends BodySpec | undefined, P extends Schema | undefined>(
  spec: RouteSpec<Q, B, P>,
  handler: (input: RouteInput<Q, B, P>) => unknown,
  request: NextRequest,
  context: RouteContext | undefined,
  cookieWrites: Map<string, CookieWrite>,
): Promise<Response> {
  const mutation = !SAFE_METHODS.has(request.method);
  if (mutation && !isSameOrigin(request.headers)) throw new BffError(403, BFF_CODES.forbidden, 'Cross-site requests are not allowed.');

  const maxBytes = spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);

  const body = spec.body === undefined ? undefined : await readBody(request, spec.body, maxBytes, spec.form === true);
  const query = spec.query?.parse(Object.fromEntries(request.nextUrl.searchParams.entries()));
  const params = spec.params?.parse((await context?.params) ?? {});

  const use = spec.shopper ?? 'none';
  const resolved = await callerOfRequest(request);
  // An anonymous caller's fixed answer (no cart yet) reveals nothing: the sign-in page's header asks for it.
  if (resolved.kind === 'anonymous' && use === 'existing' && spec.anonymous) {
    await admitCaller({ use, mutation, fixedAnswerForAnonymous: true, rateLimit: spec.rateLimit }, resolved, request.headers);
    return NextResponse.json((await spec.anonymous()) ?? null);
  }
  const caller = await admitCaller(
    { use, mutation, openOnPrivateStore: spec.openOnPrivateStore, rateLimit: spec.rateLimit },
    resolved,
    request.headers,
  );
  // Sliding lifetime: a cart change keeps the guest's session for another full period.
  if (use !== 'none' && caller.kind === 'guest' && mutation) setGuestCookie(cookieWrites, caller, 'session', caller.guestSession);

  const current = caller;
  const result = await handler({
    request,
    query: query as Parsed<Q>,
    body: body as Parsed<B>,
    params: params as Parsed<P>,
    caller: current,
    call: callContext(current),
    startNewGuestSession: () => {
      if (current.kind !== 'guest') return;
      setGuestCookie(cookieWrites, current, 'session', newGuestSession());
      setGuestCookie(cookieWrites, current, 'orders', writeOrderSessions([current.guestSession, ...current.orderSessions]));
    },
  });
  return result instanceof Response ? result : NextResponse.json(result ?? null);
}

/** A refreshed sign-in session is stored again; an ended one is cleared (next-auth's cookie attributes). */
function writeSessionCookie(out: NextResponse, value: string | null, caller: Caller, sent: string[]) {
  for (const cookie of sessionCookieWrites(sessionCookieName(caller.https), value, sent)) {
    // A route that wrote the session cookie itself (sign-out) has the last word.
    if (out.cookies.get(cookie.name)) continue;
    out.cookies.set(cookie.name, cookie.value, { ...sessionCookieOptions(caller.https), maxAge: cookie.value ? 8 * 60 * 60 : 0 });
  }
}

function setGuestCookie(writes: Map<string, CookieWrite>, caller: Caller, which: 'session' | 'orders', value: string) {
  const name = guestCookieNames(caller.https)[which];
  writes.set(name, { name, value, options: guestCookieOptions(caller.https) });
}

async function readBody(request: NextRequest, spec: BodySpec, maxBytes: number, form: boolean): Promise<unknown> {
  if (form && typeof spec !== 'string') return spec.parse(await readForm(request, maxBytes));
  if (spec !== 'text' && spec !== 'bytes' && !request.headers.get('content-type')?.toLowerCase().includes('application/json')) {
    throw new BffError(415, BFF_CODES.unsupportedType, 'Send JSON (Content-Type: application/json).');
  }
  const bytes = await readCapped(request, maxBytes);
  if (spec === 'bytes') return new Uint8Array(bytes);
  const raw = new TextDecoder().decode(bytes);
  if (spec === 'text') return raw;
  let json: unknown;
  try {
    json = raw === '' ? undefined : JSON.parse(raw);
  } catch {
    throw new BffError(400, BFF_CODES.badRequest, 'The body is not valid JSON.');
  }
  return spec.parse(json);
}

/** A plain HTML form's fields (the last value of a repeated name wins). */
async function readForm(request: NextRequest, maxBytes: number): Promise<Record<string, string>> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new BffError(415, BFF_CODES.unsupportedType, 'Send a form (Content-Type: application/x-www-form-urlencoded).');
  }
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(await readCapped(request, maxBytes))));
}

/** Reads the body, stopping as soon as it grows past the cap (a missing or false Content-Length). */
async function readCapped(request: Request, maxBytes: number): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function tooLarge(maxBytes: number) {
  return new BffError(413, BFF_CODES.tooLarge, `The request is larger than ${Math.round(maxBytes / 1024)} KB.`);
}

function finish<Q, B, P>(res: Response, spec: RouteSpec<Q, B, P>, cookieWrites: CookieWrite[]): NextResponse {
  const out = res instanceof NextResponse ? res : new NextResponse(res.body, res);
  const cacheable = spec.browserCacheSeconds !== undefined && out.status >= 200 && out.status < 300;
  out.headers.set('Cache-Control', cacheable ? `private, max-age=${spec.browserCacheSeconds}` : 'private, no-store');
  for (const { name, value, options } of cookieWrites) out.cookies.set(name, value, options);
  return out;
}

/** Maps anything a route threw to the one error body. */
export function errorResponse(e: unknown): NextResponse {
  const error = asBffError(e);
  const retryAfter = error.status === 429 ? error.details.retryAfterSeconds : undefined;
  return NextResponse.json(error.toBody(), {
    status: error.status,
    headers: typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : undefined,
  });
}
