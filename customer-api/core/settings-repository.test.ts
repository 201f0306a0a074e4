import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSeed } from '../seed/load-seed';
import { fixtureSeed } from '../test/fixture';
import { openDatabase, type Db } from './database';
import { SettingsRepository } from './settings-repository';

let dir: string;
let db: Db;
let other: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'customer-api-settings-'));
  db = openDatabase(join(dir, 'shop.sqlite'));
  loadSeed(db, fixtureSeed());
  other = openDatabase(join(dir, 'shop.sqlite'));
});
afterEach(() => {
  other.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const storedSite = (conn: Db) =>
  JSON.parse((conn.prepare("SELECT value FROM settings WHERE key = 'site'").pluck().get() as string) ?? '{}') as Record<string, unknown>;
const writeSite = (conn: Db, site: Record<string, unknown>) =>
  conn.prepare("UPDATE settings SET value = ? WHERE key = 'site'").run(JSON.stringify(site));

describe('site schema kept between calls', () => {
  it('is read and parsed once while no setting changes', () => {
    const settings = new SettingsRepository(db);
    const first = settings.site();
    const reads = jest.spyOn(settings, 'siteJson');
    expect(settings.site()).toBe(first);
    expect(settings.requireSite()).toBe(first);
    expect(reads).not.toHaveBeenCalled();
  });

  it('sees a change made by plain SQL on the same connection, by another process, and a switch flipped', () => {
    const settings = new SettingsRepository(db);
    const before = settings.requireSite();
    expect(before.merchantId).toBe(fixtureSeed().site.merchantId);

    writeSite(db, { ...storedSite(db), merchantId: 'changed-by-sql' });
    expect(settings.requireSite().merchantId).toBe('changed-by-sql');

    writeSite(other, { ...storedSite(other), merchantId: 'changed-elsewhere' });
    expect(settings.requireSite().merchantId).toBe('changed-elsewhere');

    new SettingsRepository(other).setGeneralSetting('hideProductPrice', !before.generalSettings.hideProductPrice);
    expect(settings.requireSite().generalSettings.hideProductPrice).toBe(!before.generalSettings.hideProductPrice);
  });

  it('is undefined again once the site schema is removed', () => {
    const settings = new SettingsRepository(db);
    expect(settings.site()).toBeDefined();
    other.prepare("DELETE FROM settings WHERE key = 'site'").run();
    expect(settings.site()).toBeUndefined();
  });
});
