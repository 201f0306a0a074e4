import type { SeedOptions } from './types';
import { seedDemoCustomers } from '../modules/identity/seed';
import { seedDemoAccounts, type DemoAccountPlan } from './demo-accounts';
import { DEMO_FIXTURES } from './fixtures';
import { loadSeed, type SeedCounts } from './load-seed';
import type { Db } from '../core/database';
import { SettingsRepository } from '../core/settings-repository';

const kandyHome = {
  addressLine1: '21 Temple Street',
  addressLine2: '',
  province: 'Central',
  district: 'Kandy',
  city: 'Kandy',
  cityId: DEMO_FIXTURES.cities.deliverable.id,
  postalCode: DEMO_FIXTURES.cities.deliverable.postalCode,
  country: 'Sri Lanka',
  contactNumber: '+94771234567',
  geoCoordinates: null,
};

/** The demo customers' addresses, wish list and order history in the demo shop. */
export const DEMO_ACCOUNT_PLAN: DemoAccountPlan = {
  tenant: 'demo',
  location: DEMO_FIXTURES.locations.kandy,
  product: { id: DEMO_FIXTURES.products.simple.id, varianceKey: '' },
  wishList: [
    { baseId: DEMO_FIXTURES.products.colourSize.id, varianceKey: DEMO_FIXTURES.products.colourSize.varianceKey },
    { baseId: DEMO_FIXTURES.products.switch.id, varianceKey: DEMO_FIXTURES.products.switch.withVarianceKey },
  ],
  addresses: [
    { ...kandyHome, firstName: '', lastName: '' },
    { ...kandyHome, firstName: '', lastName: '', addressLine1: '8 Lake Round', addressLine2: 'Office, 2nd floor' },
  ],
  deliveryPlanId: 'regional-standard',
};

/** Generates the demo shop and writes it into the database, replacing its catalogue. */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedCounts> {
  // Loaded only when a database is seeded: the generator is large and the server rarely needs it.
  const { buildSeed } = await import('./build');
  return loadSeed(db, await buildSeed(opts));
}

/**
 * The demo customers (their password is published) with addresses, a wish list and orders; only a
 * `DEMO=1` start or seed adds them (docs/security.md). Customers already there keep their data.
 */
export async function seedDemoShoppers(db: Db): Promise<void> {
  await seedDemoAccounts(db, await seedDemoCustomers(db), DEMO_ACCOUNT_PLAN);
}

interface StartSeed extends SeedOptions {
  /** `DEMO=1`: the embedded demo, with its published customers. */
  demo: boolean;
  /** Named in the log line of a first seed. */
  databasePath: string;
}

/**
 * What a start of the API writes before it listens: the demo catalogue into a new database (or one an
 * interrupted first start left empty), and the demo customers only in the demo.
 */
export async function prepareDatabase(db: Db, opts: StartSeed, isNew: boolean): Promise<void> {
  if (isNew || new SettingsRepository(db).siteJson() === undefined) {
    console.info(`Seeding ${opts.products} products into ${opts.databasePath}…`);
    await seedDatabase(db, opts);
  }
  if (opts.demo) await seedDemoShoppers(db);
}
