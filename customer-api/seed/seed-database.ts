import type { SeedOptions } from './types';
import { seedDemoCustomers } from '../modules/identity/seed';
import { loadSeed, type SeedCounts } from './load-seed';
import type { Db } from '../core/database';

/** Generates the demo shop and writes it into the database, replacing its catalogue. */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedCounts> {
  // Loaded only when a database is seeded: the generator is large and the server rarely needs it.
  const { buildSeed } = await import('./build');
  const counts = loadSeed(db, await buildSeed(opts));
  await seedDemoCustomers(db);
  return counts;
}
