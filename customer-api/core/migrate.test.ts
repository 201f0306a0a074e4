import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrations } from '../migrations';
import { openDatabase, type Db } from './database';
import { ADOPTED_AT, appliedMigrations, migrate } from './migrate';
import { SettingsRepository } from './settings-repository';

let dir: string;
let path: string;
const open: Db[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'customer-api-migrate-'));
  path = join(dir, 'shop.sqlite');
});
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  rmSync(dir, { recursive: true, force: true });
});

const track = (db: Db): Db => {
  open.push(db);
  return db;
};

/** A database as builds before `schema_migrations` left it: the first `steps` applied, counted in user_version only. */
function databaseOfAnEarlierBuild(steps: number): void {
  const db = new Database(path);
  for (const step of migrations.slice(0, steps)) step.up(db);
  db.pragma(`user_version = ${steps}`);
  db.close();
}

const tableNames = (db: Db) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name);

describe('numbered migrations', () => {
  it('lists every NNN-name.ts file of migrations/ in order, numbered 1…n', () => {
    const files = readdirSync(join(__dirname, '..', 'migrations'))
      .filter((f) => /^\d{3}-[a-z0-9-]+\.ts$/.test(f))
      .sort();
    expect(files.map((f) => ({ version: Number(f.slice(0, 3)), name: f.slice(4, -'.ts'.length) }))).toEqual(
      migrations.map((m) => ({ version: m.version, name: m.name })),
    );
  });

  it('records every step of a new database, in order, and keeps user_version at the latest', () => {
    const db = track(openDatabase(path));
    expect(appliedMigrations(db).map((m) => [m.version, m.name])).toEqual(migrations.map((m) => [m.version, m.name]));
    expect(appliedMigrations(db).every((m) => !Number.isNaN(Date.parse(m.appliedAt)))).toBe(true);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
  });

  it('opens a database of an earlier build without running its steps again, keeping its data', () => {
    databaseOfAnEarlierBuild(migrations.length);
    const before = new Database(path);
    new SettingsRepository(before).setMaintenance(true);
    before.close();

    const db = track(openDatabase(path));
    expect(appliedMigrations(db)).toEqual(migrations.map((m) => ({ version: m.version, name: m.name, appliedAt: ADOPTED_AT })));
    expect(new SettingsRepository(db).isMaintenance()).toBe(true);
    // And again: nothing left to adopt or apply.
    db.close();
    const again = track(openDatabase(path));
    expect(appliedMigrations(again)).toHaveLength(migrations.length);
  });

  it('applies only the steps an earlier database lacks', () => {
    databaseOfAnEarlierBuild(1);
    const db = track(openDatabase(path));
    const applied = appliedMigrations(db);
    expect(applied[0]).toEqual({ version: 1, name: 'catalogue', appliedAt: ADOPTED_AT });
    expect(applied.slice(1).map((m) => m.version)).toEqual(migrations.slice(1).map((m) => m.version));
    expect(applied.slice(1).every((m) => m.appliedAt !== ADOPTED_AT)).toBe(true);
    expect(tableNames(db)).toEqual(expect.arrayContaining(['carts', 'orders', 'payments']));
  });

  it('refuses a database newer than this server', () => {
    databaseOfAnEarlierBuild(0);
    const newer = new Database(path);
    newer.pragma(`user_version = ${migrations.length + 1}`);
    newer.close();
    expect(() => track(openDatabase(path))).toThrow(/newer than this server/);

    const db = track(openDatabase(join(dir, 'other.sqlite')));
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'from-the-future', 'x')").run(migrations.length + 1);
    expect(() => migrate(db, migrations)).toThrow(/newer than this server/);
  });

  it('runs a step in its own transaction: a failing step leaves neither its tables nor a record', () => {
    const db = track(openDatabase(path));
    const broken = {
      version: migrations.length + 1,
      name: 'broken',
      up: (d: Db) => {
        d.exec('CREATE TABLE half_done (a TEXT)');
        throw new Error('step failed');
      },
    };
    expect(() => migrate(db, [...migrations, broken])).toThrow('step failed');
    expect(tableNames(db)).not.toContain('half_done');
    expect(appliedMigrations(db)).toHaveLength(migrations.length);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
  });

  it('refuses a list with a gap in its numbers', () => {
    const db = track(new Database(':memory:'));
    const up = () => undefined;
    expect(() =>
      migrate(db, [
        { version: 1, name: 'one', up },
        { version: 3, name: 'three', up },
      ]),
    ).toThrow(/expected 2/);
  });
});
