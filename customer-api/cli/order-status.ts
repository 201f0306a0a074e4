import { existsSync } from 'node:fs';
import { orderStatusCommand } from '../modules/orders/order-status';
import { openDatabase } from '../core/database';
import { apiSettings } from '../settings';

/** `npm run order-status -- <orderId|refId> <STATUS> [reason]`: moves an order along its statuses (demos, tests). */
function main(): number {
  const { DATABASE_PATH } = apiSettings();
  if (!existsSync(DATABASE_PATH)) {
    console.error(`No database at ${DATABASE_PATH}: start the API (npm run api) first.`);
    return 1;
  }
  const db = openDatabase(DATABASE_PATH);
  try {
    const result = orderStatusCommand(db, process.argv.slice(2));
    if (result.code === 0) console.info(result.message);
    else console.error(result.message);
    return result.code;
  } finally {
    db.close();
  }
}

process.exitCode = main();
