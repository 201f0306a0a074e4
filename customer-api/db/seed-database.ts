import type { SeedData, SeedOptions } from '../seed/types';
import { loadSeed, type SeedCounts } from './load-seed';
import type { Db } from './open';

type BuildSeed = (opts: SeedOptions) => Promise<SeedData>;

/** The seed generator (`seed/build.ts`), loaded only when a database is seeded. */
async function loadBuildSeed(): Promise<BuildSeed> {
  const specifier = '../seed/build';
  const mod: unknown = await import(specifier);
  if (typeof mod === 'object' && mod !== null && 'buildSeed' in mod && typeof mod.buildSeed === 'function') {
    return mod.buildSeed as BuildSeed;
  }
  throw new Error('customer-api/seed/build.ts does not export buildSeed(options)');
}

/** Generates the demo shop and writes it into the database, replacing its catalogue. */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedCounts> {
  const buildSeed = await loadBuildSeed();
  return loadSeed(db, await buildSeed(opts));
}
