import { existsSync } from 'node:fs';
import { openDatabase } from '../core/database';
import { SettingsRepository } from '../core/settings-repository';
import { apiSettings } from '../settings';

/** `npm run maintenance -- on|off|status`: flips the switch the running server reads on every request. */
function main(): number {
  const command = process.argv[2] ?? 'status';
  if (!['on', 'off', 'status'].includes(command)) {
    console.error('Usage: npm run maintenance -- on|off|status');
    return 2;
  }
  const { DATABASE_PATH } = apiSettings();
  if (!existsSync(DATABASE_PATH)) {
    console.error(`No database at ${DATABASE_PATH}: start the API (npm run api) or seed it (npm run seed) first.`);
    return 1;
  }
  const db = openDatabase(DATABASE_PATH);
  try {
    const settings = new SettingsRepository(db);
    if (command !== 'status') settings.setMaintenance(command === 'on');
    console.info(`Maintenance is ${settings.isMaintenance() ? 'on' : 'off'} (${DATABASE_PATH})`);
    return 0;
  } finally {
    db.close();
  }
}

process.exitCode = main();
