import type { BrowserContext, Page } from '@playwright/test';
import { decode } from 'next-auth/jwt';
import { DEMO_AUTH_SECRET } from '../lib/config';
import { addFromProductPage, atColombo, flowProduct, putInCart, setStock } from './cart-steps';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { freshCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { demo, openMenuOnPhone } from './support/shop';
import si from '../messages/si.json';
import {
  createAccountOnProvider,
  freshAccount,
  KAVYA,
  NIMAL,
  passThroughSignInPage,
  signInOnProvider as answerProvider,
  signOutThroughProvider,
  verificationLink,
  visitLogin,
} from './support/sign-in';
import { testServers as s } from './support/test-servers';

const SESSION_COOKIE = 'next-auth.session-token';
const JWT_SHAPE = /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/;

/** Answers the provider's sign-in page (served by the reference API) as nimal. */
const signInOnProvider = (page: Page) => answerProvider(page, s.shop, NIMAL);

/** The tokens inside the httpOnly session cookie (the test decrypts it with the demo secret). */
async function sessionTokens(context: BrowserContext): Promise<string[]> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie, 'the session cookie').toBeDefined();
  expect(cookie?.httpOnly).toBe(true);
  const token = await decode({ token: cookie?.value ?? '', secret: DEMO_AUTH_SECRET });
  const values = [token?.accessToken, token?.refreshToken, token?.idToken].filter((v): v is string => typeof v === 'string');
  expect(values).toHaveLength(3);
  return values;
}

/** Nothing client JavaScript can read holds a token: cookies, both storages, the page's HTML and RSC payload. */
async function expectNoTokenVisible(page: Page, tokens: string[]) {
  const visible = await page.evaluate(() => ({
    cookies: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    scripts: Array.from(document.scripts, (script) => script.textContent ?? '').join('\n'),
  }));
  const html = await page.content();
  const answers = await Promise.all(['/api/session', '/api/auth/session'].map(async (path) => (await page.request.get(path)).text()));
  for (const [where, text] of Object.entries({ ...visible, html, answers: answers.join('\n') })) {
    expect(text, where).not.toMatch(JWT_SHAPE);
    for (const token of tokens) expect(text.includes(token), `${where} holds a token`).toBe(false);
  }
  expect(visible.cookies).not.toContain('next-auth');
}

test('a guest cart survives signing in as nimal; signing out keeps only inventoryId; signing in again works', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Two sign-ins and a sign-out through the provider, each page checked with axe.
  test.slow();
  // A customer of this run's own: the cart a sign-in adopts holds only what this run put in it.
  const nimal = await freshCustomer('Nimal Perera');
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'signIn');
  await addFromProductPage(page, product);
  await expect(page.getByRole('button', { name: '1 item in cart' })).toBeVisible();

  await page.evaluate(() => {
    localStorage.setItem('inventoryId', 'kept');
    localStorage.setItem('recentSearches', 'x');
    sessionStorage.setItem('waiting', 'x');
  });
  await passThroughSignInPage(page, `${baseURL ?? s.baseURL}/login`, () => page.getByRole('link', { name: 'Login' }).click());
  await answerProvider(page, s.shop, nimal);

  // Back on the product page the shopper left, signed in, the guest's cart now theirs.
  await expect(page).toHaveURL(new RegExp(`${product.href.split('?')[0]}`));
  await expect(page.getByRole('button', { name: /^Nimal/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '1 item in cart' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['inventoryId']);
  await expectNoSeriousA11yViolations(page);

  const tokens = await sessionTokens(context);
  await expectNoTokenVisible(page, tokens);
  await page.goto('/cart');
  await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoTokenVisible(page, tokens);

  await page.evaluate(() => {
    localStorage.setItem('recentSearches', 'x');
    sessionStorage.setItem('inventoryId', 'kept');
    sessionStorage.setItem('promoShown', '1');
  });
  await page.getByRole('button', { name: /^Nimal/ }).click();
  await signOutThroughProvider(page, s.apiUrl, () => page.getByRole('button', { name: 'Logout' }).click());
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? s.baseURL).origin);
  expect(await page.evaluate(() => [Object.keys(localStorage), Object.keys(sessionStorage)])).toEqual([['inventoryId'], ['inventoryId']]);
  expect((await context.cookies()).map((c) => c.name)).not.toContain(SESSION_COOKIE);
  await expect(page.getByRole('button', { name: 'Cart is empty' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The old refresh token was revoked with the sign-in session.
  const refused = await request.post(`${s.apiUrl}/${s.tenant}/customer-api/v2/user/refresh`, { data: { refreshToken: tokens[1] } });
  expect(refused.status()).toBe(401);

  await page.getByRole('link', { name: 'Login' }).click();
  await answerProvider(page, s.shop, nimal);
  await expect(page.getByRole('button', { name: /^Nimal/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '1 item in cart' })).toBeVisible();
});

test('on a phone the menu signs in, leads to the account and signs out @mobile', async ({ page, context, baseURL, isMobile }) => {
  test.skip(!isMobile, 'the phone menu only shows on small screens');
  await atColombo(context, baseURL);
  await page.goto('/');
  await openMenuOnPhone(page, isMobile);
  const menu = page.getByRole('dialog', { name: 'Main navigation' });
  await passThroughSignInPage(page, `${baseURL ?? s.baseURL}/login`, () => menu.getByRole('link', { name: 'Login' }).click());
  await signInOnProvider(page);
  await expect(page).toHaveURL(new RegExp(`^${baseURL ?? s.baseURL}/?$`));
  await openMenuOnPhone(page, isMobile);
  await expect(menu.getByText(/Nimal/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The menu's Account leads to the profile (e2e/account-journey.spec.ts follows the account itself at 1,280 px).
  await menu.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await openMenuOnPhone(page, isMobile);
  await signOutThroughProvider(page, s.apiUrl, () => menu.getByRole('button', { name: 'Logout' }).click());
  await openMenuOnPhone(page, isMobile);
  await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('the sign-in page returns only to this site, whatever callbackUrl says', async ({ page, context, baseURL }) => {
  await atColombo(context, baseURL);
  const shop = baseURL ?? s.baseURL;
  for (const [i, evil] of [
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://evil.example/',
    '/.//evil.example',
    '/%2F%2Fevil.example',
  ].entries()) {
    // `/login` hands over at once, often before its load event: wait only for the answer to start.
    const visit = () => visitLogin(page, `/login?callbackUrl=${encodeURIComponent(evil)}`);
    // The first time the sign-in page is checked on its way to the provider.
    if (i === 0) await passThroughSignInPage(page, `${baseURL ?? s.baseURL}/login`, visit);
    else await visit();
    // The first time the provider asks for the password; later its session signs in at once.
    await page.waitForURL((url) => url.pathname.includes('/login-actions/') || (url.origin === shop && !url.pathname.includes('/login')));
    if (page.url().includes('/login-actions/')) await signInOnProvider(page);
    await expect(page).toHaveURL(new RegExp(`^${shop}/?$`));
    if (i === 0) await expectNoSeriousA11yViolations(page);
    await context.clearCookies({ name: SESSION_COOKIE });
  }
});

test('the provider pages speak the shop language (ui_locales)', async ({ page, context, baseURL }) => {
  await atColombo(context, baseURL);
  await passThroughSignInPage(page, `${baseURL ?? s.baseURL}/si/login`, () => page.goto('/si/login?callbackUrl=%2Fsi%2Fcart'));
  await expect(page).toHaveURL(new RegExp(`^${s.apiUrl}/realms/demo/login-actions/`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expectNoSeriousA11yViolations(page);
});

test('the provider\'s sign-in page: one word space in "Sign in", and a Show password toggle by keyboard, in Sinhala too @mobile', async ({
  page,
  context,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  await passThroughSignInPage(page, `${baseURL ?? s.baseURL}/si/login`, () => page.goto('/si/login?callbackUrl=%2Fsi%2Fcart'));
  await expect(page).toHaveURL(new RegExp(`^${s.apiUrl}/realms/demo/login-actions/`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  const password = page.getByLabel('මුරපදය', { exact: true });
  const toggle = page.getByRole('button', { name: 'මුරපදය පෙන්වන්න' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await password.fill('secret words');
  await password.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveValue('secret words');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  // In English the heading's space is a Latin one (a Sinhala font's space is twice as wide).
  await page.getByRole('navigation').getByRole('link', { name: 'English' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
  await expect(heading).toBeVisible();
  const spaceInEm = await heading.evaluate((h1) => {
    const probe = document.createElement('span');
    probe.style.whiteSpace = 'pre';
    probe.textContent = ' '.repeat(10);
    h1.append(probe);
    const width = probe.getBoundingClientRect().width / 10 / parseFloat(getComputedStyle(h1).fontSize);
    probe.remove();
    return width;
  });
  expect(spaceInEm).toBeLessThan(0.4);
  await expect(page.getByRole('button', { name: 'Show password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('after a failed or cancelled sign-in the page explains and offers to try again, without looping @mobile', async ({
  page,
  context,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  await page.goto('/login?error=AccessDenied&callbackUrl=%2Fcart');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Signing in did not complete. Please try again.');
  await expect(page).toHaveURL(/\/login\?error=AccessDenied/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await signInOnProvider(page);
  await expect(page).toHaveURL(new RegExp(`^${baseURL ?? s.baseURL}/cart$`));
  await expectNoSeriousA11yViolations(page);
});

test('signing in with more of an item than the shop holds keeps what is in stock and says so', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'signInMerge');
  // Her cart may be at another shop than this browser's: the clamp counts the cart's own location.
  const before = Object.values(demo.locations).map((location) => [location, setStock(product, 3, location)] as const);
  try {
    // kavya already has 2 in her cart; as a guest the same browser then puts 2 more in.
    await passThroughSignInPage(page, `${baseURL ?? s.baseURL}/login`, () =>
      visitLogin(page, `/login?callbackUrl=${encodeURIComponent(product.href)}`),
    );
    await answerProvider(page, s.shop, KAVYA);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await putInCart(page, product, 2);
    await context.clearCookies({ name: SESSION_COOKIE });
    await putInCart(page, product, 2);

    // The provider still knows kavya: signing in again comes straight back.
    await visitLogin(page, `/login?callbackUrl=${encodeURIComponent(product.href)}`);
    await expect(page).toHaveURL(new RegExp(`${product.href.split('?')[0]}`));
    const notice = `Your carts were combined when you signed in. Some quantities were reduced to what is in stock: ${product.name}: 3 of 4 kept`;
    await expect(page.getByText(notice)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/cart');
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: notice })).toBeVisible();
    await expect(page.getByRole('group', { name: product.name }).getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await expectNoSeriousA11yViolations(page);
  } finally {
    for (const [location, quantity] of before) setStock(product, quantity, location);
  }
});

test("the checkout's Sign in comes back to the checkout in the shopper's language, the guest cart adopted", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow();
  const shop = baseURL ?? s.baseURL;
  await atColombo(context, shop);
  const product = await flowProduct(request, 'signIn');
  // A new account: its cart holds nothing until the guest's is adopted.
  const account = freshAccount('Ruwan');
  await passThroughSignInPage(page, `${shop}/login`, () => visitLogin(page, '/login'));
  await createAccountOnProvider(page, s.shop, account);
  await page.goto(await verificationLink(s.shop, account.email));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Continue to the shop' }).click();
  await expect(page).toHaveURL(new RegExp(`^${shop}/?$`));
  await expectNoSeriousA11yViolations(page);

  await putInCart(page, product);
  await page.goto('/si/checkout');
  await expect(page.locator('html')).toHaveAttribute('lang', 'si');
  await expectNoSeriousA11yViolations(page);
  const signIn = page.getByRole('main').getByRole('link', { name: si.checkout.signIn, exact: true });
  await passThroughSignInPage(page, `${shop}/si/login?callbackUrl=%2Fsi%2Fcheckout`, () => signIn.click());

  // The provider's page speaks Sinhala (ui_locales): answered by its fields, whatever their labels say.
  await expect(page).toHaveURL(new RegExp(`^${s.apiUrl}/realms/[a-z0-9-]+/login-actions/`));
  await expectNoSeriousA11yViolations(page);
  await page.locator('input[type="email"]').fill(account.email);
  await page.locator('input[type="password"]').fill(account.password);
  await page.locator('button[type="submit"]').click();

  await expect(page).toHaveURL(new RegExp(`^${shop}/si/checkout$`));
  await expect(page.getByRole('main').getByRole('link', { name: si.checkout.signIn, exact: true })).toHaveCount(0);
  const cart = (await (await page.request.get('/api/cart')).json()) as { items?: Record<string, { product: { id: string } }> } | null;
  expect(Object.values(cart?.items ?? {}).map((item) => item.product.id)).toEqual([product.id]);
  // The checkout ran under its per-request nonce policy: the fixture fails the test on any CSP report.
  const policy = (await page.request.get('/si/checkout')).headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(policy).not.toContain("'unsafe-inline' ");
  await expectNoSeriousA11yViolations(page);
});
