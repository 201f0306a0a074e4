import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import type { CallContext } from '@/lib/api/client';
import type { CookieList } from '@/lib/auth/session-cookie';
import { COOKIES, isInventoryId } from '@/lib/shopper/context';
import { readCustomerSession, type CustomerSessionReader, type RequestScope } from './customer-session.server';
import { guestCookieNames, isGuestSession, isHttpsRequest, readOrderSessions } from './guest-cookie';

export type { RequestScope } from './customer-session.server';

/** Who is asking, as far as the customer API is concerned. */
export type Shopper =
  | { kind: 'anonymous' }
  | { kind: 'guest'; guestSession: string }
  | {
      kind: 'customer';
      customerId: string;
      name: string | null;
      email: string | null;
      /** Bearer token for the customer API; stays on the server. */
      token: string;
      /** The guest session of this browser, sent beside the token so the API adopts that cart. */
      guestSession: string | null;
    }
  /** The identity side could not say: neither signed in nor signed out. */
  | { kind: 'unavailable' };

export type Caller = Shopper & {
  /** The inventoryId cookie when it is a well-formed id. */
  inventoryId: string | null;
  /** Guest sessions that placed recent orders (newest first), to open those orders. */
  orderSessions: readonly string[];
  /** Served over HTTPS: decides the guest cookies' names and Secure flag. */
  https: boolean;
};

/**
 * Works out who is asking from one request. A customer session wins over the guest cookie; a reader
 * that throws makes the caller "unavailable", so an identity outage never turns a customer into a guest.
 */
export async function resolveCaller(scope: RequestScope, readCustomer: CustomerSessionReader = readCustomerSession): Promise<Caller> {
  const https = isHttpsRequest(scope.headers, scope.url);
  const names = guestCookieNames(https);
  const location = scope.cookie(COOKIES.inventory);
  const common = {
    inventoryId: isInventoryId(location) ? location : null,
    orderSessions: readOrderSessions(scope.cookie(names.orders)),
    https,
  };
  const stored = scope.cookie(names.session);
  const guestSession = isGuestSession(stored) ? stored : null;

  let customer;
  try {
    customer = await readCustomer({ ...scope, https });
  } catch (e) {
    console.error('the sign-in session could not be read', e);
    return { kind: 'unavailable', ...common };
  }
  if (customer) {
    const { customerId, name, email, accessToken } = customer;
    return { kind: 'customer', customerId, name, email, token: accessToken, guestSession, ...common };
  }
  return guestSession ? { kind: 'guest', guestSession, ...common } : { kind: 'anonymous', ...common };
}

/** A guest or a customer: someone the customer API knows a cart and orders of. */
export function hasShopper(caller: Caller): caller is Caller & { kind: 'guest' | 'customer' } {
  return caller.kind === 'guest' || caller.kind === 'customer';
}

/** The `CallContext` of `lib/api` for this caller; pages pass the location their context segment chose. */
export function callContext(caller: Caller, inventoryId: string | null = caller.inventoryId): CallContext {
  if (caller.kind === 'customer')
    return { inventoryId, token: caller.token, guestSession: caller.guestSession, customerId: caller.customerId };
  if (caller.kind === 'guest') return { inventoryId, token: null, guestSession: caller.guestSession };
  return { inventoryId, token: null, guestSession: null };
}

const byRequest = new WeakMap<Request, Promise<Caller>>();
const sessionChanges = new WeakMap<Request, { value: string | null }>();

/** The caller of a route handler's request, worked out once per request. */
export function callerOfRequest(
  request: Request & { cookies: CookieList & { get(name: string): { value: string } | undefined } },
  readCustomer: CustomerSessionReader = readCustomerSession,
): Promise<Caller> {
  let caller = byRequest.get(request);
  if (!caller) {
    caller = resolveCaller(
      {
        cookie: (name) => request.cookies.get(name)?.value,
        cookies: request.cookies,
        headers: request.headers,
        url: new URL(request.url),
        onSessionCookie: (value) => sessionChanges.set(request, { value }),
      },
      readCustomer,
    );
    byRequest.set(request, caller);
  }
  return caller;
}

/** The sign-in cookie this request's answer must write: a refreshed session, or null to end it; undefined: unchanged. */
export function sessionCookieChange(request: Request): { value: string | null } | undefined {
  return sessionChanges.get(request);
}

/** The caller of the page being rendered, worked out once per request (React `cache`). */
export const getCaller = cache(async (): Promise<Caller> => {
  const [store, requestHeaders] = await Promise.all([cookies(), headers()]);
  return resolveCaller({ cookie: (name) => store.get(name)?.value, cookies: store, headers: requestHeaders });
});
