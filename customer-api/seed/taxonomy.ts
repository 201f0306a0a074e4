import type { Brand, CategoryRef, LocalizedText } from '../../lib/api/schemas';

/** The catalogue's own categories (search tag `cat/{primaryTag}`). */
export const CATEGORY_KEYS = [
  'kitchen',
  'textiles',
  'decor',
  'furniture',
  'lighting',
  'tea-spices',
  'wellness',
  'garden',
  'crafts',
  'bedding',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** Extra categories a product may carry besides its own. */
export type CollectionKey = 'offers' | 'gifts';

const CATEGORY_NAMES: Record<CategoryKey | CollectionKey, LocalizedText> = {
  kitchen: { en: 'Kitchen & Dining', si: 'මුළුතැන්ගෙය සහ කෑම මේසය', ta: 'சமையலறை மற்றும் உணவு' },
  textiles: { en: 'Handloom & Textiles', si: 'අත්යන්ත්‍ර සහ රෙදිපිළි', ta: 'கைத்தறி மற்றும் துணிகள்' },
  decor: { en: 'Home Decor', si: 'නිවාස අලංකරණ', ta: 'வீட்டு அலங்காரம்' },
  furniture: { en: 'Furniture', si: 'ගෘහ භාණ්ඩ', ta: 'தளபாடங்கள்' },
  lighting: { en: 'Lamps & Lighting', si: 'පහන් සහ ආලෝකය', ta: 'விளக்குகள்' },
  'tea-spices': { en: 'Tea & Spices', si: 'තේ සහ කුළුබඩු', ta: 'தேநீர் மற்றும் மசாலா' },
  wellness: { en: 'Bath & Wellness', si: 'ස්නාන සහ සුවතා', ta: 'குளியல் மற்றும் நலம்' },
  garden: { en: 'Garden & Outdoor', si: 'වත්ත සහ එළිමහන', ta: 'தோட்டம் மற்றும் வெளிப்புறம்' },
  crafts: { en: 'Handicrafts', si: 'අත්කම් භාණ්ඩ', ta: 'கைவினைப் பொருட்கள்' },
  bedding: { en: 'Bedding & Linen', si: 'ඇඳ ඇතිරිලි', ta: 'படுக்கை விரிப்புகள்' },
  offers: { en: 'Special Offers', si: 'විශේෂ දීමනා', ta: 'சிறப்புச் சலுகைகள்' },
  gifts: { en: 'Gifts', si: 'තෑගි', ta: 'பரிசுகள்' },
};

export function categoryRef(key: CategoryKey | CollectionKey): CategoryRef {
  return { id: `cat-${key}`, name: { ...CATEGORY_NAMES[key] }, primaryTag: key };
}

export function categoryName(key: CategoryKey | CollectionKey): LocalizedText {
  return { ...CATEGORY_NAMES[key] };
}

/** Short code used in SKUs. */
export const CATEGORY_SKU: Record<CategoryKey, string> = {
  kitchen: 'KIT',
  textiles: 'TEX',
  decor: 'DEC',
  furniture: 'FUR',
  lighting: 'LGT',
  'tea-spices': 'TEA',
  wellness: 'WEL',
  garden: 'GAR',
  crafts: 'CRF',
  bedding: 'BED',
};

export const BRAND_KEYS = [
  'ceylon-clay',
  'kandyan-looms',
  'serendib-tea',
  'ruhunu-spice',
  'lotus-brass',
  'teakwood-studio',
  'siyapatha',
  'palmyrah-crafts',
  'coco-craft',
  'batik-nest',
  'galle-fort-living',
  'kithul-grove',
  'lanka-living',
] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];

interface BrandInfo {
  name: string;
  /** Whether the brand has a logo image. */
  hasLogo: boolean;
  /** Two colours for its generated logo. */
  colours: readonly [string, string];
}

export const BRANDS: Record<BrandKey, BrandInfo> = {
  'ceylon-clay': { name: 'Ceylon Clay Works', hasLogo: true, colours: ['#9a3412', '#fde7d3'] },
  'kandyan-looms': { name: 'Kandyan Looms', hasLogo: true, colours: ['#1e3a8a', '#dbeafe'] },
  'serendib-tea': { name: 'Serendib Tea Estates', hasLogo: true, colours: ['#14532d', '#dcfce7'] },
  'ruhunu-spice': { name: 'Ruhunu Spice Garden', hasLogo: true, colours: ['#7c2d12', '#ffedd5'] },
  'lotus-brass': { name: 'Lotus Brass Foundry', hasLogo: true, colours: ['#713f12', '#fef3c7'] },
  'teakwood-studio': { name: 'Teakwood Studio', hasLogo: true, colours: ['#44403c', '#f5f5f4'] },
  siyapatha: { name: 'Siyapatha Ayurveda', hasLogo: true, colours: ['#065f46', '#d1fae5'] },
  'palmyrah-crafts': { name: 'Palmyrah Crafts Jaffna', hasLogo: false, colours: ['#854d0e', '#fef9c3'] },
  'coco-craft': { name: 'Coco Craft Lanka', hasLogo: true, colours: ['#3f3f46', '#fafaf9'] },
  'batik-nest': { name: 'Batik Nest', hasLogo: true, colours: ['#6b21a8', '#f3e8ff'] },
  'galle-fort-living': { name: 'Galle Fort Living', hasLogo: true, colours: ['#0c4a6e', '#e0f2fe'] },
  'kithul-grove': { name: 'Kithul Grove', hasLogo: false, colours: ['#422006', '#fef3c7'] },
  'lanka-living': { name: 'Lanka Living Essentials', hasLogo: true, colours: ['#0b5d57', '#ecfdf5'] },
};

export function brandLogoRef(key: BrandKey): string {
  return `brands/${key}.webp`;
}

export function brandRef(key: BrandKey): Brand {
  const info = BRANDS[key];
  return { name: info.name, tag: key, logo: info.hasLogo ? brandLogoRef(key) : null };
}

/** Brands that make each category's goods (used for generated products). */
export const CATEGORY_BRANDS: Record<CategoryKey, readonly BrandKey[]> = {
  kitchen: ['ceylon-clay', 'coco-craft', 'lotus-brass', 'kithul-grove', 'lanka-living'],
  textiles: ['kandyan-looms', 'batik-nest', 'lanka-living'],
  decor: ['galle-fort-living', 'batik-nest', 'ceylon-clay', 'lotus-brass', 'teakwood-studio'],
  furniture: ['teakwood-studio', 'kithul-grove', 'galle-fort-living'],
  lighting: ['lotus-brass', 'coco-craft', 'ceylon-clay', 'siyapatha'],
  'tea-spices': ['serendib-tea', 'ruhunu-spice', 'kithul-grove'],
  wellness: ['siyapatha', 'coco-craft', 'lanka-living'],
  garden: ['ceylon-clay', 'coco-craft', 'teakwood-studio', 'lanka-living'],
  crafts: ['galle-fort-living', 'palmyrah-crafts', 'kandyan-looms', 'coco-craft'],
  bedding: ['kandyan-looms', 'batik-nest', 'lanka-living'],
};

/** Colours of each category for generated pictures: background light, background deep, object. */
export const CATEGORY_PALETTES: Record<CategoryKey, readonly [string, string, string]> = {
  kitchen: ['#fbeee0', '#e8b98f', '#9a3412'],
  textiles: ['#e8eefc', '#9fb4e8', '#1e3a8a'],
  decor: ['#fdf2e9', '#f0c27b', '#7c2d12'],
  furniture: ['#f3ede4', '#c8a97e', '#5b3a1e'],
  lighting: ['#fff7e0', '#f5c96a', '#854d0e'],
  'tea-spices': ['#eaf5e4', '#9ccc7e', '#14532d'],
  wellness: ['#e6f6f1', '#8fd3bd', '#065f46'],
  garden: ['#eef7e8', '#a7d08c', '#3f6212'],
  crafts: ['#f7ecf7', '#d7a6d6', '#6b21a8'],
  bedding: ['#eef2f7', '#b7c4d6', '#334155'],
};
