import type { Customer, CustomerRepository } from './customer-repository';
import { tokenHash } from './customer-repository';
import { format } from './messages';
import type { SqliteOidcStore } from './oidc-adapter';
import type { SendMail } from './outbox';
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from './password';
import {
  afterFailure,
  emailField,
  failureDelayMs,
  IP_WINDOW_MS,
  isLocked,
  MAILS_PER_IP,
  normalizeEmail,
  passwordError,
  registrationErrors,
  RESET_TOKEN_TTL_MS,
  VERIFY_TOKEN_TTL_MS,
  type FailureState,
  type FieldErrorCode,
  type Language,
} from './rules';

export interface AccountServiceOptions {
  now: () => Date;
  /** First step of the growing wait after failed sign-ins (rules.failureDelayMs). */
  failureDelayBaseMs: number;
  ipMaxFailures: number;
  shopName: () => string;
  /** Absolute links of the mails. */
  links: { verifyEmail(token: string, lang: Language): string; resetPassword(token: string, lang: Language): string };
}

export type SignInResult =
  | { kind: 'signed-in'; customer: Customer }
  /** Wrong email, wrong password or a locked account: one answer for all three. */
  | { kind: 'invalid'; delayMs: number }
  | { kind: 'unverified' }
  | { kind: 'throttled' };

export type RegisterResult =
  | { kind: 'invalid'; errors: Partial<Record<'name' | 'email' | 'password', FieldErrorCode>> }
  | { kind: 'sent'; email: string }
  | { kind: 'throttled' };

const windowed = (state: FailureState & { windowStart: number }, now: number) =>
  state.windowStart + IP_WINDOW_MS <= now ? { failures: 0, windowStart: now, lockedUntil: null } : state;

/**
 * Sign-in, registration, email verification and password reset. No answer tells whether an email has
 * an account: unknown emails are hashed against, counted and locked exactly like known ones.
 */
export class AccountService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly store: SqliteOidcStore,
    private readonly sendMail: SendMail,
    private readonly options: AccountServiceOptions,
  ) {}

  private nowMs(): number {
    return this.options.now().getTime();
  }

  /** Whether the address may try another sign-in (fewer accounts than its limit failed from it in the current window). */
  private ipAllowed(ip: string): boolean {
    return windowed(this.customers.throttle(`login:${ip}`), this.nowMs()).failures < this.options.ipMaxFailures;
  }

  /**
   * Counts a failure against the address once per account and window: one account's many failures (its
   * own lock stops them) leave the other shoppers behind that address alone, many accounts do not.
   */
  private countIpFailure(ip: string, emailKey: string): void {
    const now = this.nowMs();
    const pairKey = `login-pair:${tokenHash(`${ip} ${emailKey}`)}`;
    if (windowed(this.customers.throttle(pairKey), now).failures > 0) return;
    this.customers.setThrottle(pairKey, { failures: 1, windowStart: now, lockedUntil: null });
    const state = windowed(this.customers.throttle(`login:${ip}`), now);
    this.customers.setThrottle(`login:${ip}`, { ...state, failures: state.failures + 1 });
  }

  /** Counts one mail against the IP; false when it has sent its share for this window. */
  private takeMailAllowance(ip: string): boolean {
    const now = this.nowMs();
    const state = windowed(this.customers.throttle(`mail:${ip}`), now);
    if (state.failures >= MAILS_PER_IP) return false;
    this.customers.setThrottle(`mail:${ip}`, { ...state, failures: state.failures + 1 });
    return true;
  }

  async signIn(input: { email: string; password: string; ip: string }): Promise<SignInResult> {
    if (!this.ipAllowed(input.ip)) return { kind: 'throttled' };
    const email = normalizeEmail(input.email);
    const customer = email === '' ? undefined : this.customers.byEmail(email);
    const unknownKey = `email:${tokenHash(email)}`;
    const state: FailureState = customer
      ? { failures: customer.failedAttempts, lockedUntil: customer.lockedUntil }
      : this.customers.throttle(unknownKey);
    const now = this.nowMs();
    // The hash runs in every case, so an unknown email or a locked account answers no faster.
    const matches = await verifyPassword(input.password, customer?.passwordHash ?? UNMATCHABLE_HASH);

    if (!customer || !matches || isLocked(state, now)) {
      if (!isLocked(state, now)) {
        const next = afterFailure(state, now);
        if (customer) this.customers.setFailures(customer.id, next);
        else this.customers.setThrottle(unknownKey, { ...next, windowStart: now });
      }
      this.countIpFailure(input.ip, email);
      return { kind: 'invalid', delayMs: failureDelayMs(state.failures + 1, this.options.failureDelayBaseMs) };
    }

    this.customers.setFailures(customer.id, { failures: 0, lockedUntil: null });
    if (!customer.emailVerified) {
      if (this.takeMailAllowance(input.ip)) this.sendVerification(customer, customer.locale);
      return { kind: 'unverified' };
    }
    return { kind: 'signed-in', customer };
  }

  /**
   * A new account waits for its email to be verified. An email that already has an account gets a
   * mail saying so (with a reset link) and the page reads the same as for a new one.
   */
  async register(input: { name: string; email: string; password: string; lang: Language; ip: string }): Promise<RegisterResult> {
    const errors = registrationErrors(input);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    if (!this.takeMailAllowance(input.ip)) return { kind: 'throttled' };
    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    const created = this.customers.create({
      email,
      name: input.name.trim(),
      passwordHash,
      emailVerified: false,
      locale: input.lang,
      now: this.options.now(),
    });
    if (created) this.sendVerification(created, input.lang);
    else {
      const existing = this.customers.byEmail(email);
      if (existing) this.sendExistingAccount(existing, input.lang);
    }
    return { kind: 'sent', email };
  }

  /** Marks the email verified when the link is valid (once). */
  verifyEmail(token: string): boolean {
    const customerId = this.customers.consumeToken(token, 'verify-email', this.nowMs());
    if (!customerId) return false;
    this.customers.markVerified(customerId);
    return true;
  }

  /** Sends a reset link when the email has an account; the caller shows the same page either way. */
  requestPasswordReset(input: {
    email: string;
    lang: Language;
    ip: string;
  }): { kind: 'invalid'; error: FieldErrorCode } | { kind: 'sent'; email: string } | { kind: 'throttled' } {
    if (input.email.trim() === '') return { kind: 'invalid', error: 'required' };
    if (!emailField.safeParse(input.email).success) return { kind: 'invalid', error: 'email' };
    if (!this.takeMailAllowance(input.ip)) return { kind: 'throttled' };
    const email = normalizeEmail(input.email);
    const customer = this.customers.byEmail(email);
    if (customer) this.sendReset(customer, input.lang, 'resetSubject', 'resetBody');
    return { kind: 'sent', email };
  }

  resetTokenValid(token: string): boolean {
    return this.customers.peekToken(token, 'reset-password', this.nowMs()) !== undefined;
  }

  /**
   * Sets a new password through a reset link (once). The mailbox is proven, so the email counts as
   * verified and a lock is lifted; every session and refresh token of the account ends.
   */
  async resetPassword(
    token: string,
    password: string,
  ): Promise<{ kind: 'invalid'; error: FieldErrorCode } | { kind: 'done' } | { kind: 'expired' }> {
    const error = passwordError(password);
    if (error) return { kind: 'invalid', error };
    const passwordHash = await hashPassword(password);
    const customerId = this.customers.consumeToken(token, 'reset-password', this.nowMs());
    if (!customerId) return { kind: 'expired' };
    this.customers.setPassword(customerId, passwordHash);
    this.customers.markVerified(customerId);
    this.store.removeAccount(customerId);
    return { kind: 'done' };
  }

  private sendVerification(customer: Customer, lang: Language): void {
    const token = this.customers.issueToken(customer.id, 'verify-email', VERIFY_TOKEN_TTL_MS, this.nowMs());
    const link = this.options.links.verifyEmail(token, lang);
    const values = { shop: this.options.shopName(), name: customer.name, link };
    this.sendMail({
      to: customer.email,
      kind: 'verify-email',
      link,
      subject: format(lang, 'verifySubject', values),
      text: format(lang, 'verifyBody', values),
    });
  }

  private sendExistingAccount(customer: Customer, lang: Language): void {
    this.sendReset(customer, lang, 'existingSubject', 'existingBody');
  }

  private sendReset(
    customer: Customer,
    lang: Language,
    subject: 'resetSubject' | 'existingSubject',
    body: 'resetBody' | 'existingBody',
  ): void {
    const token = this.customers.issueToken(customer.id, 'reset-password', RESET_TOKEN_TTL_MS, this.nowMs());
    const link = this.options.links.resetPassword(token, lang);
    const values = { shop: this.options.shopName(), name: customer.name, link };
    this.sendMail({
      to: customer.email,
      kind: 'reset-password',
      link,
      subject: format(lang, subject, values),
      text: format(lang, body, values),
    });
  }
}
