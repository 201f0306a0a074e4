import { alertOf, Browser, formOf, headingOf, openSignIn, pkce, signIn, submitSignIn, type Page } from './test/browser';
import { CALLBACK, mailsTo, startIdentityApi, STOREFRONT, type IdentityApi } from './test/identity-api';

const NIMAL = { email: 'nimal@example.com', password: 'Demo-pass-1' };
const KAVYA = { email: 'kavya@example.com', password: 'Demo-pass-1' };

let idp: IdentityApi;
beforeAll(async () => {
  idp = await startIdentityApi({ failureDelayBaseMs: 100 });
});
afterAll(async () => {
  await idp.close();
});

const customerRow = (email: string) =>
  idp.db
    .prepare('SELECT id, name, email_verified, failed_attempts, locked_until, password_hash FROM customers WHERE email = ?')
    .get(email) as
    | { id: string; name: string; email_verified: number; failed_attempts: number; locked_until: number | null; password_hash: string }
    | undefined;

/** Opens the sign-in page and follows a link on it (create account, forgot password). */
async function openLinked(browser: Browser, linkPath: string, extra: Record<string, string> = {}): Promise<Page> {
  const signInPage = await openSignIn(browser, idp.issuer, pkce(), extra);
  const href = new RegExp(`href="([^"]*${linkPath}[^"]*)"`).exec(signInPage.html)?.[1]?.replace(/&amp;/g, '&');
  if (!href) throw new Error(`no ${linkPath} link on the sign-in page`);
  return browser.get(new URL(href, signInPage.url).href);
}

async function attempt(email: string, password: string): Promise<{ page: Page; ms: number }> {
  const browser = new Browser();
  const signInPage = await openSignIn(browser, idp.issuer, pkce());
  const started = Date.now();
  const page = await browser.submit(signInPage, { email, password }, '/login');
  return { page, ms: Date.now() - started };
}

describe('failed sign-ins', () => {
  it('answers a wrong password exactly as an unknown email, slows down, and locks the account on the fifth', async () => {
    const unknown = await attempt('nobody@example.com', 'Whatever-123');
    expect(unknown.page.status).toBe(401);
    const message = alertOf(unknown.page.html);
    expect(message).toBe('Invalid email or password.');

    const timings: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const wrong = await attempt(KAVYA.email, `wrong-password-${i}`);
      expect(wrong.page.status).toBe(401);
      expect(alertOf(wrong.page.html)).toBe(message);
      timings.push(wrong.ms);
    }
    // Base 100 ms: the fifth failure is held back 800 ms.
    expect(timings[4]).toBeGreaterThanOrEqual(750);
    const row = customerRow(KAVYA.email);
    expect(row?.locked_until).toBeGreaterThan(Date.now() + 14 * 60_000);

    // Locked: the right password is refused with the same message; 16 minutes later it works.
    const locked = await attempt(KAVYA.email, KAVYA.password);
    expect(locked.page.status).toBe(401);
    expect(alertOf(locked.page.html)).toBe(message);
    idp.clock.advance(16 * 60_000);
    try {
      const later = await attempt(KAVYA.email, KAVYA.password);
      expect(later.page.status).toBe(303);
      expect(customerRow(KAVYA.email)).toMatchObject({ failed_attempts: 0, locked_until: null });
    } finally {
      idp.clock.reset();
    }
  }, 30_000);

  it('locks an unknown email after five failures just like an account', async () => {
    for (let i = 0; i < 5; i++) await attempt('ghost@example.com', `nope-${i}`);
    const throttle = idp.db
      .prepare("SELECT locked_until FROM identity_throttle WHERE key LIKE 'email:%' AND locked_until IS NOT NULL")
      .all();
    expect(throttle.length).toBeGreaterThan(0);
  }, 30_000);

  it('ties the error to both fields and puts the focus on the first', async () => {
    const { page } = await attempt(NIMAL.email, 'not-it-at-all');
    expect(page.html).toMatch(/<input id="email"[^>]*aria-describedby="form-error"[^>]*aria-invalid="true"[^>]*autofocus>/);
    expect(page.html).toMatch(/<input id="password"[^>]*aria-describedby="form-error"[^>]*aria-invalid="true"/);
    expect(page.html).toContain('<div class="alert" role="alert" id="form-error">');
  });
});

describe('too many failures from one address', () => {
  let strict: IdentityApi;
  beforeAll(async () => {
    strict = await startIdentityApi({ ipMaxFailures: 3 });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('stops accepting sign-ins from the address, even with the right password', async () => {
    const browser = new Browser();
    for (let i = 0; i < 3; i++) {
      const page = await openSignIn(browser, strict.issuer, pkce());
      expect((await browser.submit(page, { email: `someone${i}@example.com`, password: 'wrong-password' }, '/login')).status).toBe(401);
    }
    const page = await openSignIn(browser, strict.issuer, pkce());
    const refused = await browser.submit(page, NIMAL, '/login');
    expect(refused.status).toBe(429);
    expect(alertOf(refused.html)).toBe('Too many attempts from your network. Please wait 15 minutes and try again.');
  });
});

describe('the failed-sign-in throttle: per account, and per address by accounts', () => {
  let behindProxy: IdentityApi;
  let direct: IdentityApi;
  beforeAll(async () => {
    behindProxy = await startIdentityApi({ ipMaxFailures: 3, trustedProxyHops: 1 });
    direct = await startIdentityApi({ ipMaxFailures: 3 });
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  /** One sign-in attempt on a fresh sign-in page from a browser that sends `forwardedFor` (as the proxy's entry). */
  async function tryFrom(api: IdentityApi, forwardedFor: string, credentials: { email: string; password: string }): Promise<number> {
    const browser = new Browser();
    browser.headers['x-forwarded-for'] = forwardedFor;
    const page = await openSignIn(browser, api.issuer, pkce());
    return (await browser.submit(page, credentials, '/login')).status;
  }

  it('many failures for one account do not keep another account from signing in from the same address', async () => {
    // One shop behind one proxy: every shopper's X-Forwarded-For ends with the proxy's entry for them.
    for (let i = 0; i < 8; i++)
      expect(await tryFrom(behindProxy, '198.51.100.7', { email: KAVYA.email, password: `wrong-${i}` })).toBe(401);
    expect(await tryFrom(behindProxy, '198.51.100.7', KAVYA)).toBe(401);
    expect(await tryFrom(behindProxy, '198.51.100.7', NIMAL)).toBe(303);
  }, 30_000);

  it('failures for many accounts from one address are limited, there only', async () => {
    for (let i = 0; i < 3; i++)
      expect(await tryFrom(behindProxy, `10.9.9.9, 203.0.113.20`, { email: `spray${i}@example.com`, password: 'wrong-password' })).toBe(
        401,
      );
    expect(await tryFrom(behindProxy, '203.0.113.20', NIMAL)).toBe(429);
    // The proxy's entry is the last one: an address the client wrote before it changes nothing.
    expect(await tryFrom(behindProxy, '192.0.2.1, 203.0.113.20', NIMAL)).toBe(429);
    expect(await tryFrom(behindProxy, '203.0.113.21', NIMAL)).toBe(303);
  }, 30_000);

  it('with no trusted proxy, a forged X-Forwarded-For does not change whose address it is', async () => {
    for (let i = 0; i < 3; i++)
      expect(await tryFrom(direct, `203.0.113.${100 + i}`, { email: `forged${i}@example.com`, password: 'wrong-password' })).toBe(401);
    expect(await tryFrom(direct, '203.0.113.200', NIMAL)).toBe(429);
  }, 30_000);
});

describe('too many attempts in one sign-in', () => {
  it('answers 429 with Retry-After after ten tries on one sign-in page, whatever their outcome', async () => {
    const browser = new Browser();
    const page = await openSignIn(browser, idp.issuer, pkce());
    for (let i = 0; i < 10; i++) {
      expect((await browser.submit(page, { email: `guess${i}@example.com`, password: 'wrong-password' }, '/login')).status).toBe(401);
    }
    const refused = await browser.submit(page, NIMAL, '/login');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A new sign-in (another interaction) from the same address is not held back by it.
    const fresh = await openSignIn(browser, idp.issuer, pkce());
    expect((await browser.submit(fresh, NIMAL, '/login')).status).toBe(303);
  }, 60_000);
});

describe('creating an account', () => {
  it('asks to verify the email, refuses sign-in until then, and the mailed link verifies it', async () => {
    const email = 'new.customer@example.com';
    const browser = new Browser();
    const form = await openLinked(browser, '/register');
    expect(headingOf(form.html)).toBe('Create an account');
    const sent = await browser.submit(form, { name: 'Dilini Silva', email, password: 'Tea-leaf-42' });
    expect(sent.status).toBe(200);
    expect(headingOf(sent.html)).toBe('Check your email');
    expect(customerRow(email)).toMatchObject({ name: 'Dilini Silva', email_verified: 0 });
    expect(customerRow(email)?.password_hash).toMatch(/^scrypt\$/);

    const [mail] = mailsTo(idp.outboxDir, email);
    expect(mail?.subject).toContain('Verify your email address');
    expect(mail?.link).toContain(`${idp.issuer}/login-actions/verify-email?token=`);
    // The log names the mail's file, never the link's token.
    const token = new URL(mail?.link ?? 'http://x').searchParams.get('token') ?? '-';
    expect(idp.mailLog.some((line) => line.includes('/login-actions/verify-email?token=[redacted]') && line.includes(idp.outboxDir))).toBe(
      true,
    );
    expect(idp.mailLog.join('\n')).not.toContain(token);

    // Before verifying, the right password gets a new link instead of a session.
    const early = await attempt(email, 'Tea-leaf-42');
    expect(early.page.status).toBe(403);
    expect(alertOf(early.page.html)).toBe('Please verify your email address first. We have sent you a new link.');
    const links = mailsTo(idp.outboxDir, email).map((m) => m.link);
    expect(links).toHaveLength(2);

    // The first link was replaced by the second; the second verifies, once.
    expect((await browser.get(links[0] ?? '')).status).toBe(400);
    const verified = await browser.get(links[1] ?? '');
    expect(verified.status).toBe(200);
    expect(verified.html).toContain('Your email address has been verified');
    expect(customerRow(email)?.email_verified).toBe(1);
    expect((await browser.get(links[1] ?? '')).status).toBe(400);

    const tokens = await signIn(new Browser(), idp.issuer, email, 'Tea-leaf-42');
    expect(tokens.access_token).toBeTruthy();
  });

  it('the verified page leads back to the shop with the flag that shows its "verified" toast', async () => {
    const email = 'toast.customer@example.com';
    const browser = new Browser();
    const form = await openLinked(browser, '/register');
    await browser.submit(form, { name: 'Toast Customer', email, password: 'Tea-leaf-43' });
    const [mail] = mailsTo(idp.outboxDir, email);
    const verified = await browser.get(mail?.link ?? '');
    expect(verified.status).toBe(200);
    expect(verified.html).toContain(`href="${STOREFRONT}/?emailVerified=1"`);
  });

  it('answers an email that already has an account with the same page, and mails its owner instead', async () => {
    const browser = new Browser();
    const form = await openLinked(browser, '/register');
    const before = idp.db.prepare('SELECT COUNT(*) AS n FROM customers').get();
    const sent = await browser.submit(form, { name: 'Someone Else', email: 'NIMAL@example.com', password: 'Another-pass-9' });
    expect(sent.status).toBe(200);
    expect(headingOf(sent.html)).toBe('Check your email');
    expect(sent.html).toContain('We have sent a message to nimal@example.com.');
    expect(idp.db.prepare('SELECT COUNT(*) AS n FROM customers').get()).toEqual(before);
    const mail = mailsTo(idp.outboxDir, NIMAL.email).at(-1);
    expect(mail?.subject).toContain('You already have an account');
    // The existing password still works.
    expect((await signIn(new Browser(), idp.issuer, NIMAL.email, NIMAL.password)).access_token).toBeTruthy();
  });

  it('shows field errors tied to their fields, in the request’s language', async () => {
    const browser = new Browser();
    const form = await openLinked(browser, '/register', { ui_locales: 'si' });
    expect(form.html).toContain('<html lang="si">');
    const invalid = await browser.submit(form, { name: '', email: 'not-an-email', password: 'short' });
    expect(invalid.status).toBe(422);
    expect(invalid.html).toContain('<p class="error" id="name-error">නම හිස් නොවිය යුතුය</p>');
    expect(invalid.html).toContain('id="email-error">විද්‍යුත් තැපැල් ආකෘතිය වලංගු නොවේ</p>');
    expect(invalid.html).toMatch(/<input id="name"[^>]*aria-describedby="name-error" aria-invalid="true" autofocus>/);
    expect(invalid.html).toMatch(/<input id="password"[^>]*aria-describedby="password-hint password-error" aria-invalid="true">/);
  });
});

describe('forgotten password', () => {
  it('mails a single-use reset link, stored only as a hash, that sets a new password and signs out everywhere', async () => {
    const email = 'reset.me@example.com';
    // An account to reset: registered and verified through its mail.
    const registering = new Browser();
    await registering.submit(await openLinked(registering, '/register'), { name: 'Reset Me', email, password: 'Original-pass-1' });
    await registering.get(mailsTo(idp.outboxDir, email)[0]?.link ?? '');
    const before = await signIn(new Browser(), idp.issuer, email, 'Original-pass-1');

    const browser = new Browser();
    const form = await openLinked(browser, '/forgot');
    const sent = await browser.submit(form, { email });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain(`If an account exists for ${email}, we have sent it a link`);
    const mail = mailsTo(idp.outboxDir, email).at(-1);
    expect(mail?.subject).toContain('Reset your password');
    const token = new URL(mail?.link ?? 'http://x').searchParams.get('token') ?? '';
    const stored = idp.db.prepare('SELECT token_hash FROM customer_tokens').all() as { token_hash: string }[];
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
    expect(stored.length).toBeGreaterThan(0);

    const resetPage = await browser.get(mail?.link ?? '');
    expect(resetPage.status).toBe(200);
    const short = await browser.submit(resetPage, { password: 'short' });
    expect(short.status).toBe(422);
    expect(short.html).toContain('Use at least 8 characters.');
    const done = await browser.submit(resetPage, { password: 'Brand-new-pass-2' });
    expect(done.status).toBe(200);
    expect(headingOf(done.html)).toBe('Password changed');

    // Used up; the old password and the old session's tokens are gone.
    expect((await browser.get(mail?.link ?? '')).status).toBe(400);
    expect((await browser.submit(resetPage, { password: 'Another-pass-3' })).status).toBe(400);
    expect((await attempt(email, 'Original-pass-1')).page.status).toBe(401);
    expect((await fetch(`${idp.api}/cart/get`, { headers: { authorization: `Bearer ${before.access_token}` } })).status).toBe(401);
    expect((await signIn(new Browser(), idp.issuer, email, 'Brand-new-pass-2')).access_token).toBeTruthy();
  });

  it('answers an unknown email with the same page and sends nothing', async () => {
    const browser = new Browser();
    const sent = await browser.submit(await openLinked(browser, '/forgot'), { email: 'unknown.person@example.com' });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('If an account exists for unknown.person@example.com, we have sent it a link');
    expect(mailsTo(idp.outboxDir, 'unknown.person@example.com')).toHaveLength(0);
  });

  it('refuses a reset link after 30 minutes', async () => {
    const browser = new Browser();
    await browser.submit(await openLinked(browser, '/forgot'), { email: NIMAL.email });
    const link = mailsTo(idp.outboxDir, NIMAL.email).at(-1)?.link ?? '';
    expect((await browser.get(link)).status).toBe(200);
    idp.clock.advance(31 * 60_000);
    try {
      const expired = await browser.get(link);
      expect(expired.status).toBe(400);
      expect(headingOf(expired.html)).toBe('This link is no longer valid');
    } finally {
      idp.clock.reset();
    }
  });
});

describe('page language', () => {
  it('follows ui_locales of the sign-in request, else Accept-Language', async () => {
    const tamil = await openSignIn(new Browser('en'), idp.issuer, pkce(), { ui_locales: 'ta' });
    expect(tamil.html).toContain('<html lang="ta">');
    expect(headingOf(tamil.html)).toBe('உள்நுழைக');
    const sinhala = await openSignIn(new Browser('si-LK,si;q=0.9,en;q=0.5'), idp.issuer, pkce());
    expect(sinhala.html).toContain('<html lang="si">');
    expect(headingOf(sinhala.html)).toBe('පිවිසෙන්න');
  });

  it('keeps the chosen language through the sign-in form', async () => {
    const browser = new Browser();
    const page = await openSignIn(browser, idp.issuer, pkce(), { ui_locales: 'ta' });
    const wrong = await browser.submit(page, { email: NIMAL.email, password: 'wrong-password' }, '/login');
    expect(wrong.html).toContain('<html lang="ta">');
    expect(alertOf(wrong.html)).toBe('மின்னஞ்சல் அல்லது கடவுச்சொல் தவறானது.');
    const back = await submitSignIn(browser, idp.issuer, wrong, NIMAL.email, NIMAL.password);
    expect(back.location?.startsWith(CALLBACK)).toBe(true);
  });
});

describe('leaving the sign-in page', () => {
  it('returns to the shop with access_denied when the customer goes back', async () => {
    const browser = new Browser();
    const page = await openSignIn(browser, idp.issuer, pkce());
    const href = /href="([^"]*\/abort)"/.exec(page.html)?.[1] ?? '';
    const back = await browser.follow(await browser.get(new URL(href, page.url).href), idp.origin);
    const location = new URL(back.location ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(formOf(page.html, '/login').hidden.csrf).toBeTruthy();
  });
});
