import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { FailureState, Language } from './rules';

export interface Customer {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  emailVerified: boolean;
  locale: Language;
  createdAt: string;
  failedAttempts: number;
  lockedUntil: number | null;
}

interface CustomerRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  email_verified: number;
  locale: string;
  created_at: string;
  failed_attempts: number;
  locked_until: number | null;
}

export type TokenPurpose = 'verify-email' | 'reset-password';

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  email: row.email,
  name: row.name,
  passwordHash: row.password_hash,
  emailVerified: row.email_verified === 1,
  locale: row.locale === 'si' || row.locale === 'ta' ? row.locale : 'en',
  createdAt: row.created_at,
  failedAttempts: row.failed_attempts,
  lockedUntil: row.locked_until,
});

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Customers, their single-use mail tokens and the failure counters (times in epoch milliseconds). */
export class CustomerRepository {
  constructor(private readonly db: Database.Database) {}

  byId(id: string): Customer | undefined {
    const row = this.db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
    return row && toCustomer(row);
  }

  byEmail(email: string): Customer | undefined {
    const row = this.db.prepare('SELECT * FROM customers WHERE email = ?').get(email) as CustomerRow | undefined;
    return row && toCustomer(row);
  }

  /** Inserts a customer; undefined when the email is taken (the caller must not tell anyone). */
  create(input: {
    email: string;
    name: string;
    passwordHash: string;
    emailVerified: boolean;
    locale: Language;
    now: Date;
  }): Customer | undefined {
    const id = randomUUID();
    const result = this.db
      .prepare(
        `INSERT INTO customers (id, email, name, password_hash, email_verified, locale, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING`,
      )
      .run(id, input.email, input.name, input.passwordHash, input.emailVerified ? 1 : 0, input.locale, input.now.toISOString());
    return result.changes === 1 ? this.byId(id) : undefined;
  }

  setFailures(id: string, state: FailureState): void {
    this.db.prepare('UPDATE customers SET failed_attempts = ?, locked_until = ? WHERE id = ?').run(state.failures, state.lockedUntil, id);
  }

  markVerified(id: string): void {
    this.db.prepare('UPDATE customers SET email_verified = 1 WHERE id = ?').run(id);
  }

  /** A new password also lifts a lock: the customer proved they own the mailbox. */
  setPassword(id: string, passwordHash: string): void {
    this.db.prepare('UPDATE customers SET password_hash = ?, failed_attempts = 0, locked_until = NULL WHERE id = ?').run(passwordHash, id);
  }

  /** A fresh single-use token; only its digest is stored. Earlier unused tokens of the same purpose stop working. */
  issueToken(customerId: string, purpose: TokenPurpose, ttlMs: number, now: number): string {
    const token = randomBytes(32).toString('base64url');
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM customer_tokens WHERE customer_id = ? AND purpose = ? AND used_at IS NULL').run(customerId, purpose);
      this.db
        .prepare('INSERT INTO customer_tokens (token_hash, customer_id, purpose, expires_at) VALUES (?, ?, ?, ?)')
        .run(tokenHash(token), customerId, purpose, now + ttlMs);
    })();
    return token;
  }

  /** The customer a valid, unused, unexpired token belongs to, without using it up. */
  peekToken(token: string, purpose: TokenPurpose, now: number): string | undefined {
    const row = this.db
      .prepare('SELECT customer_id FROM customer_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?')
      .get(tokenHash(token), purpose, now) as { customer_id: string } | undefined;
    return row?.customer_id;
  }

  /** Uses a token up; the customer id when it was valid, once only. */
  consumeToken(token: string, purpose: TokenPurpose, now: number): string | undefined {
    const row = this.db
      .prepare(
        `UPDATE customer_tokens SET used_at = ?
         WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING customer_id`,
      )
      .get(now, tokenHash(token), purpose, now) as { customer_id: string } | undefined;
    return row?.customer_id;
  }

  throttle(key: string): FailureState & { windowStart: number } {
    const row = this.db.prepare('SELECT failures, window_start, locked_until FROM identity_throttle WHERE key = ?').get(key) as
      { failures: number; window_start: number; locked_until: number | null } | undefined;
    return row
      ? { failures: row.failures, windowStart: row.window_start, lockedUntil: row.locked_until }
      : { failures: 0, windowStart: 0, lockedUntil: null };
  }

  setThrottle(key: string, state: FailureState & { windowStart: number }): void {
    this.db
      .prepare(
        `INSERT INTO identity_throttle (key, failures, window_start, locked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, window_start = excluded.window_start, locked_until = excluded.locked_until`,
      )
      .run(key, state.failures, state.windowStart, state.lockedUntil);
  }

  clearThrottle(key: string): void {
    this.db.prepare('DELETE FROM identity_throttle WHERE key = ?').run(key);
  }

  /** Drops used or expired mail tokens and counters whose window and lock are over. */
  cleanUp(now: number, windowMs: number): void {
    this.db.prepare('DELETE FROM customer_tokens WHERE used_at IS NOT NULL OR expires_at <= ?').run(now);
    this.db
      .prepare('DELETE FROM identity_throttle WHERE window_start <= ? AND (locked_until IS NULL OR locked_until <= ?)')
      .run(now - windowMs, now);
  }
}
