import { encode } from 'next-auth/jwt';
import { NextRequest, type NextResponse } from 'next/server';
import { authSettings } from '@/lib/config';

/** The storefront's origin in route tests. */
export const ORIGIN = 'http://shop.test';

export interface RouteRequestInit {
  method?: string;
  /** Sent as JSON unless it is a string (sent as it is). */
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: CookieJar;
}

/** A request as the shop's own pages send it: same origin, JSON body, the jar's cookies. */
export function routeRequest(path: string, init: RouteRequestInit = {}): NextRequest {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { host: new URL(ORIGIN).host };
  if (method !== 'GET') headers.origin = ORIGIN;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const cookie = init.cookies?.header();
  if (cookie) headers.cookie = cookie;
  return new NextRequest(`${ORIGIN}${path}`, {
    method,
    headers: { ...headers, ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
}

/** Route handlers take their dynamic segments as a promise. */
export const withParams = <P extends Record<string, string>>(params: P) => ({ params: Promise.resolve(params) });

/** Keeps the cookies responses set, as a browser would, and sends them back. */
export class CookieJar {
  readonly values = new Map<string, string>();

  take(res: NextResponse): this {
    for (const c of res.cookies.getAll()) {
      if (c.value === '' || c.maxAge === 0) this.values.delete(c.name);
      else this.values.set(c.name, c.value);
    }
    return this;
  }

  set(name: string, value: string): this {
    this.values.set(name, value);
    return this;
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * A browser signed in as a customer the test API knows (its verifier takes `token-{id}`; against the
 * identity provider, pass the access token it issued): next-auth's session cookie as the storefront issues
 * it, at the Colombo shop.
 */
export async function signedInJar(customerId: string, name: string | null = null, accessToken = `token-${customerId}`): Promise<CookieJar> {
  const token = await encode({
    token: {
      sub: customerId,
      customerId,
      name,
      email: null,
      accessToken,
      refreshToken: 'r',
      idToken: 'i',
      expiresAt: Date.now() + 300_000,
      realm: 'demo',
    },
    secret: authSettings().secret,
  });
  return new CookieJar().set('next-auth.session-token', token).set('inventoryId', 'loc-colombo');
}
