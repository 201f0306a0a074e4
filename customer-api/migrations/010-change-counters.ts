import type { Migration } from '../core/migrate';

const bumpSettings = 'UPDATE settings_version SET version = version + 1 WHERE id = 1;';
const bumpContent = 'UPDATE product_content_version SET version = version + 1 WHERE id = 1;';

/**
 * Counters of changes, kept by triggers whoever writes (the server, the seed, a CLI or plain SQL), so the
 * server can keep what it made from stored JSON instead of reading it on every call:
 * - `settings_version`: the settings (site schema, maintenance switch, kept secrets); the site schema
 *   (tens of KB of JSON) is read again only when it moved.
 * - `product_content_version`: the stored JSON of products and any change to variants; the answers'
 *   product parts are read again only when it (or `catalogue_version`, migration 009) moved.
 */
const changeCounters: Migration = {
  version: 10,
  name: 'change-counters',
  up: (db) =>
    db.exec(`
      CREATE TABLE settings_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
      INSERT INTO settings_version (id, version) VALUES (1, 0);
      CREATE TRIGGER settings_added AFTER INSERT ON settings BEGIN ${bumpSettings} END;
      CREATE TRIGGER settings_removed AFTER DELETE ON settings BEGIN ${bumpSettings} END;
      CREATE TRIGGER settings_changed AFTER UPDATE ON settings BEGIN ${bumpSettings} END;

      CREATE TABLE product_content_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
      INSERT INTO product_content_version (id, version) VALUES (1, 0);
      CREATE TRIGGER products_content_changed AFTER UPDATE OF json, slug ON products BEGIN ${bumpContent} END;
      CREATE TRIGGER variants_added AFTER INSERT ON variants BEGIN ${bumpContent} END;
      CREATE TRIGGER variants_removed AFTER DELETE ON variants BEGIN ${bumpContent} END;
      CREATE TRIGGER variants_changed AFTER UPDATE ON variants BEGIN ${bumpContent} END;
    `),
};

export default changeCounters;
