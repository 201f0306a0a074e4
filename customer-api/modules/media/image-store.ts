import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import type { ImageQuery } from '../../../lib/api/schemas';

/** Image refs: path segments of letters, digits, `_`, `-`, `.` (never leading `.`), with an image extension. */
const REF = /^(?:[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}\/){0,7}[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}\.(?:webp|png|jpe?g|avif|gif|svg)$/;

/** The ref the storefront falls back to for a missing or unsafe image; served even when no file exists. */
export const PLACEHOLDER_REF = 'placeholder.webp';

export function isImageRef(ref: string): boolean {
  return ref.length <= 400 && REF.test(ref) && !ref.includes('..');
}

export type ImageResult = { kind: 'image'; body: Buffer } | { kind: 'missing' };

/** Resizes images from one folder to webp, caching each size on disk under `.cache`. */
export class ImageStore {
  private readonly root: string;
  private readonly inFlight = new Map<string, Promise<ImageResult>>();

  constructor(imageDir: string) {
    this.root = resolve(imageDir);
  }

  /** The image at the asked size. `ref` must have passed `isImageRef`. */
  get(ref: string, size: ImageQuery): Promise<ImageResult> {
    const key = `${size.w ?? 0}x${size.h ?? 0}/${ref}`;
    let job = this.inFlight.get(key);
    if (!job) {
      job = this.produce(ref, size, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, job);
    }
    return job;
  }

  private async produce(ref: string, size: ImageQuery, key: string): Promise<ImageResult> {
    const source = this.inside(ref);
    const cached = this.inside(join('.cache', `${key}.webp`));
    if (!source || !cached) return { kind: 'missing' };
    const sourceStat = await stat(source).catch(() => undefined);
    if (!sourceStat?.isFile() && ref !== PLACEHOLDER_REF) return { kind: 'missing' };
    const cachedStat = await stat(cached).catch(() => undefined);
    if (cachedStat && (!sourceStat || cachedStat.mtimeMs >= sourceStat.mtimeMs)) {
      return { kind: 'image', body: await readFile(cached) };
    }
    const input = sourceStat ? sharp(source, { limitInputPixels: 40_000_000 }) : placeholder();
    let pipeline = input.rotate();
    if (size.w !== undefined && size.h !== undefined) {
      pipeline = pipeline.resize({ width: size.w, height: size.h, fit: 'cover' });
    } else if (size.w !== undefined) {
      pipeline = pipeline.resize({ width: size.w, withoutEnlargement: true });
    }
    const body = await pipeline.webp({ quality: 80 }).toBuffer();
    await mkdir(dirname(cached), { recursive: true });
    const temp = `${cached}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, body);
    await rename(temp, cached);
    return { kind: 'image', body };
  }

  /** An absolute path inside the image folder, or undefined if the path would leave it. */
  private inside(relative: string): string | undefined {
    const full = resolve(this.root, relative);
    return full.startsWith(this.root + sep) ? full : undefined;
  }
}

/** A neutral grey square for the placeholder ref when the seed wrote none. */
function placeholder(): ReturnType<typeof sharp> {
  return sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 229, g: 231, b: 235 } } });
}
