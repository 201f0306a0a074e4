import { defaultUploadDir } from '../app';
import { cleanUpAbandoned } from '../modules/cart/cart-cleanup';
import { cleanupRules } from '../modules/cart/cleanup-settings';
import { apiSettings } from '../settings';
import { withDatabase } from './site-settings';

/**
 * `npm run cleanup`: deletes abandoned guest carts (GUEST_CART_DAYS), uploads no cart names
 * (UPLOAD_ORPHAN_HOURS) and files of old orders (ORDER_UPLOAD_DAYS) now; the running server does the same every CLEANUP_INTERVAL_MINUTES.
 */
function main(): number {
  const settings = apiSettings();
  return withDatabase((db, databasePath) => {
    const result = cleanUpAbandoned(db, defaultUploadDir(settings.IMAGE_DIR), cleanupRules(settings));
    console.info(`Deleted ${result.carts} abandoned guest cart(s) and ${result.uploads} unused upload(s) (${databasePath})`);
    return 0;
  });
}

process.exitCode = main();
