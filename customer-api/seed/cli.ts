import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '../core/database';
import { seedDatabase, seedDemoShoppers } from './seed-database';
import { apiSettings } from '../settings';

const usage = 'Usage: npm run seed -- [--products N] [--fresh]';

/**
 * `npm run seed -- --products 50000 [--fresh]`: replaces the catalogue with N generated products in one
 * transaction (a running server keeps serving). --fresh deletes the database first, so runtime data
 * (maintenance switch, missing-message log, …) starts empty too; stop the server before using it.
 */
async function main(): Promise<number> {
  const settings = apiSettings();
  let args;
  try {
    args = parseArgs({ options: { products: { type: 'string' }, fresh: { type: 'boolean', default: false } } }).values;
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : String(e)}\n${usage}`);
    return 2;
  }
  const products = z.coerce
    .number()
    .int()
    .min(1)
    .max(500_000)
    .safeParse(args.products ?? settings.SEED_PRODUCTS);
  if (!products.success) {
    console.error(`--products must be a whole number from 1 to 500000\n${usage}`);
    return 2;
  }

  const started = performance.now();
  if (args.fresh) {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${settings.DATABASE_PATH}${suffix}`, { force: true });
    // Resized copies of the old images would outlive their sources' new content.
    rmSync(join(settings.IMAGE_DIR, '.cache'), { recursive: true, force: true });
  }
  const existed = existsSync(settings.DATABASE_PATH);
  const db = openDatabase(settings.DATABASE_PATH);
  try {
    const counts = await seedDatabase(db, { products: products.data, imageDir: settings.IMAGE_DIR });
    if (settings.DEMO) await seedDemoShoppers(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `${existed ? 'Reseeded' : 'Created'} ${settings.DATABASE_PATH} in ${seconds} s: ${counts.products} products, ` +
        `${counts.variants} variants, ${counts.stockRows} stock rows, ${counts.pages} pages, ${counts.outlets} outlets, ` +
        `${counts.cities} cities; images in ${settings.IMAGE_DIR}`,
    );
    return 0;
  } finally {
    db.close();
  }
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((e: unknown) => {
    console.error('Seeding failed:', e instanceof Error ? e.message : e);
    process.exitCode = 1;
  });
