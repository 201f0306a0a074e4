import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from '../migrations';
import { migrate } from './migrate';

export type Db = Database.Database;

/** Opens (creating when absent) the reference server's database, with WAL, foreign keys and the latest schema. */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Readers (the server) and writers (seed, maintenance CLI) share the file; wait instead of failing.
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  migrate(db, migrations);
  return db;
}
