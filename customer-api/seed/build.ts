import type { MessageTree } from '../../lib/api/schemas';
import { HAND_WRITTEN_COUNT, buildHandWritten } from './catalogue';
import { writeImages, type ImageSpec, shapeFor } from './images';
import { buildOutlets } from './locations';
import { buildPages } from './pages';
import { buildCities, buildCountry } from './places';
import { buildSite, siteImages } from './site';
import { buildSynthetic, poolImages } from './synthetic';
import { BRAND_KEYS, BRANDS, CATEGORY_KEYS, brandLogoRef, categoryName } from './taxonomy';
import type { SeedData, SeedOptions } from './types';

export { HAND_WRITTEN_COUNT } from './catalogue';

/** Seed used for generated products when the options give none. */
export const DEFAULT_RANDOM_SEED = 20_261_101;

/** Category pictures, e.g. for menu cards: `categories/{primaryTag}.webp`. */
export function categoryImageRef(primaryTag: string): string {
  return `categories/${primaryTag}.webp`;
}

const TRANSLATIONS: Record<string, MessageTree> = {
  en: { footer: { newsletterTitle: 'Join the Lanka Living letter' } },
  si: { footer: { newsletterTitle: 'ලංකා ලිවිං ලිපියට එක්වන්න' } },
  ta: { footer: { newsletterTitle: 'லங்கா லிவிங் மடலில் இணையுங்கள்' } },
};

function cloneTree(tree: MessageTree): MessageTree {
  const out: MessageTree = {};
  for (const [key, value] of Object.entries(tree)) out[key] = typeof value === 'string' ? value : cloneTree(value);
  return out;
}

export interface ComposedSeed {
  data: SeedData;
  /** Every picture the data refers to (plus category pictures), one spec per ref. */
  images: ImageSpec[];
}

/** The seed data and the pictures it needs, without touching the disk. */
export function composeSeed(opts: SeedOptions): ComposedSeed {
  const handWritten = buildHandWritten();
  const extra = Math.max(0, Math.floor(opts.products) - HAND_WRITTEN_COUNT);
  const taken = new Set(handWritten.products.map((p) => p.productSlug));
  const synthetic = buildSynthetic(extra, HAND_WRITTEN_COUNT + 1, opts.randomSeed ?? DEFAULT_RANDOM_SEED, taken);

  const images: ImageSpec[] = [
    ...siteImages(),
    ...BRAND_KEYS.filter((key) => BRANDS[key].hasLogo).map((key): ImageSpec => ({
      kind: 'brand',
      ref: brandLogoRef(key),
      name: BRANDS[key].name,
      colours: BRANDS[key].colours,
    })),
    ...CATEGORY_KEYS.map((key): ImageSpec => {
      const title = categoryName(key).en ?? key;
      return { kind: 'category', ref: categoryImageRef(key), title, category: key, shape: shapeFor(title, key) };
    }),
    ...handWritten.images,
    ...(extra > 0 ? poolImages() : []),
  ];

  const data: SeedData = {
    site: buildSite(),
    products: [...handWritten.products, ...synthetic],
    pages: buildPages(),
    outlets: buildOutlets(),
    country: buildCountry(),
    cities: buildCities(),
    translations: Object.fromEntries(Object.entries(TRANSLATIONS).map(([lng, tree]) => [lng, cloneTree(tree)])),
  };
  return { data, images };
}

/** The demo merchant's data; with an image folder, its pictures are drawn there too. */
export async function buildSeed(opts: SeedOptions): Promise<SeedData> {
  const { data, images } = composeSeed(opts);
  if (opts.imageDir !== null) await writeImages(images, opts.imageDir);
  return data;
}
