import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { requestIdFor } from '@/lib/http/request-id';
import { withRequestId } from '@/lib/http/request-scope';
import { serverErrorLine } from '@/lib/logging/server-log';
import type { CallContext } from '@/lib/api/client';
import { isApiError, type ApiError } from '@/lib/api/errors';
import { siteStatus } from '@/lib/api/site-status';
import { CART_REFUSAL_MESSAGES, cartRefusal } from '@/lib/cart/cart-controls';
import { checkRateLimit, rateLimitSession, type RateLimitName } from '@/lib/http/rate-limits.server';
import { isSameOrigin } from '@/lib/http/same-origin';
import { sessionCookieName, sessionCookieOptions } from '@/lib/auth/session-cookie';
import { sessionCookieWrites } from '@/lib/platform/next-auth-session-chunks';
import { callContext, callerOfRequest, sessionCookieChange, type Caller } from '@/lib/session/caller.server';
import { guestCookieNames, guestCookieOptions, newGuestSession, writeOrderSessions } from '@/lib/session/guest-cookie';
import { BFF_CODES, BffError } from './error';

const PRIVATE_STORE_MESSAGE = 'Please sign in: this shop is open to its customers only.';

/** A JSON body larger than this is refused with 413 before it is read (routes may set their own cap). */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

type Schema = z.ZodType;
type BodySpec = Schema | 'text' | 'bytes';
type Parsed<S> = S extends Schema ? z.output<S> : S extends 'text' ? string : S extends 'bytes' ? Uint8Array : undefined;

/**
 * How a route treats who is asking. 'none': catalogue and shell routes, only the location counts.
 * 'existing': reads or changes what a guest or customer already has. 'start-guest': changes the cart,
 * so an anonymous caller becomes a guest. 'customer': the account area, anyone else gets 401 (sign in).
 * Every shopper use answers 503 while the identity side is out.
 */
export type ShopperUse = 'none' | 'existing' | 'start-guest' | 'customer';

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

  let caller = await callerOfRequest(request);
  if (spec.rateLimit) await enforceRateLimit(spec.rateLimit, request, caller);
  const use = spec.shopper ?? 'none';
  // An anonymous caller's fixed answer (no cart yet) reveals nothing: the sign-in page's header asks for it.
  const fixedAnswer = caller.kind === 'anonymous' && use === 'existing' && spec.anonymous !== undefined;
  if (!spec.openOnPrivateStore && !fixedAnswer) await refusePrivateStore(caller);
  if (use !== 'none') {
    if (caller.kind === 'unavailable') {
      throw new BffError(503, BFF_CODES.identityUnavailable, 'Signing in is unavailable right now. Please try again shortly.');
    }
    if (use === 'customer' && caller.kind !== 'customer')
      throw new BffError(401, BFF_CODES.unauthorized, 'Please sign in to see your account.');
    if (caller.kind === 'anonymous' && use === 'existing' && spec.anonymous) return NextResponse.json((await spec.anonymous()) ?? null);
    if (use === 'start-guest' && mutation) await refuseClosedCart(caller);
    if (caller.kind === 'anonymous' && use === 'start-guest') caller = { ...caller, kind: 'guest', guestSession: newGuestSession() };
    // Sliding lifetime: a cart change keeps the guest's session for another full period.
    if (caller.kind === 'guest' && mutation) setGuestCookie(cookieWrites, caller, 'session', caller.guestSession);
  }

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

/** Refuses with 429 and `Retry-After` once this session or address is over the limit of `name`. */
export async function enforceRateLimit(name: RateLimitName, request: NextRequest, caller: Caller): Promise<void> {
  const decision = await checkRateLimit(name, request.headers, rateLimitSession(caller));
  if (!decision.ok) {
    throw new BffError(429, BFF_CODES.tooManyRequests, 'Too many attempts. Please wait a moment and try again.', {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
}

/**
 * spec §6 on the server: no cart change or purchase in catalogue mode, none by a guest of a
 * registered-users-only site (403 before a guest session is started). The customer API refuses too.
 */
async function refuseClosedCart(caller: Caller) {
  // The proxy's fresh schema read (trusted STATUS_CHECK_SECONDS), so a switched mode counts at once.
  const status = await siteStatus();
  if (!status.online) return;
  const refusal = cartRefusal(status.schema.generalSettings, caller.kind === 'customer');
  if (refusal) throw new BffError(403, BFF_CODES.forbidden, CART_REFUSAL_MESSAGES[refusal]);
}

/**
 * spec §6 `isStorePublic: false` on the server: only a signed-in customer reads the catalogue, keeps a
 * cart or buys. 401 sends the browser to sign in (lib/bff/client.ts); the customer API refuses too.
 */
async function refusePrivateStore(caller: Caller) {
  if (caller.kind === 'customer') return;
  const status = await siteStatus();
  if (!status.online || status.schema.generalSettings.isStorePublic) return;
  if (caller.kind === 'unavailable')
    throw new BffError(503, BFF_CODES.identityUnavailable, 'Signing in is unavailable right now. Please try again shortly.');
  throw new BffError(401, BFF_CODES.unauthorized, PRIVATE_STORE_MESSAGE);
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

function asBffError(e: unknown): BffError {
  if (e instanceof BffError) return e;
  if (e instanceof z.ZodError) return new BffError(400, BFF_CODES.badRequest, zodMessage(e));
  if (isApiError(e)) return fromApiError(e);
  serverErrorLine(e);
  return new BffError(500, BFF_CODES.internal, 'An error occurred');
}

/** spec §8: 401 reaches the browser as 401 (sign in); 503 E2003 keeps its code; the rest by kind. */
function fromApiError(e: ApiError): BffError {
  switch (e.kind) {
    case 'bad-request':
      return new BffError(400, e.code || BFF_CODES.badRequest, e.message);
    case 'unauthorized':
      return new BffError(401, e.code || BFF_CODES.unauthorized, e.message);
    case 'forbidden':
      return new BffError(403, e.code || BFF_CODES.forbidden, e.message);
    case 'not-found':
      return new BffError(404, e.code || BFF_CODES.notFound, e.message);
    case 'conflict':
      return new BffError(409, e.code || BFF_CODES.conflict, e.message);
    case 'maintenance':
      return new BffError(503, BFF_CODES.maintenance, e.message);
    case 'unavailable':
      return new BffError(503, BFF_CODES.unavailable, e.message);
    case 'server':
      console.error('the customer API failed', e.status, e.code);
      return new BffError(502, BFF_CODES.upstream, 'An error occurred');
  }
}

function zodMessage(e: z.ZodError): string {
  return e.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
