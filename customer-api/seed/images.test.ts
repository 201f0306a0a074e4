import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { categoryImageRef, composeSeed } from './build';
import { IMAGE_REF_PATTERN, IMAGE_SIZES, writeImages } from './images';
import { poolImages } from './synthetic';
import type { SeedData } from './types';

/** Every image ref the seed data points at. */
function referencedImages(data: SeedData): string[] {
  const site = data.site;
  const refs: Array<string | null | undefined> = [
    site.brandLogo,
    site.backgroundImage,
    site.footer.logoURL,
    site.generalSettings.landingImg,
    site.popUpConfig.imageReference,
    site.announcementBanner.image,
    ...site.banner.items.map((b) => b.imageReference),
  ];
  for (const p of data.products) {
    refs.push(...p.images, p.brand.logo, p.seoConfiguration?.imageReference);
    for (const v of p.variants) refs.push(...v.images);
  }
  return [...new Set(refs.filter((r): r is string => typeof r === 'string'))];
}

describe('seed images', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'seed-images-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('plans a picture for every ref, generated products included', () => {
    const { data, images } = composeSeed({ products: 400, imageDir: null });
    const planned = new Set(images.map((s) => s.ref));
    for (const ref of referencedImages(data)) {
      expect(ref).toMatch(IMAGE_REF_PATTERN);
      expect(planned.has(ref)).toBe(true);
    }
    expect(planned.has(categoryImageRef('kitchen'))).toBe(true);
  });

  it('writes decodable WebP files of each kind at its size, and skips unchanged ones on the next run', async () => {
    // Every planned picture is drawn whenever an API seeds (each browser flow's first API does, from
    // nothing); here one of each kind and the first product's, the plan being checked above.
    const { data, images } = composeSeed({ products: 126, imageDir: null });
    const samples: Array<readonly [string, number, number]> = [
      [data.products[0]?.images[0] ?? '', ...IMAGE_SIZES.product],
      [data.site.banner.items[0]?.imageReference ?? '', ...IMAGE_SIZES.banner],
      [data.site.brandLogo ?? '', ...IMAGE_SIZES.logo],
      [data.site.backgroundImage ?? '', ...IMAGE_SIZES.background],
      [categoryImageRef('textiles'), ...IMAGE_SIZES.category],
    ];
    const wanted = new Set([...samples.map(([ref]) => ref), ...(data.products[0]?.images ?? [])]);
    const chosen = images.filter((spec) => wanted.has(spec.ref));
    expect(new Set(chosen.map((spec) => spec.ref))).toEqual(wanted);
    expect((await writeImages(chosen, dir)).written).toBe(wanted.size);

    for (const [ref, width, height] of samples) {
      const meta = await sharp(join(dir, ref)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
    }
    const productBytes = await Promise.all((data.products[0]?.images ?? []).map(async (ref) => (await stat(join(dir, ref))).size));
    for (const size of productBytes) expect(size).toBeGreaterThan(500);
    for (const size of productBytes) expect(size).toBeLessThan(60_000);

    const again = await writeImages(chosen, dir);
    expect(again.written).toBe(0);
    expect(again.skipped).toBe(wanted.size);
  });

  it('draws the shared pictures of generated products', async () => {
    const pool = poolImages();
    expect(pool).toHaveLength(100);
    const sample = pool.filter((_, i) => i % 25 === 0);
    const poolDir = join(dir, 'pool-only');
    expect((await writeImages(sample, poolDir)).written).toBe(sample.length);
    for (const spec of sample) {
      expect(await sharp(join(poolDir, spec.ref)).metadata()).toMatchObject({
        format: 'webp',
        width: IMAGE_SIZES.product[0],
        height: IMAGE_SIZES.product[1],
      });
    }
  });
});
