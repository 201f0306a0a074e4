import fc from 'fast-check';
import { CookieJar, ORIGIN } from './route-requests';

/**
 * What `next/headers` answers a Server Function in a test: the request's headers and a cookie store over
 * a jar, as Next gives them inside an action. `jest.mock('next/headers', () => actionRequestHeaders)`.
 */
export const actionRequest = {
  jar: new CookieJar(),
  headers: new Headers(),
  /** The options of each cookie the function set since the last `postFromPage`, by name (the last write). */
  written: new Map<string, CookieWriteOptions>(),
};

interface CookieWriteOptions {
  path?: string;
  maxAge?: number;
  sameSite?: string;
  secure?: boolean;
  httpOnly?: boolean;
}

/** What React's own call of a Server Function adds to a post (a hydrated page); the browser's own form post has none of it. */
export const FROM_SCRIPT = { 'next-action': '7f0a' } as const;

/** A post as the shop's own page sends it (same origin), with the jar's cookies; `extra` overrides. */
export function postFromPage(jar: CookieJar, extra: Record<string, string | null> = {}) {
  actionRequest.jar = jar;
  actionRequest.written = new Map();
  const headers = new Headers({
    host: new URL(ORIGIN).host,
    origin: ORIGIN,
    referer: `${ORIGIN}/products/x`,
    'sec-fetch-site': 'same-origin',
  });
  for (const [name, value] of Object.entries(extra)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  actionRequest.headers = headers;
}

export const actionRequestHeaders = {
  headers: async () => {
    const headers = new Headers(actionRequest.headers);
    const cookie = actionRequest.jar.header();
    if (cookie) headers.set('cookie', cookie);
    return headers;
  },
  cookies: async () => ({
    get: (name: string) => {
      const value = actionRequest.jar.get(name);
      return value === undefined ? undefined : { name, value };
    },
    getAll: () => [...actionRequest.jar.values].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string, options: CookieWriteOptions = {}) => {
      actionRequest.written.set(name, options);
      if (value === '' || options.maxAge === 0) actionRequest.jar.values.delete(name);
      else actionRequest.jar.set(name, value);
    },
  }),
};

/** A form's fields as the browser posts them. */
export function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** Next's redirect() as it leaves a Server Function: where to (null: the function answered instead). */
export async function redirectOf(run: Promise<unknown>): Promise<string | null> {
  const answer = await answerOrRedirect(run.then(() => null));
  return answer === null ? null : answer.redirect;
}

/** A Server Function's answer, or `{ redirect }` where it went on by Next's redirect (a shopper sent to sign in). */
export async function answerOrRedirect<T>(run: Promise<T>): Promise<T | { redirect: string }> {
  try {
    return await run;
  } catch (e) {
    const digest = (e as { digest?: string }).digest ?? '';
    if (!digest.startsWith('NEXT_REDIRECT')) throw e;
    return { redirect: digest.split(';')[2] ?? '' };
  }
}

/** Text a client can post in any field: long, odd, or shaped like React's own fields. */
export const hostileText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '..', '%', '__proto__', 'constructor', '-1', 'NaN', '1e308', 'x'.repeat(5000), 'buy', 'update'),
);
