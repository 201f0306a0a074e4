import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { tokenHash } from './customer-repository';
import { format } from './messages';
import type { SendMail } from './outbox';
import { verifyPassword } from './password';
import { LANGUAGES, normalizeEmail, VERIFY_TOKEN_TTL_MS, type Language } from './rules';

export interface EmailChangeOptions {
  now: () => Date;
  shopName: () => string;
  /** The absolute link of the mail. */
  link: (token: string, lang: Language) => string;
}

/** What the profile needs of a change of sign-in email (the reference API's own accounts). */
export interface EmailChangeRequests {
  passwordMatches(customerId: string, password: string): Promise<boolean>;
  /** Keeps `newEmail` pending (replacing an earlier request) and mails its link there. */
  request(customerId: string, newEmail: string): void;
  /** The address waiting for its link, while the link works. */
  pending(customerId: string): string | null;
}

const asLanguage = (value: string): Language => ((LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en');

/**
 * A new sign-in email is proven before it counts: it waits in `email_changes` while the account goes on
 * signing in with the old one, and becomes the account's (verified) email when its link is followed.
 */
export class EmailChanges implements EmailChangeRequests {
  constructor(
    private readonly db: Database.Database,
    private readonly sendMail: SendMail,
    private readonly options: EmailChangeOptions,
  ) {}

  async passwordMatches(customerId: string, password: string): Promise<boolean> {
    const row = this.db.prepare('SELECT password_hash FROM customers WHERE id = ?').get(customerId) as
      { password_hash: string } | undefined;
    return row !== undefined && password !== '' && (await verifyPassword(password, row.password_hash));
  }

  request(customerId: string, newEmail: string): void {
    const customer = this.db.prepare('SELECT name, locale FROM customers WHERE id = ?').get(customerId) as
      { name: string; locale: string } | undefined;
    if (!customer) return;
    const token = randomBytes(32).toString('base64url');
    const email = normalizeEmail(newEmail);
    this.db
      .prepare(
        `INSERT INTO email_changes (customer_id, new_email, token_hash, expires_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (customer_id) DO UPDATE SET new_email = excluded.new_email, token_hash = excluded.token_hash, expires_at = excluded.expires_at`,
      )
      .run(customerId, email, tokenHash(token), this.options.now().getTime() + VERIFY_TOKEN_TTL_MS);
    const lang = asLanguage(customer.locale);
    const link = this.options.link(token, lang);
    const values = { shop: this.options.shopName(), name: customer.name, email, link };
    this.sendMail({
      to: email,
      kind: 'change-email',
      link,
      subject: format(lang, 'changeEmailSubject', values),
      text: format(lang, 'changeEmailBody', values),
    });
  }

  pending(customerId: string): string | null {
    const row = this.db
      .prepare('SELECT new_email FROM email_changes WHERE customer_id = ? AND expires_at > ?')
      .get(customerId, this.options.now().getTime()) as { new_email: string } | undefined;
    return row?.new_email ?? null;
  }

  /** Follows a link (once): the new address becomes the sign-in email, verified. False when expired, used, or taken meanwhile. */
  confirm(token: string): boolean {
    return this.db
      .transaction(() => {
        const row = this.db
          .prepare('DELETE FROM email_changes WHERE token_hash = ? RETURNING customer_id, new_email, expires_at')
          .get(tokenHash(token)) as { customer_id: string; new_email: string; expires_at: number } | undefined;
        if (!row || row.expires_at <= this.options.now().getTime()) return false;
        const taken = this.db.prepare('SELECT 1 FROM customers WHERE email = ? AND id <> ?').get(row.new_email, row.customer_id);
        if (taken) return false;
        return (
          this.db.prepare('UPDATE customers SET email = ?, email_verified = 1 WHERE id = ?').run(row.new_email, row.customer_id).changes ===
          1
        );
      })
      .immediate();
  }
}
