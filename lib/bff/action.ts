import 'server-only';
import { cookies, headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import type { CallContext } from '@/lib/api/client';
import { sessionCookieName, sessionCookieOptions } from '@/lib/auth/session-cookie';
import type { RateLimitName } from '@/lib/http/rate-limits.server';
import { requestIdFor } from '@/lib/http/request-id';
import { withRequestId } from '@/lib/http/request-scope';
import { sessionCookieWrites } from '@/lib/platform/next-auth-session-chunks';
import { callContext, resolveCaller, type Caller } from '@/lib/session/caller.server';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { sameSitePath } from '@/lib/routes/paths';
import { shopperOrigin } from '@/lib/http/same-origin';
import { COOKIES } from '@/lib/shopper/context';
import { guestCookieNames, guestCookieOptions } from '@/lib/session/guest-cookie';
import { BFF_CODES, BffError } from './error';
import { admitCaller, asBffError, type ShopperUse } from './gate';

/**
 * What a Server Function answers its form (`useActionState`): the value it made, or the refusal the
 * shopper reads. The same answer reaches the page a native post renders and the hydrated form.
 */
export type ActionAnswer<T> = { ok: true; value: T } | { ok: false; status: number; code: string; message: string };

export interface ActionSpec<S extends z.ZodType> {
  /** The form's fields, read from its `FormData` (text fields only; React's own `$ACTION_…` fields left out). */
  input: S;
  shopper: ShopperUse;
  rateLimit?: RateLimitName;
  /** Answers visitors who are not signed in on a private store too (the sign-in page's own choices: docs/security.md). */
  openOnPrivateStore?: boolean;
}

export interface ActionInput<S extends z.ZodType> {
  data: z.output<S>;
  caller: Caller;
  /** The `CallContext` for `lib/api`: location, and the guest session or bearer token. */
  call: CallContext;
  headers: Headers;
}

/**
 * Every Server Function behind a shopper's form is one of these (docs/adding-a-feature.md): the BFF's
 * admission (lib/bff/gate.ts), zod over the form's fields, the caller's cookies written, and any failure
 * answered as the one refusal text. `redirect()` in the handler goes on as Next's redirect.
 */
export function shopperAction<S extends z.ZodType, T>(spec: ActionSpec<S>, handler: (input: ActionInput<S>) => Promise<T>) {
  return async function act(_previous: unknown, form: FormData): Promise<ActionAnswer<T>> {
    const requestHeaders = new Headers(await headers());
    return withRequestId(requestIdFor(requestHeaders), async () => {
      try {
        refuseCrossSite(requestHeaders);
        const data = spec.input.parse(formFields(form)) as z.output<S>;
        const store = await cookies();
        let sessionChange: { value: string | null } | undefined;
        const resolved = await resolveCaller({
          cookie: (name) => store.get(name)?.value,
          cookies: store,
          headers: requestHeaders,
          onSessionCookie: (value) => (sessionChange = { value }),
        });
        const caller = await admitCaller(
          { use: spec.shopper, mutation: true, rateLimit: spec.rateLimit, openOnPrivateStore: spec.openOnPrivateStore },
          resolved,
          requestHeaders,
        );
        // Sliding lifetime, as the BFF's cart routes: a write keeps the guest's session another full period.
        if (caller.kind === 'guest')
          store.set(guestCookieNames(caller.https).session, caller.guestSession, guestCookieOptions(caller.https));
        if (sessionChange) {
          const name = sessionCookieName(caller.https);
          const sent = store.getAll().map((c) => c.name);
          for (const cookie of sessionCookieWrites(name, sessionChange.value, sent)) {
            store.set(cookie.name, cookie.value, { ...sessionCookieOptions(caller.https), maxAge: cookie.value ? 8 * 60 * 60 : 0 });
          }
        }
        return { ok: true, value: await handler({ data, caller, call: callContext(caller), headers: requestHeaders }) };
      } catch (e) {
        unstable_rethrow(e);
        const error = asBffError(e);
        return { ok: false, status: error.status, code: error.code, message: error.message };
      }
    });
  };
}

/**
 * Next refuses an action whose Origin names another host; a browser's cross-site post without one (or
 * saying so in Sec-Fetch-Site) is refused here too, so another site's form can never write.
 */
function refuseCrossSite(requestHeaders: Headers) {
  if (requestHeaders.get('sec-fetch-site') === 'cross-site' || !requestHeaders.get('origin')) {
    throw new BffError(403, BFF_CODES.forbidden, 'Cross-site requests are not allowed.');
  }
}

/** The form's text fields (the last of a repeated name wins); files and React's own fields are not input. */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string' && !name.startsWith('$ACTION')) fields[name] = value;
  }
  return fields;
}

/**
 * A form the browser posted itself, before the page hydrated (or without its script): React's own call of a
 * Server Function carries Next's `Next-Action` header, a native post names the function in its fields instead.
 */
export function isNativePost(requestHeaders: Headers): boolean {
  return !requestHeaders.has('next-action');
}

/** The language of the page the form was on: the proxy keeps it in the locale cookie on every page visit. */
export async function shopperLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(COOKIES.locale)?.value;
  return isLocale(chosen) ? chosen : routing.defaultLocale;
}

/** The page the form was posted from (its Referer, when it names this shop), else home: where sign-in comes back to. */
export function shopperBackPath(requestHeaders: Headers): string {
  const origin = shopperOrigin(requestHeaders, 'http:');
  return sameSitePath(requestHeaders.get('referer'), origin ? [origin] : []) ?? '/';
}
