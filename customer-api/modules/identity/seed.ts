import type Database from 'better-sqlite3';
import { CustomerRepository } from './customer-repository';
import { hashPassword } from './password';
import type { Language } from './rules';

/** Demo customers with verified emails (README "Demo customers"); the same password for both. */
export const DEMO_PASSWORD = 'Demo-pass-1';
export const DEMO_CUSTOMERS: readonly { email: string; name: string; locale: Language }[] = [
  { email: 'nimal@example.com', name: 'Nimal Perera', locale: 'si' },
  { email: 'kavya@example.com', name: 'Kavya Raman', locale: 'ta' },
];

/**
 * Adds the demo customers that are missing (a re-seed keeps existing accounts and their data) and
 * answers their ids by email: the hook where orders, addresses and wish lists for them are seeded.
 */
export async function seedDemoCustomers(db: Database.Database, now = new Date()): Promise<Record<string, string>> {
  const customers = new CustomerRepository(db);
  const ids: Record<string, string> = {};
  for (const demo of DEMO_CUSTOMERS) {
    const existing = customers.byEmail(demo.email);
    const customer =
      existing ??
      customers.create({
        email: demo.email,
        name: demo.name,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        emailVerified: true,
        locale: demo.locale,
        now,
      });
    if (customer) ids[demo.email] = customer.id;
  }
  return ids;
}
