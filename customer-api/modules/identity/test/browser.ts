import { createHash, randomBytes } from 'node:crypto';
import { CALLBACK, CLIENT_SECRET } from './identity-api';

export interface Page {
  status: number;
  url: string;
  /** Absolute Location of a redirect. */
  location: string | null;
  html: string;
  headers: Headers;
}

interface Cookie {
  name: string;
  value: string;
  path: string;
}

/** A browser as far as the provider can tell: a cookie jar with paths, forms, no script, redirects one at a time. */
export class Browser {
  private cookies: Cookie[] = [];

  /** Sent with every request, e.g. the X-Forwarded-For a proxy in front would add. */
  headers: Record<string, string> = {};

  constructor(private readonly acceptLanguage = 'en') {}

  private cookieHeader(url: URL): string {
    return this.cookies
      .filter((c) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attr('path') ?? '/';
      const expires = attr('expires');
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
      const expired = value === '' || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (!expired) this.cookies.push({ name, value, path });
    }
  }

  hasCookie(name: string): boolean {
    return this.cookies.some((c) => c.name === name);
  }

  private async request(url: string, init: RequestInit): Promise<Page> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.headers)) headers.set(name, value);
    headers.set('accept-language', this.acceptLanguage);
    const cookie = this.cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(target, { ...init, headers, redirect: 'manual' });
    this.remember(res.headers);
    const location = res.headers.get('location');
    return {
      status: res.status,
      url: target.href,
      location: location ? new URL(location, target).href : null,
      html: await res.text(),
      headers: res.headers,
    };
  }

  get(url: string): Promise<Page> {
    return this.request(url, { method: 'GET' });
  }

  post(url: string, fields: Record<string, string>): Promise<Page> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects while they stay on `origin` (the provider); stops at the first page or at a redirect elsewhere. */
  async follow(page: Page, origin: string): Promise<Page> {
    let current = page;
    for (let hops = 0; current.location && new URL(current.location).origin === origin; hops++) {
      if (hops > 10) throw new Error('too many redirects');
      current = await this.get(current.location);
    }
    return current;
  }

  /** Fills the page's (first, or action-matching) POST form like a person: hidden fields kept, `fields` typed in. */
  async submit(page: Page, fields: Record<string, string>, actionContains = ''): Promise<Page> {
    const form = formOf(page.html, actionContains);
    return this.post(new URL(form.action, page.url).href, { ...form.hidden, ...fields });
  }
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export function formOf(html: string, actionContains = ''): { action: string; hidden: Record<string, string> } {
  const forms = [...html.matchAll(/<form\b[^>]*\bmethod="post"[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)];
  const match = forms.find((f) => decode(f[1] ?? '').includes(actionContains));
  if (!match) throw new Error(`no form${actionContains ? ` posting to …${actionContains}` : ''} in page:\n${html.slice(0, 2000)}`);
  const hidden: Record<string, string> = {};
  for (const input of (match[2] ?? '').matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) hidden[name] = decode(value);
  }
  return { action: decode(match[1] ?? ''), hidden };
}

/** Text of the page's alert (role=alert), whitespace collapsed. */
export function alertOf(html: string): string | null {
  const match = /<div class="alert" role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  return match?.[1] ? decode(match[1]).replace(/\s+/g, ' ').trim() : null;
}

export const headingOf = (html: string): string => decode(/<h1>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

export interface Pkce {
  verifier: string;
  challenge: string;
  state: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url'), state: randomBytes(8).toString('hex') };
}

/** The authorization request the storefront's sign-in library sends (Keycloak provider of next-auth). */
export function authorizeUrl(issuer: string, p: Pkce, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: 'web-portal',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: CALLBACK,
    state: p.state,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${issuer}/protocol/openid-connect/auth?${params.toString()}`;
}

export interface ProviderTokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
}

const basic = `Basic ${Buffer.from(`web-portal:${CLIENT_SECRET}`).toString('base64')}`;

/** The storefront server's call to the token endpoint (client_secret_basic). */
export async function tokenRequest(
  issuer: string,
  fields: Record<string, string>,
  authorization = basic,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Starts a sign-in and answers the provider's sign-in page. */
export async function openSignIn(browser: Browser, issuer: string, p: Pkce, extra: Record<string, string> = {}): Promise<Page> {
  const first = await browser.get(authorizeUrl(issuer, p, extra));
  return browser.follow(first, new URL(issuer).origin);
}

/** Submits the sign-in form and follows the provider until it sends the browser back to the storefront. */
export async function submitSignIn(browser: Browser, issuer: string, signInPage: Page, email: string, password: string): Promise<Page> {
  const answer = await browser.submit(signInPage, { email, password }, '/login');
  return browser.follow(answer, new URL(issuer).origin);
}

/** The whole authorization-code flow with PKCE, as the storefront and a browser run it; the token endpoint's answer. */
export async function signIn(browser: Browser, issuer: string, email: string, password: string): Promise<ProviderTokens> {
  const p = pkce();
  const page = await openSignIn(browser, issuer, p);
  const back = page.location?.startsWith(CALLBACK) ? page : await submitSignIn(browser, issuer, page, email, password);
  const callback = new URL(back.location ?? 'about:blank');
  if (!callback.href.startsWith(CALLBACK))
    throw new Error(`sign-in did not return to the shop (${back.status}):\n${back.html.slice(0, 1500)}`);
  const code = callback.searchParams.get('code') ?? '';
  const answer = await tokenRequest(issuer, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: p.verifier });
  if (answer.status !== 200) throw new Error(`token request failed: ${JSON.stringify(answer.body)}`);
  return answer.body as unknown as ProviderTokens;
}
