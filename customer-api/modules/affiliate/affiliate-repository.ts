import type { OrderStatus, PaymentMethod } from '../../../lib/api/cart-schemas';
import type { Db } from '../../core/database';
import { DEFAULT_PROGRAMME, type ProgrammeSettings } from './affiliate-rules';

const PROGRAMME_KEY = 'affiliate-programme';

export interface AffiliateRecord {
  customerKey: string;
  bankId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export interface LinkRecord {
  token: string;
  ownerKey: string;
  path: string;
  description: string;
  expiryDate: string;
  createdAt: string;
}

/** An order a link brought, with what its earning is worked out from. */
export interface AttributedOrder {
  token: string;
  description: string;
  commissionPercent: number;
  refId: string;
  status: OrderStatus;
  createdAt: string;
  currency: string;
  subTotal: number;
  discounts: number;
  /** CASH or CARD; null for an order that names neither (lenient with stored JSON). */
  paymentMethod: PaymentMethod | null;
}

interface LinkRow {
  token: string;
  owner_key: string;
  path: string;
  description: string;
  expiry_date: string;
  created_at: string;
}

interface AttributedRow {
  token: string;
  description: string;
  commission_percent: number;
  ref_id: string;
  status: OrderStatus;
  created_at: string;
  currency: string;
  sub_total: number;
  discounts: number;
  payment_method: string | null;
}

const toLink = (r: LinkRow): LinkRecord => ({
  token: r.token,
  ownerKey: r.owner_key,
  path: r.path,
  description: r.description,
  expiryDate: r.expiry_date,
  createdAt: r.created_at,
});

const toAttributed = (r: AttributedRow): AttributedOrder => ({
  token: r.token,
  description: r.description,
  commissionPercent: r.commission_percent,
  refId: r.ref_id,
  status: r.status,
  createdAt: r.created_at,
  currency: r.currency,
  subTotal: Number(r.sub_total) || 0,
  discounts: Number(r.discounts) || 0,
  paymentMethod: r.payment_method === 'CASH' || r.payment_method === 'CARD' ? r.payment_method : null,
});

const ATTRIBUTED = `
  SELECT l.token, l.description, ac.commission_percent, o.ref_id, o.status, o.created_at,
         json_extract(o.json, '$.currency') AS currency,
         json_extract(o.json, '$.subTotal') AS sub_total,
         json_extract(o.json, '$.totalPriceDiscounts') AS discounts,
         json_extract(o.json, '$.paymentMethod') AS payment_method
  FROM affiliate_carts ac
  JOIN affiliate_links l ON l.token = ac.token
  JOIN orders o ON o.cart_id = ac.cart_id
  WHERE l.owner_key = ?`;

/** The affiliate tables and the programme switch. Callers run changes inside their transaction. */
export class AffiliateRepository {
  private readonly q;

  constructor(db: Db) {
    this.q = {
      programme: db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?'),
      putProgramme: db.prepare<[string, string]>(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      ),
      banks: db.prepare<[], { id: string; name: string }>('SELECT id, name FROM affiliate_banks ORDER BY position'),
      bank: db.prepare<[string], { id: string; name: string }>('SELECT id, name FROM affiliate_banks WHERE id = ?'),
      affiliate: db.prepare<
        [string],
        { customer_key: string; bank_id: string; bank_name: string; account_name: string; account_number: string }
      >(
        `SELECT a.customer_key, a.bank_id, b.name AS bank_name, a.account_name, a.account_number
         FROM affiliates a JOIN affiliate_banks b ON b.id = a.bank_id WHERE a.customer_key = ?`,
      ),
      putAffiliate: db.prepare(
        `INSERT INTO affiliates (customer_key, bank_id, account_name, account_number, created_at, updated_at)
         VALUES (@customerKey, @bankId, @accountName, @accountNumber, @now, @now)
         ON CONFLICT (customer_key) DO UPDATE SET bank_id = excluded.bank_id, account_name = excluded.account_name,
           account_number = excluded.account_number, updated_at = excluded.updated_at`,
      ),
      link: db.prepare<[string], LinkRow>('SELECT * FROM affiliate_links WHERE token = ?'),
      linksOf: db.prepare<[string], LinkRow>('SELECT * FROM affiliate_links WHERE owner_key = ? ORDER BY created_at DESC, token'),
      insertLink: db.prepare(
        `INSERT INTO affiliate_links (token, owner_key, path, description, expiry_date, created_at, updated_at)
         VALUES (@token, @ownerKey, @path, @description, @expiryDate, @createdAt, @createdAt)`,
      ),
      updateLink: db.prepare<[string, string, string, string, string]>(
        'UPDATE affiliate_links SET description = ?, expiry_date = ?, updated_at = ? WHERE token = ? AND owner_key = ?',
      ),
      click: db.prepare<[string, string, string, string]>(
        'INSERT OR IGNORE INTO affiliate_clicks (token, visit, day, created_at) VALUES (?, ?, ?, ?)',
      ),
      clicksPerLink: db.prepare<[string], { token: string; n: number }>(
        `SELECT c.token, COUNT(*) AS n FROM affiliate_clicks c JOIN affiliate_links l ON l.token = c.token WHERE l.owner_key = ? GROUP BY c.token`,
      ),
      clicksPerDay: db.prepare<[string, string, string], { day: string; n: number }>(
        `SELECT c.day, COUNT(*) AS n FROM affiliate_clicks c JOIN affiliate_links l ON l.token = c.token
         WHERE l.owner_key = ? AND c.day BETWEEN ? AND ? GROUP BY c.day`,
      ),
      attributed: db.prepare<[string], AttributedRow>(`${ATTRIBUTED} ORDER BY o.seq DESC`),
      attributedBetween: db.prepare<[string, string, string], AttributedRow>(
        `${ATTRIBUTED} AND substr(o.created_at, 1, 10) BETWEEN ? AND ? ORDER BY o.seq`,
      ),
      attributedPage: db.prepare<[string, number, number], AttributedRow>(`${ATTRIBUTED} ORDER BY o.seq DESC LIMIT ? OFFSET ?`),
      attributedCount: db.prepare<[string], { n: number }>(
        `SELECT COUNT(*) AS n FROM affiliate_carts ac JOIN affiliate_links l ON l.token = ac.token JOIN orders o ON o.cart_id = ac.cart_id WHERE l.owner_key = ?`,
      ),
      attributeCart: db.prepare<[string, string, number, string]>(
        `INSERT INTO affiliate_carts (cart_id, token, commission_percent, attributed_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (cart_id) DO UPDATE SET token = excluded.token, commission_percent = excluded.commission_percent, attributed_at = excluded.attributed_at`,
      ),
      forgetCart: db.prepare<[string]>('DELETE FROM affiliate_carts WHERE cart_id = ?'),
      customerEmail: db.prepare<[string], { email: string }>('SELECT email FROM customers WHERE id = ?'),
      cartEmail: db.prepare<[string], { email: string | null }>(
        `SELECT json_extract(checkout, '$.email') AS email FROM carts WHERE id = ?`,
      ),
    };
  }

  programme(): ProgrammeSettings {
    const raw = this.q.programme.get(PROGRAMME_KEY)?.value;
    if (raw === undefined) return DEFAULT_PROGRAMME;
    const stored = JSON.parse(raw) as Partial<ProgrammeSettings>;
    return { ...DEFAULT_PROGRAMME, ...stored };
  }

  setProgramme(settings: ProgrammeSettings): void {
    this.q.putProgramme.run(PROGRAMME_KEY, JSON.stringify(settings));
  }

  banks(): { id: string; name: string }[] {
    return this.q.banks.all();
  }

  bank(id: string): { id: string; name: string } | undefined {
    return this.q.bank.get(id);
  }

  affiliate(customerKey: string): AffiliateRecord | undefined {
    const r = this.q.affiliate.get(customerKey);
    return r
      ? {
          customerKey: r.customer_key,
          bankId: r.bank_id,
          bankName: r.bank_name,
          accountName: r.account_name,
          accountNumber: r.account_number,
        }
      : undefined;
  }

  saveAffiliate(a: Omit<AffiliateRecord, 'bankName'>, now: Date): void {
    this.q.putAffiliate.run({ ...a, now: now.toISOString() });
  }

  link(token: string): LinkRecord | undefined {
    const row = this.q.link.get(token);
    return row ? toLink(row) : undefined;
  }

  linksOf(ownerKey: string): LinkRecord[] {
    return this.q.linksOf.all(ownerKey).map(toLink);
  }

  insertLink(link: LinkRecord): void {
    this.q.insertLink.run(link);
  }

  /** Changes the owner's link; false when it is not theirs or not there. */
  updateLink(token: string, ownerKey: string, change: { description: string; expiryDate: string }, now: Date): boolean {
    return this.q.updateLink.run(change.description, change.expiryDate, now.toISOString(), token, ownerKey).changes === 1;
  }

  /** Counts a visit once per link and browser session; true when it was new. */
  click(token: string, visit: string, day: string, now: Date): boolean {
    return this.q.click.run(token, visit, day, now.toISOString()).changes === 1;
  }

  clicksPerLink(ownerKey: string): Map<string, number> {
    return new Map(this.q.clicksPerLink.all(ownerKey).map((r) => [r.token, r.n]));
  }

  clicksPerDay(ownerKey: string, from: string, to: string): Map<string, number> {
    return new Map(this.q.clicksPerDay.all(ownerKey, from, to).map((r) => [r.day, r.n]));
  }

  /** The email a customer signs in with, if this server keeps their account. */
  customerEmail(customerKey: string): string | null {
    return this.q.customerEmail.get(customerKey)?.email ?? null;
  }

  /** The email given at checkout for a cart. */
  cartEmail(cartId: string): string | null {
    const email = this.q.cartEmail.get(cartId)?.email;
    return typeof email === 'string' ? email : null;
  }

  attributed(ownerKey: string): AttributedOrder[] {
    return this.q.attributed.all(ownerKey).map(toAttributed);
  }

  attributedBetween(ownerKey: string, from: string, to: string): AttributedOrder[] {
    return this.q.attributedBetween.all(ownerKey, from, to).map(toAttributed);
  }

  attributedPage(ownerKey: string, size: number, offset: number): { orders: AttributedOrder[]; total: number } {
    return {
      orders: this.q.attributedPage.all(ownerKey, size, offset).map(toAttributed),
      total: this.q.attributedCount.get(ownerKey)?.n ?? 0,
    };
  }

  attributeCart(cartId: string, token: string, commissionPercent: number, now: Date): void {
    this.q.attributeCart.run(cartId, token, commissionPercent, now.toISOString());
  }

  forgetCart(cartId: string): void {
    this.q.forgetCart.run(cartId);
  }
}
