import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { decode } from 'next-auth/jwt';
import { z } from 'zod';
import { DEMO_AUTH_SECRET } from '../../lib/config';
import { sessionTokenSchema, type SessionTokens } from '../../lib/auth/session-token';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsWithoutScripts } from './a11y';
import type { ServerPair } from './test-servers';

/** Steps of signing in, creating an account and signing out, on the reference API's provider pages and the shop. */

export interface Account {
  name: string;
  email: string;
  password: string;
}

const DEMO_PASSWORD = 'Demo-pass-1';
export const NIMAL: Account = { name: 'Nimal Perera', email: 'nimal@example.com', password: DEMO_PASSWORD };
export const KAVYA: Account = { name: 'Kavya Raman', email: 'kavya@example.com', password: DEMO_PASSWORD };

export const SESSION_COOKIE = 'next-auth.session-token';

/** An account no run has created yet, so a rerun on a kept database still registers a new one. */
export function freshAccount(firstName: string): Account {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { name: `${firstName} Silva`, email: `${firstName.toLowerCase()}.${tag}@example.com`, password: 'Tea-leaf-42' };
}

function expectOnProviderPage(page: Page, pair: ServerPair) {
  return expect(page).toHaveURL(new RegExp(`^${pair.apiUrl}/realms/[a-z0-9-]+/login-actions/`));
}

/** Answers the provider's sign-in page (checked with axe first). */
export async function signInOnProvider(page: Page, pair: ServerPair, account: Account): Promise<void> {
  await expectOnProviderPage(page, pair);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** What signing in asks of an account: an `Account` here and a `TestCustomer` (customers.ts) both fit. */
type Credentials = Pick<Account, 'email' | 'password'>;

const HTML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeHtml = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => HTML_ENTITIES[entity] ?? entity);

/** Fails the sign-in by HTTP naming the step, the address, its answer and the page's alert (or the start of its body). */
async function unexpected(res: APIResponse, step: string, expected: string): Promise<never> {
  const body = await res.text().catch(() => '');
  const alert = /role="alert"[^>]*>([\s\S]*?)<\//.exec(body)?.[1]?.trim();
  const location = res.headers().location;
  const said = alert ? `: "${unescapeHtml(alert)}"` : location ? ` to ${location}` : `: ${body.slice(0, 300)}`;
  throw new Error(`sign-in by HTTP, ${step}: ${res.url()} answered ${res.status()}${said} (expected ${expected})`);
}

async function expectAnswer(res: APIResponse, statuses: number[], step: string): Promise<APIResponse> {
  return statuses.includes(res.status()) ? res : unexpected(res, step, statuses.join(' or '));
}

/** The absolute Location of a redirect, else null. */
function redirectOf(res: APIResponse): string | null {
  const location = res.headers().location;
  return res.status() >= 300 && res.status() < 400 && location ? new URL(location, res.url()).href : null;
}

/** Follows `res`'s redirects one at a time while they stay on `origin` (the provider), as a browser would. */
async function followWithin(http: APIRequestContext, res: APIResponse, origin: string): Promise<APIResponse> {
  let current = res;
  for (let hop = 0; hop < 10; hop++) {
    const next = redirectOf(current);
    if (!next || new URL(next).origin !== origin) return current;
    current = await http.get(next, { maxRedirects: 0 });
  }
  throw new Error(`sign-in by HTTP: more than 10 redirects on ${origin}, the last to ${redirectOf(current)}`);
}

/** The provider page's sign-in form: its absolute action and its hidden fields (the form's CSRF token). */
function signInFormOf(html: string, pageUrl: string): { action: string; hidden: Record<string, string> } {
  const forms = [...html.matchAll(/<form\b[^>]*\bmethod="post"[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)];
  const form = forms.find((f) => new URL(unescapeHtml(f[1] ?? ''), pageUrl).pathname.endsWith('/login'));
  if (!form) throw new Error(`sign-in by HTTP: no form posting to …/login on ${pageUrl}:\n${html.slice(0, 1000)}`);
  const hidden: Record<string, string> = {};
  for (const [input] of (form[2] ?? '').matchAll(/<input\b[^>]*\btype="hidden"[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (name) hidden[unescapeHtml(name)] = unescapeHtml(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  return { action: new URL(unescapeHtml(form[1] ?? ''), pageUrl).href, hidden };
}

/**
 * Starts the sign-in as the shop's `/login` does (next-auth/react `signIn('keycloak')`: its CSRF token, then
 * POST /api/auth/signin/keycloak) and follows to the provider's sign-in page; answers that page.
 */
async function openProviderSignIn(http: APIRequestContext, pair: ServerPair, callbackUrl: string): Promise<APIResponse> {
  const csrf = await expectAnswer(await http.get(`${pair.baseURL}/api/auth/csrf`), [200], "the shop's CSRF token");
  const { csrfToken } = z.object({ csrfToken: z.string().min(1) }).parse(await csrf.json());
  // The shop passes its language to the provider; a path under /si or /ta is read in that language.
  const locale = /^\/(si|ta)(?:\/|$)/.exec(new URL(callbackUrl).pathname)?.[1] ?? 'en';
  const start = await http.post(`${pair.baseURL}/api/auth/signin/keycloak?${new URLSearchParams({ ui_locales: locale })}`, {
    form: { csrfToken, callbackUrl, json: 'true' },
    maxRedirects: 0,
  });
  const { url } = z.object({ url: z.string() }).parse(await (await expectAnswer(start, [200], 'starting the sign-in')).json());
  if (!url.startsWith(`${pair.apiUrl}/realms/`))
    throw new Error(`sign-in by HTTP: the shop sent the sign-in to ${url}, not to ${pair.apiUrl}`);
  const signInPage = await followWithin(http, await http.get(url, { maxRedirects: 0 }), new URL(pair.apiUrl).origin);
  await expectAnswer(signInPage, [200], "the provider's sign-in page");
  if (!/\/realms\/[a-z0-9-]+\/login-actions\//.test(new URL(signInPage.url()).pathname)) {
    throw new Error(`sign-in by HTTP: the provider answered ${signInPage.url()}, not its sign-in page`);
  }
  return signInPage;
}

/**
 * Signs `account` in over HTTP with the browser context's own request client (its cookies are the
 * context's): the same next-auth and provider exchange a click on Login makes, without rendering a page.
 * For flows whose subject is not signing in; e2e/sign-in.spec.ts and the flows through the Login button
 * check the pages this passes by. Back on the shop at `callbackUrl` (not opened: the flow goes there next).
 */
export async function signInByRequest(
  target: Page | BrowserContext,
  pair: ServerPair,
  account: Credentials,
  callbackUrl = '/',
): Promise<void> {
  await test.step(`sign in as ${account.email} by HTTP`, async () => {
    const http = target.request;
    const back = new URL(callbackUrl, pair.baseURL).href;
    const signInPage = await openProviderSignIn(http, pair, back);
    const form = signInFormOf(await signInPage.text(), signInPage.url());
    const posted = await http.post(form.action, {
      form: { ...form.hidden, email: account.email, password: account.password },
      maxRedirects: 0,
    });
    await expectAnswer(posted, [303], "the provider's sign-in form");
    const toShop = await followWithin(http, posted, new URL(pair.apiUrl).origin);
    const callback = redirectOf(toShop);
    if (!callback?.startsWith(`${pair.baseURL}/api/auth/callback/`)) {
      return unexpected(toShop, "the provider's way back", `a redirect to ${pair.baseURL}/api/auth/callback/`);
    }
    const landed = await expectAnswer(await http.get(callback, { maxRedirects: 0 }), [302, 303, 307], "the shop's sign-in callback");
    expect(redirectOf(landed), "where the shop's sign-in callback sends the shopper").toBe(back);
    const session = await expectAnswer(await http.get(`${pair.baseURL}/api/session`), [200], 'the session after signing in');
    expect(z.object({ signedIn: z.boolean() }).parse(await session.json()), `the session of ${account.email}`).toMatchObject({
      signedIn: true,
    });
  });
}

/** From the provider's sign-in page: "Create an account", the form, and the "Check your email" answer. */
export async function createAccountOnProvider(page: Page, pair: ServerPair, account: Account): Promise<void> {
  await expectOnProviderPage(page, pair);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** The link of the newest verification mail to `email` in the test API's outbox (`outbox/` beside its database). */
export async function verificationLink(pair: ServerPair, email: string): Promise<string> {
  const dir = path.join(pair.dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = existsSync(dir)
          ? readdirSync(dir)
              .filter((f) => f.includes('verify-email'))
              .sort()
          : [];
        link = mails
          .map((f) => readFileSync(path.join(dir, f), 'utf8'))
          .filter((text) => text.split('\r\n').includes(`To: ${email}`))
          .map((text) => /^(http\S+verify-email\?\S+)$/m.exec(text)?.[1])
          .filter((l): l is string => !!l)
          .pop();
        return link;
      },
      { message: `a verification mail to ${email}` },
    )
    .toBeTruthy();
  return link ?? '';
}

/** The tokens inside the httpOnly session cookie (decrypted with the demo secret the test servers use). */
export async function sessionTokens(context: BrowserContext): Promise<SessionTokens> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'the session cookie').toBeDefined();
  expect(cookie?.httpOnly).toBe(true);
  return sessionTokenSchema.parse(await decode({ token: cookie?.value ?? '', secret: DEMO_AUTH_SECRET }));
}

/** The header's Login; the shop then sends the browser to the provider (the phone menu's: e2e/sign-in.spec.ts). */
export async function clickLogin(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
}

/** The header's account menu of `firstName`: a popover of links and a Logout button (components/layout/account-menu.tsx). */
async function openAccountLinks(page: Page, firstName: string) {
  await page.getByRole('button', { name: new RegExp(`^${firstName}`) }).click();
  const banner = page.getByRole('banner');
  return { item: (name: string) => banner.getByRole(name === 'Logout' ? 'button' : 'link', { name, exact: true }) };
}

/** Shows that `firstName` is signed in: the header's account button. */
export async function expectSignedIn(page: Page, firstName: string): Promise<void> {
  await expect(page.getByRole('button', { name: new RegExp(`^${firstName}`) })).toBeVisible();
}

/** Account → the profile page, from the header's account menu. */
export async function openAccount(page: Page, firstName: string): Promise<void> {
  const links = await openAccountLinks(page, firstName);
  await links.item('Account').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

/** Logout from the header's account menu; back on the shop's home, its Login shows again. */
export async function signOut(page: Page, pair: ServerPair, firstName: string): Promise<void> {
  const links = await openAccountLinks(page, firstName);
  await links.item('Logout').click();
  await expect(page).toHaveURL(new RegExp(`^${pair.baseURL}/?$`));
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

/**
 * Pages a flow passes through in a moment, checked with axe as they stand before their script moves
 * on: `/login` ("Starting sign-in…") and the provider's sign-out page. Each opens in its own tab of
 * the context with the page's scripts refused, so nothing is started or ended by the check.
 */
async function checkPassingPage(context: BrowserContext, url: string, shows: (page: Page) => Promise<void>): Promise<void> {
  const tab = await context.newPage();
  try {
    await tab.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
    await tab.goto(url);
    await shows(tab);
    await expectNoSeriousA11yViolations(tab);
  } finally {
    await tab.close();
  }
}

/** `/login` as it shows while it sends the shopper to the provider. */
export function checkSignInStartPage(context: BrowserContext, pair: ServerPair): Promise<void> {
  return checkPassingPage(context, `${pair.baseURL}/login?callbackUrl=%2F`, async (tab) => {
    await expect(tab.getByRole('main').getByRole('status')).toHaveText('Taking you to the sign-in page…');
  });
}

/** The provider's sign-out page (with an ID token hint it submits itself at once). */
export function checkProviderSignOutPage(context: BrowserContext, pair: ServerPair): Promise<void> {
  return checkPassingPage(context, `${pair.apiUrl}/realms/demo/protocol/openid-connect/logout`, async (tab) => {
    await expect(tab.getByRole('heading', { name: 'Sign out' })).toBeVisible();
  });
}

/**
 * Checks the `/login` page at `loginUrl` with axe, then runs `start` (a click or a visit that leads
 * there). The page hands over to the identity provider by itself at once, so it is checked as it
 * first renders, in a scriptless copy with this browser's cookies (before signing in).
 */
export async function passThroughSignInPage(page: Page, loginUrl: string, start: () => Promise<unknown>): Promise<void> {
  await expectNoSeriousA11yViolationsWithoutScripts(page, loginUrl);
  await start();
}

/**
 * Opens a `/login` address. It hands over at once, often before its load event, and a hand-over that starts
 * before the answer commits aborts the goto itself: where the browser ends up is what the caller checks.
 */
export async function visitLogin(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' }).catch((error: unknown) => {
    if (!String(error).includes('net::ERR_ABORTED')) throw error;
  });
}

/**
 * Runs `logout` (the Logout button) and checks the provider's end-session page it passes through: that
 * page submits itself at once, so it is checked afterwards in a scriptless copy, as it first renders.
 */
export async function signOutThroughProvider(page: Page, apiUrl: string, logout: () => Promise<unknown>): Promise<void> {
  const endSession = page.waitForRequest(
    (r) => r.isNavigationRequest() && r.url().startsWith(`${apiUrl}/realms/`) && r.url().includes('/logout?'),
  );
  await logout();
  const url = (await endSession).url();
  await page.waitForURL((u) => !u.href.startsWith(apiUrl));
  await expectNoSeriousA11yViolationsWithoutScripts(page, url);
}
