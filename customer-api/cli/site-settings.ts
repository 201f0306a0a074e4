import { existsSync } from 'node:fs';
import { openDatabase, type Db } from '../core/database';
import { SettingsRepository } from '../core/settings-repository';
import { apiSettings } from '../settings';

/**
 * Runs an operator's command on DATABASE_PATH, the database the running server reads on every request;
 * answers the process exit code (1 when there is no database yet).
 */
export function withDatabase(run: (db: Db, databasePath: string) => number): number {
  const { DATABASE_PATH } = apiSettings();
  if (!existsSync(DATABASE_PATH)) {
    console.error(`No database at ${DATABASE_PATH}: start the API (npm run api) or seed it (npm run seed) first.`);
    return 1;
  }
  const db = openDatabase(DATABASE_PATH);
  try {
    return run(db, DATABASE_PATH);
  } finally {
    db.close();
  }
}

/** Runs an operator's switch on the site settings (maintenance, shop modes). */
export function withSiteSettings(run: (settings: SettingsRepository, databasePath: string) => number): number {
  return withDatabase((db, databasePath) => run(new SettingsRepository(db), databasePath));
}
