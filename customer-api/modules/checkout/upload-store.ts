import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newId } from '../../core/ids';

const STORED_NAME = /^file_[0-9a-f]+$/;

/** Files attached to carts (set/file), one per id in a folder outside git; names are metadata only. */
export class UploadStore {
  constructor(private readonly dir: string) {}

  /** Writes the bytes under a new id. */
  save(data: Buffer): string {
    const id = newId('file');
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(join(this.dir, id), data);
    return id;
  }

  /** Deletes a stored file; anything that is not one of our ids is ignored. */
  remove(id: string): void {
    if (STORED_NAME.test(id)) rmSync(join(this.dir, id), { force: true });
  }
}
