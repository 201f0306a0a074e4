import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { demo } from './support/shop';
import { checkSignInStartPage, NIMAL, SESSION_COOKIE, sessionTokens, signInOnProvider, visitLogin } from './support/sign-in';
import { testServers as s } from './support/test-servers';

// The second shop, whose API issues access tokens that live `shortAccessTokenTtl` seconds.
const shop = s.maintenance;
const api = `${shop.apiUrl}/${s.tenant}/customer-api/v2`;

/** What the customer API answers a call with this access token alone. */
const profileStatus = async (request: APIRequestContext, accessToken: string) =>
  (await request.get(`${api}/profile/get`, { headers: { authorization: `Bearer ${accessToken}` } })).status();

/** Whether `request` ends redirects that started at this shop's `pathname`. */
function cameFrom(request: Request, pathname: string): boolean {
  for (let from = request.redirectedFrom(); from; from = from.redirectedFrom()) if (new URL(from.url()).pathname === pathname) return true;
  return false;
}

/** The claims of an access token (a JWT from the reference provider), read without checking it. */
function claimsOf(accessToken: string): { iat: number; exp: number; sid: string } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    iat: number;
    exp: number;
    sid: string;
  };
}

async function signInToProfile(page: Page) {
  await page.context().addCookies([{ name: 'inventoryId', value: demo.locations.colombo, url: shop.baseURL }]);
  await checkSignInStartPage(page.context(), shop);
  await page.goto(`/login?callbackUrl=${encodeURIComponent('/account/details/profile')}`);
  await signInOnProvider(page, shop, NIMAL);
  await expect(page).toHaveURL(`${shop.baseURL}/account/details/profile`);
  await expect(page.getByRole('main').getByText(`${NIMAL.email} (Verified)`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

test('an access token past its lifetime is refreshed: the next account page loads and the session holds a new token', async ({
  page,
  context,
  request,
}) => {
  await signInToProfile(page);
  const before = await sessionTokens(context);

  // The lifetime passes: the API itself no longer takes the token the session held.
  await expect
    .poll(() => profileStatus(request, before.accessToken), { timeout: (s.shortAccessTokenTtl + 10) * 1000, intervals: [500] })
    .toBe(401);

  await page.goto('/account/details/addresses');
  await expect(page).toHaveURL(`${shop.baseURL}/account/details/addresses`);
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The page cannot set cookies; the header's session call on that page stores the refreshed tokens.
  await expect.poll(async () => (await sessionTokens(context)).accessToken).not.toBe(before.accessToken);
  const after = await sessionTokens(context);
  // Issued after the old one lapsed, for the same sign-in session: a refresh, not a new sign-in.
  const [old, renewed] = [claimsOf(before.accessToken), claimsOf(after.accessToken)];
  expect(renewed.iat).toBeGreaterThanOrEqual(old.exp);
  expect(renewed.sid).toBe(old.sid);
});

test('a refresh the provider refuses signs the shopper out cleanly: the next account page leads to sign-in, never an error page', async ({
  page,
  context,
  request,
}) => {
  await signInToProfile(page);
  const tokens = await sessionTokens(context);

  // The customer's sign-in session ends elsewhere (signed out on another device): its refresh token is revoked.
  const ended = await request.post(`${api}/user/logout`, { data: { refreshToken: tokens.refreshToken } });
  expect(ended.status()).toBe(200);
  expect((await request.post(`${api}/user/refresh`, { data: { refreshToken: tokens.refreshToken } })).status()).toBe(401);
  await expect.poll(() => profileStatus(request, tokens.accessToken)).toBe(401);

  // The next account page, opened in a new tab, sends the shopper to sign in (and back to it after), and
  // the sign-in starts. The profile tab is closed first: a call of its own answered 401 would send it to
  // sign in too (spec §8), and two sign-ins under way at once would share the shop's sign-in cookies.
  await page.close();
  const next = await context.newPage();
  // The sign-in page hands over at once, often before its own load: its answer is read as it arrives.
  const loginAnswer = next.waitForResponse((r) => r.request().isNavigationRequest() && new URL(r.url()).pathname === '/login');
  await visitLogin(next, '/account/details/addresses');
  const answer = await loginAnswer;
  expect(answer.status()).toBe(200);
  expect(cameFrom(answer.request(), '/account/details/addresses')).toBe(true);
  // `expired=1` when the shop still took the session for a live one until the API refused its token.
  const landed = new URL(answer.url());
  expect(`${landed.origin}${landed.pathname}`).toBe(`${shop.baseURL}/login`);
  expect(landed.searchParams.get('callbackUrl')).toBe('/account/details/addresses');
  await expect(next).toHaveURL(new RegExp(`^${shop.apiUrl}/realms/demo/login-actions/`));
  await expect(next.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(next);

  // The shop reads the shopper as signed out and drops the session cookie.
  const session = await next.request.get(`${shop.baseURL}/api/session`);
  expect(session.status()).toBe(200);
  expect(await session.json()).toMatchObject({ signedIn: false });
  expect((await context.cookies(shop.baseURL)).map((c) => c.name)).not.toContain(SESSION_COOKIE);
});
