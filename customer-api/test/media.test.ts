import { request as httpRequest } from 'node:http';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { apiError } from '../../lib/api/schemas';
import { call, startTestApi, type TestApi } from './start-test-api';

let api: TestApi;
let media: string;
beforeAll(async () => {
  api = await startTestApi();
  media = `${api.origin}/demo/media`;
});
afterAll(async () => {
  await api.close();
});

async function image(url: string) {
  const res = await fetch(url);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body };
}

/** Sends the path exactly as given (fetch would resolve `..`). */
function rawStatus(path: string): Promise<number> {
  const { hostname, port } = new URL(api.origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('images', () => {
  it('resizes to the asked width and height as webp, cropping to cover, cacheable forever', async () => {
    const { res, body } = await image(`${media}/products/p-tee/1.png?w=600&h=615`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 600, 615]);
  });

  it('keeps the aspect ratio with width only, and never enlarges', async () => {
    const small = await sharp((await image(`${media}/products/p-tee/1.png?w=200`)).body).metadata();
    expect([small.width, small.height]).toEqual([200, 150]);
    const big = await sharp((await image(`${media}/products/p-tee/1.png?w=1920`)).body).metadata();
    expect([big.width, big.height]).toEqual([800, 600]);
  });

  it('serves the original size as webp without a size', async () => {
    const meta = await sharp((await image(`${media}/products/p-mug/1.png`)).body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 600]);
  });

  it('accepts the storefront loader heights for the spec crops', async () => {
    for (const [w, h] of [
      [256, 262],
      [384, 384],
      [768, 432],
      [576, 432],
      [1920, 768],
      [1440, 1476],
    ]) {
      const { res } = await image(`${media}/products/p-tee/1.png?w=${w}&h=${h}`);
      expect([w, h, res.status]).toEqual([w, h, 200]);
    }
  });

  it('caches each resized size on disk and serves it from there', async () => {
    await image(`${media}/products/p-kettle/1.png?w=128&h=128`);
    const cached = join(api.imageDir, '.cache', '128x128', 'products', 'p-kettle', '1.png.webp');
    expect(existsSync(cached)).toBe(true);
    rmSync(join(api.imageDir, 'products', 'p-kettle', '1.png'));
    const again = await image(`${media}/products/p-kettle/1.png?w=128&h=128`);
    // The source is gone: a removed image is not served from the cache.
    expect(again.res.status).toBe(404);
  });

  it('answers the same bytes to concurrent requests of one size', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => image(`${media}/products/p-sneaker/1.png?w=64&h=64`)));
    expect(new Set(answers.map((a) => a.body.toString('base64'))).size).toBe(1);
    expect(readdirSync(join(api.imageDir, '.cache', '64x64', 'products', 'p-sneaker')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('serves a placeholder for the placeholder ref even when no file exists', async () => {
    const { res, body } = await image(`${media}/placeholder.webp?w=200&h=200`);
    expect(res.status).toBe(200);
    const meta = await sharp(body).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
  });

  it('answers 404 for a missing image', async () => {
    const res = await call(`${media}/products/p-none/1.png?w=200`);
    expect(res.status).toBe(404);
    expect(apiError.parse(res.body).code).toBe('E4040');
  });

  it.each([
    ['a width outside the list', '?w=201'],
    ['a height without a width', '?h=200'],
    ['a height outside the crops', '?w=200&h=201'],
    ['a non-numeric width', '?w=abc'],
    ['a huge width', '?w=100000'],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await call(`${media}/products/p-tee/1.png${query}`);
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).code).toBe('E4000');
  });

  it.each([
    '/demo/media/../../../etc/passwd',
    '/demo/media/..%2F..%2F..%2Fetc%2Fpasswd',
    '/demo/media/%2e%2e/%2e%2e/etc/passwd.png',
    '/demo/media/products/..%2F..%2F..%2Fapi.sqlite',
    '/demo/media/.cache/200x0/products/p-tee/1.png.webp',
    '/demo/media/%2Fetc%2Fpasswd.png',
    '/demo/media/products%5Cp-tee%5C1.png',
    '/demo/media/products/p-tee/1.png%00.webp',
    '/demo/media/products/p-tee/1.txt',
    '/demo/media/',
  ])('never serves a file outside the image folder: %s', async (path) => {
    const status = await rawStatus(path);
    expect([400, 404]).toContain(status);
  });

  it('answers 404 for a corrupt image file instead of failing', async () => {
    writeFileSync(join(api.imageDir, 'products', 'p-wrap', 'broken.png'), 'not an image');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await call(`${media}/products/p-wrap/broken.png?w=200`);
    warn.mockRestore();
    expect(res.status).toBe(404);
    expect(apiError.parse(res.body).code).toBe('E4040');
  });
});
