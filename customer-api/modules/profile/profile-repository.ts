import type { Db } from '../../core/database';
import type { AddressInput } from '../../../lib/api/cart-schemas';
import type { Gender, SavedAddress, WishListItem } from '../../../lib/api/profile-schemas';

/** The customer's own record as identity keeps it, with the profile fields kept here. */
export interface ProfileRecord {
  customerId: string;
  name: string;
  email: string;
  emailVerified: boolean;
  birthday: string | null;
  gender: Gender | null;
  phone: string;
  defaultBillingAddress: string | null;
  defaultShippingAddress: string | null;
}

interface ProfileRow {
  id: string;
  name: string;
  email: string;
  email_verified: number;
  birthday: string | null;
  gender: Gender | null;
  phone: string | null;
  default_billing_address: string | null;
  default_shipping_address: string | null;
}

export interface ProfileFields {
  name: string;
  email: string;
  birthday: string | null;
  gender: Gender;
  phone: string;
}

/** SQL for customer_profiles, customer_addresses and wish_list_items (migration 004), reading identity's customers. */
export class ProfileRepository {
  constructor(private readonly db: Db) {}

  profile(customerId: string): ProfileRecord | undefined {
    const row = this.db
      .prepare<[string], ProfileRow>(
        `SELECT c.id, c.name, c.email, c.email_verified, p.birthday, p.gender, p.phone, p.default_billing_address, p.default_shipping_address
         FROM customers c LEFT JOIN customer_profiles p ON p.customer_id = c.id WHERE c.id = ?`,
      )
      .get(customerId);
    if (!row) return undefined;
    return {
      customerId: row.id,
      name: row.name,
      email: row.email,
      emailVerified: row.email_verified === 1,
      birthday: row.birthday,
      gender: row.gender,
      phone: row.phone ?? '',
      defaultBillingAddress: row.default_billing_address,
      defaultShippingAddress: row.default_shipping_address,
    };
  }

  /** Whether another customer already signs in with this email. */
  emailTaken(email: string, exceptCustomerId: string): boolean {
    return (
      this.db
        .prepare<[string, string], { n: number }>('SELECT 1 AS n FROM customers WHERE email = ? AND id <> ?')
        .get(email, exceptCustomerId) !== undefined
    );
  }

  private ensureProfile(customerId: string): void {
    this.db.prepare('INSERT OR IGNORE INTO customer_profiles (customer_id) VALUES (?)').run(customerId);
  }

  /** A changed email is no longer verified. */
  updateProfile(customerId: string, fields: ProfileFields): void {
    this.ensureProfile(customerId);
    this.db
      .prepare(
        `UPDATE customers SET name = ?, email = ?, email_verified = CASE WHEN email = ? COLLATE NOCASE THEN email_verified ELSE 0 END WHERE id = ?`,
      )
      .run(fields.name, fields.email, fields.email, customerId);
    this.db
      .prepare('UPDATE customer_profiles SET birthday = ?, gender = ?, phone = ? WHERE customer_id = ?')
      .run(fields.birthday, fields.gender, fields.phone, customerId);
  }

  setDefault(customerId: string, which: 'billing' | 'shipping', addressId: string | null): void {
    this.ensureProfile(customerId);
    const column = which === 'billing' ? 'default_billing_address' : 'default_shipping_address';
    this.db.prepare(`UPDATE customer_profiles SET ${column} = ? WHERE customer_id = ?`).run(addressId, customerId);
  }

  addresses(customerId: string): SavedAddress[] {
    return this.db
      .prepare<[string], { id: string; json: string }>('SELECT id, json FROM customer_addresses WHERE customer_id = ? ORDER BY seq')
      .all(customerId)
      .map((row) => ({ ...(JSON.parse(row.json) as AddressInput), id: row.id, userId: customerId }) as SavedAddress);
  }

  /** The address only if it is this customer's. */
  address(customerId: string, addressId: string): SavedAddress | undefined {
    return this.addresses(customerId).find((a) => a.id === addressId);
  }

  insertAddress(customerId: string, id: string, fields: AddressInput, now: Date): void {
    const next =
      this.db
        .prepare<[string], { n: number }>('SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM customer_addresses WHERE customer_id = ?')
        .get(customerId)?.n ?? 1;
    this.db
      .prepare('INSERT INTO customer_addresses (id, customer_id, seq, json, updated_at) VALUES (?, ?, ?, ?, ?)')
      .run(id, customerId, next, JSON.stringify(fields), now.toISOString());
  }

  /** Updates only this customer's address; false when it is not theirs. */
  updateAddress(customerId: string, id: string, fields: AddressInput, now: Date): boolean {
    return (
      this.db
        .prepare('UPDATE customer_addresses SET json = ?, updated_at = ? WHERE id = ? AND customer_id = ?')
        .run(JSON.stringify(fields), now.toISOString(), id, customerId).changes === 1
    );
  }

  removeAddress(customerId: string, id: string): boolean {
    const removed = this.db.prepare('DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?').run(id, customerId).changes === 1;
    if (removed) {
      this.db
        .prepare('UPDATE customer_profiles SET default_billing_address = NULL WHERE customer_id = ? AND default_billing_address = ?')
        .run(customerId, id);
      this.db
        .prepare('UPDATE customer_profiles SET default_shipping_address = NULL WHERE customer_id = ? AND default_shipping_address = ?')
        .run(customerId, id);
    }
    return removed;
  }

  wishList(customerId: string): WishListItem[] {
    return this.db
      .prepare<[string], { base_id: string; variance_key: string }>(
        'SELECT base_id, variance_key FROM wish_list_items WHERE customer_id = ? ORDER BY added_at, base_id',
      )
      .all(customerId)
      .map((r) => ({ baseId: r.base_id, varianceKey: r.variance_key }));
  }

  addToWishList(customerId: string, item: WishListItem, now: Date): void {
    this.db
      .prepare('INSERT OR IGNORE INTO wish_list_items (customer_id, base_id, variance_key, added_at) VALUES (?, ?, ?, ?)')
      .run(customerId, item.baseId, item.varianceKey, now.toISOString());
  }

  inWishList(customerId: string, item: WishListItem): boolean {
    return (
      this.db
        .prepare<[string, string, string], { n: number }>(
          'SELECT 1 AS n FROM wish_list_items WHERE customer_id = ? AND base_id = ? AND variance_key = ?',
        )
        .get(customerId, item.baseId, item.varianceKey) !== undefined
    );
  }

  wishListCount(customerId: string): number {
    return (
      this.db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM wish_list_items WHERE customer_id = ?').get(customerId)?.n ?? 0
    );
  }

  /** Removes only this customer's entry. */
  removeFromWishList(customerId: string, item: WishListItem): void {
    this.db
      .prepare('DELETE FROM wish_list_items WHERE customer_id = ? AND base_id = ? AND variance_key = ?')
      .run(customerId, item.baseId, item.varianceKey);
  }
}
