import type { Migration } from '../core/migrate';

const bump = 'UPDATE settings_version SET version = version + 1 WHERE id = 1;';

/**
 * A counter of changes to the settings (site schema, maintenance switch, kept secrets), kept by
 * triggers whoever writes: the server, a CLI or plain SQL. The server keeps the parsed site schema and
 * reads its JSON (tens of KB) again only when the counter moved, instead of on every call.
 */
const settingsVersion: Migration = {
  version: 10,
  name: 'settings-version',
  up: (db) =>
    db.exec(`
      CREATE TABLE settings_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
      INSERT INTO settings_version (id, version) VALUES (1, 0);

      CREATE TRIGGER settings_added AFTER INSERT ON settings BEGIN ${bump} END;
      CREATE TRIGGER settings_removed AFTER DELETE ON settings BEGIN ${bump} END;
      CREATE TRIGGER settings_changed AFTER UPDATE ON settings BEGIN ${bump} END;
    `),
};

export default settingsVersion;
