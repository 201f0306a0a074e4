import 'server-only';
import { z } from 'zod';
import { isApiError, type ApiError } from '@/lib/api/errors';
import { siteStatus } from '@/lib/api/site-status';
import { CART_REFUSAL_MESSAGES, cartRefusal } from '@/lib/cart/cart-controls';
import { checkRateLimit, rateLimitSession, type RateLimitName } from '@/lib/http/rate-limits.server';
import { serverErrorLine } from '@/lib/logging/server-log';
import type { Caller } from '@/lib/session/caller.server';
import { newGuestSession } from '@/lib/session/guest-cookie';
import { BFF_CODES, BffError } from './error';

/**
 * What a BFF route and a Server Function share: who may ask (private store, closed cart, identity
 * outage, the account area), the rate limits, and one mapping of failures to the shopper's texts.
 */

const PRIVATE_STORE_MESSAGE = 'Please sign in: this shop is open to its customers only.';

/**
 * How a write or read treats who is asking. 'none': catalogue and shell routes, only the location counts.
 * 'existing': reads or changes what a guest or customer already has. 'start-guest': changes the cart,
 * so an anonymous caller becomes a guest. 'customer': the account area, anyone else gets 401 (sign in).
 * Every shopper use answers 503 while the identity side is out.
 */
export type ShopperUse = 'none' | 'existing' | 'start-guest' | 'customer';

export interface Admission {
  use: ShopperUse;
  /** A state-changing request (a write). */
  mutation: boolean;
  /** Answers visitors who are not signed in on a private store too. */
  openOnPrivateStore?: boolean;
  /** An anonymous caller is answered without asking the customer API (a fixed answer). */
  fixedAnswerForAnonymous?: boolean;
  rateLimit?: RateLimitName;
}

/**
 * Lets the caller in, or throws the refusal. Answers the caller to use: an anonymous caller of a cart
 * write becomes a guest with a new session (the caller's cookie is then written by the answer).
 */
export async function admitCaller(admission: Admission, caller: Caller, headers: Headers): Promise<Caller> {
  const { use, mutation } = admission;
  if (admission.rateLimit) await enforceRateLimit(admission.rateLimit, headers, caller);
  const fixedAnswer = caller.kind === 'anonymous' && use === 'existing' && admission.fixedAnswerForAnonymous === true;
  if (!admission.openOnPrivateStore && !fixedAnswer) await refusePrivateStore(caller);
  if (use === 'none') return caller;
  if (caller.kind === 'unavailable') {
    throw new BffError(503, BFF_CODES.identityUnavailable, 'Signing in is unavailable right now. Please try again shortly.');
  }
  if (use === 'customer' && caller.kind !== 'customer')
    throw new BffError(401, BFF_CODES.unauthorized, 'Please sign in to see your account.');
  if (use === 'start-guest' && mutation) await refuseClosedCart(caller);
  if (caller.kind === 'anonymous' && use === 'start-guest') return { ...caller, kind: 'guest', guestSession: newGuestSession() };
  return caller;
}

/** Refuses with 429 and `Retry-After` once this session or address is over the limit of `name`. */
export async function enforceRateLimit(name: RateLimitName, headers: Headers, caller: Caller): Promise<void> {
  const decision = await checkRateLimit(name, headers, rateLimitSession(caller));
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

/** Anything a route or Server Function threw, as the one error the shopper may read. */
export function asBffError(e: unknown): BffError {
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
