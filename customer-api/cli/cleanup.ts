import { existsSync } from 'node:fs';
import { defaultUploadDir } from '../app';
import { openDatabase } from '../core/database';
import { cleanUpAbandoned } from '../modules/cart/cart-cleanup';
import { cleanupRules } from '../modules/cart/cleanup-settings';
import { apiSettings } from '../settings';

/**
 * `npm run cleanup`: deletes abandoned guest carts (GUEST_CART_DAYS) and uploads no cart names
 * (UPLOAD_ORPHAN_HOURS) now; the running server does the same every CLEANUP_INTERVAL_MINUTES.
 */
function main(): number {
  const settings = apiSettings();
  if (!existsSync(settings.DATABASE_PATH)) {
    console.error(`No database at ${settings.DATABASE_PATH}: start the API (npm run api) or seed it (npm run seed) first.`);
    return 1;
  }
  const db = openDatabase(settings.DATABASE_PATH);
  try {
    const result = cleanUpAbandoned(db, defaultUploadDir(settings.IMAGE_DIR), cleanupRules(settings));
    console.info(`Deleted ${result.carts} abandoned guest cart(s) and ${result.uploads} unused upload(s) (${settings.DATABASE_PATH})`);
    return 0;
  } finally {
    db.close();
  }
}

process.exitCode = main();
