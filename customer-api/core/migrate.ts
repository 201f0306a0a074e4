import type Database from 'better-sqlite3';

/** One numbered schema step (`migrations/NNN-name.ts`). Append only, never edit a shipped step. */
export interface Migration {
  /** 1, 2, 3, … with no gaps: the NNN of the file name. */
  version: number;
  name: string;
  up: (db: Database.Database) => void;
}

export interface AppliedMigration {
  version: number;
  name: string;
  appliedAt: string;
}

/** What a database opened by a build before `schema_migrations` existed records instead of rows. */
export const ADOPTED_AT = 'before schema_migrations';

/**
 * Brings the database to the latest step, each step in its own transaction, and records it in
 * `schema_migrations`. Databases of earlier builds counted their steps in `PRAGMA user_version`
 * only: those steps are recorded as applied without running them again. `user_version` keeps
 * following the latest step, so both records agree.
 */
export function migrate(db: Database.Database, steps: readonly Migration[]): void {
  steps.forEach((step, i) => {
    if (step.version !== i + 1) throw new Error(`Migration ${step.name} is numbered ${step.version}, expected ${i + 1}`);
  });
  db.transaction(() => {
    db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    ) WITHOUT ROWID`);
    const recorded = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM schema_migrations').get()?.n ?? 0;
    const counted = Number(db.pragma('user_version', { simple: true }));
    if (recorded === 0 && counted > 0) {
      if (counted > steps.length) throw newerThanThisServer(counted, steps.length);
      const adopt = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
      for (const step of steps.slice(0, counted)) adopt.run(step.version, step.name, ADOPTED_AT);
    }
  }).immediate();

  const latest = () => db.prepare<[], { v: number | null }>('SELECT MAX(version) AS v FROM schema_migrations').get()?.v ?? 0;
  const current = latest();
  if (current > steps.length) throw newerThanThisServer(current, steps.length);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const step of steps.slice(current)) {
    db.transaction(() => {
      // Another process may have applied it while this one waited for the lock.
      if (latest() >= step.version) return;
      step.up(db);
      record.run(step.version, step.name, new Date().toISOString());
      db.pragma(`user_version = ${step.version}`);
    }).immediate();
  }
}

/** The steps recorded on this database, oldest first. */
export function appliedMigrations(db: Database.Database): AppliedMigration[] {
  return db.prepare<[], AppliedMigration>('SELECT version, name, applied_at AS appliedAt FROM schema_migrations ORDER BY version').all();
}

function newerThanThisServer(version: number, known: number): Error {
  return new Error(`Database schema version ${version} is newer than this server (${known})`);
}
