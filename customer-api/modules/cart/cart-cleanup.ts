import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';

/** How long an untouched guest cart and an upload no cart names are kept (GUEST_CART_DAYS, UPLOAD_ORPHAN_HOURS). */
export interface CleanupRules {
  guestCartMaxAgeMs: number;
  orphanUploadMaxAgeMs: number;
  /** How long the file of a placed order is kept after the order (ORDER_UPLOAD_DAYS). */
  orderUploadMaxAgeMs: number;
}

export interface CleanupResult {
  carts: number;
  uploads: number;
}

const STORED_UPLOAD = /^file_[0-9a-f]+$/;

function fileIdOf(checkoutJson: string): string | null {
  try {
    const id = (JSON.parse(checkoutJson) as { file?: { id?: unknown } | null }).file?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Deletes guest carts nobody touched for `guestCartMaxAgeMs` that are still open (no payment started,
 * no order: those carts are the record of a purchase), with their items and uploaded file; lets go of
 * the file of an open cart emptied of items and untouched for `orphanUploadMaxAgeMs`, and of an order
 * placed more than `orderUploadMaxAgeMs` ago; then deletes the uploads older than `orphanUploadMaxAgeMs`
 * that no cart names any more (replaced, of a deleted or emptied cart, of an old order).
 */
export function cleanUpAbandoned(db: Database, uploadDir: string, rules: CleanupRules, now = new Date()): CleanupResult {
  dropEmptiedCartFiles(db, new Date(now.getTime() - rules.orphanUploadMaxAgeMs).toISOString());
  const cutoff = new Date(now.getTime() - rules.guestCartMaxAgeMs).toISOString();
  const abandoned = db
    .prepare<[string], { id: string; checkout: string }>(
      `SELECT id, checkout FROM carts c
       WHERE owner_kind = 'guest' AND status = 'OPEN' AND updated_at < ?
         AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.cart_id = c.id)
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.cart_id = c.id)`,
    )
    .all(cutoff);
  const remove = db.prepare<[string]>('DELETE FROM carts WHERE id = ?');
  db.transaction(() => {
    for (const cart of abandoned) remove.run(cart.id);
  })();

  const orderCutoff = new Date(now.getTime() - rules.orderUploadMaxAgeMs).toISOString();
  // The order keeps the file's name and size as its record; the bytes go once the order is old.
  const named = new Set(
    db
      .prepare<[string], { checkout: string }>(
        `SELECT checkout FROM carts WHERE checkout LIKE '%"file":{%' AND NOT (status = 'ORDER_PLACED' AND updated_at < ?)`,
      )
      .all(orderCutoff)
      .flatMap((row) => fileIdOf(row.checkout) ?? []),
  );
  let uploads = 0;
  let files: string[] = [];
  try {
    files = readdirSync(uploadDir);
  } catch {
    // No upload yet: nothing to clean.
  }
  const oldest = now.getTime() - rules.orphanUploadMaxAgeMs;
  for (const name of files) {
    if (!STORED_UPLOAD.test(name) || named.has(name)) continue;
    const path = join(uploadDir, name);
    if (statSync(path).mtimeMs >= oldest) continue;
    rmSync(path, { force: true });
    uploads += 1;
  }
  return { carts: abandoned.length, uploads };
}

/** An open cart whose items are all gone names its file no more: no order can carry it. */
function dropEmptiedCartFiles(db: Database, cutoff: string): void {
  db.prepare<[string]>(
    `UPDATE carts SET checkout = json_set(checkout, '$.file', json('null'))
     WHERE status = 'OPEN' AND updated_at < ? AND checkout LIKE '%"file":{%'
       AND NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = carts.id)`,
  ).run(cutoff);
}
