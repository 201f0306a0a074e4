import type { MessageTree, MissingMessages } from '../../../lib/api/schemas';
import type { Db } from '../../core/database';

/** Distinct missing keys kept per language, so a public endpoint cannot grow the table without bound. */
export const MISSING_KEYS_CAP = 5000;

/** Merchant message overrides and the log of message keys the storefront lacked. */
export class TranslationsRepository {
  private readonly overrides;
  private readonly missingCount;
  private readonly bumpExisting;
  private readonly insertMissing;
  private readonly listMissing;

  constructor(private readonly db: Db) {
    this.overrides = db.prepare<[string], { json: string }>('SELECT json FROM translations WHERE lng = ?');
    this.missingCount = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM missing_messages WHERE lng = ?');
    this.bumpExisting = db.prepare<[string, string, string]>(
      'UPDATE missing_messages SET count = count + 1, last_seen = ? WHERE lng = ? AND key = ?',
    );
    this.insertMissing = db.prepare<[string, string, string, string]>(
      'INSERT INTO missing_messages (lng, key, count, first_seen, last_seen) VALUES (?, ?, 1, ?, ?)',
    );
    this.listMissing = db.prepare<[string], { key: string; count: number; firstSeen: string; lastSeen: string }>(
      `SELECT key, count, first_seen AS firstSeen, last_seen AS lastSeen FROM missing_messages
       WHERE lng = ? ORDER BY count DESC, key`,
    );
  }

  /** The merchant's overrides for a language; {} when none. */
  messages(lng: string): MessageTree {
    const row = this.overrides.get(lng);
    return row ? (JSON.parse(row.json) as MessageTree) : {};
  }

  /** Counts each distinct key once per report; new keys beyond the cap are dropped. Returns keys recorded. */
  recordMissing(lng: string, keys: string[], now = new Date()): number {
    const at = now.toISOString();
    return this.db.transaction(() => {
      let room = MISSING_KEYS_CAP - (this.missingCount.get(lng)?.n ?? 0);
      let recorded = 0;
      for (const key of new Set(keys)) {
        if (this.bumpExisting.run(at, lng, key).changes > 0) {
          recorded += 1;
        } else if (room > 0) {
          this.insertMissing.run(lng, key, at, at);
          room -= 1;
          recorded += 1;
        }
      }
      return recorded;
    })();
  }

  missing(lng: string): MissingMessages {
    return { lng, keys: this.listMissing.all(lng) };
  }
}
