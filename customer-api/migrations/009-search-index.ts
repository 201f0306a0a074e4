import type { Migration } from '../core/migrate';

const bump = 'UPDATE catalogue_version SET version = version + 1 WHERE id = 1;';

/**
 * A counter of changes to what search filters and sorts on (enabled products, their dates, tags and
 * prices), kept by triggers whoever writes: the seed, a CLI or plain SQL. The search index held in
 * memory (modules/catalogue/search-index.ts) is rebuilt when it moves.
 */
const searchIndex: Migration = {
  version: 9,
  name: 'search-index',
  up: (db) =>
    db.exec(`
      CREATE TABLE catalogue_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
      INSERT INTO catalogue_version (id, version) VALUES (1, 0);

      CREATE TRIGGER products_added AFTER INSERT ON products BEGIN ${bump} END;
      CREATE TRIGGER products_removed AFTER DELETE ON products BEGIN ${bump} END;
      CREATE TRIGGER products_changed AFTER UPDATE OF pid, id, enabled, created_date ON products BEGIN ${bump} END;
      CREATE TRIGGER product_tags_added AFTER INSERT ON product_tags BEGIN ${bump} END;
      CREATE TRIGGER product_tags_removed AFTER DELETE ON product_tags BEGIN ${bump} END;
      CREATE TRIGGER product_tags_changed AFTER UPDATE ON product_tags BEGIN ${bump} END;
      CREATE TRIGGER product_prices_added AFTER INSERT ON product_prices BEGIN ${bump} END;
      CREATE TRIGGER product_prices_removed AFTER DELETE ON product_prices BEGIN ${bump} END;
      CREATE TRIGGER product_prices_changed AFTER UPDATE ON product_prices BEGIN ${bump} END;
    `),
};

export default searchIndex;
