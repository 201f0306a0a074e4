import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';

/** How long an untouched guest cart and an upload no cart names are kept (GUEST_CART_DAYS, UPLOAD_ORPHAN_HOURS). */
export interface CleanupRules {
  guestCartMaxAgeMs: number;
  orphanUploadMaxAgeMs: number;
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
 * no order: those carts are the record of a purchase), with their items and uploaded file; then the
 * uploads older than `orphanUploadMaxAgeMs` that no cart names any more (replaced, or of a deleted cart).
 */
export function cleanUpAbandoned(db: Database, uploadDir: string, rules: CleanupRules, now = new Date()): CleanupResult {
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

  const named = new Set(
    db
      .prepare<[], { checkout: string }>(`SELECT checkout FROM carts WHERE checkout LIKE '%"file":{%'`)
      .all()
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
