import type { City, ContentPage, CountryInfo, MessageTree, Outlet, SiteSchema } from '../../lib/api/schemas';
import type { ProductRecord } from '../modules/catalogue/stored';

export type { ProductRecord, VariantRecord } from '../modules/catalogue/stored';

/** Everything the seed writes into a fresh database. */
export interface SeedData {
  site: SiteSchema;
  products: ProductRecord[];
  pages: ContentPage[];
  outlets: Outlet[];
  country: CountryInfo;
  cities: City[];
  /** Merchant message overrides per language (GET /i18n/{base}/locale/{lng}.json). */
  translations: Record<string, MessageTree>;
}

export interface SeedOptions {
  /** How many products to generate (at least the hand-written demo set). */
  products: number;
  /** Folder where generated images are written, one file per image ref; null writes none (tests). */
  imageDir: string | null;
  /** Deterministic seed for generated data. */
  randomSeed?: number;
}
