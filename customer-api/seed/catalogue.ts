import type { CategoryRef, MoneyMap } from '../../lib/api/schemas';
import { ALL_LOCATION_IDS, HOUR_MS, LOCATION_IDS, discountedUsd, isoAt, roundLkr, usdFromLkr } from './constants';
import { describeProduct, seoSummary } from './descriptions';
import type { ImageSpec } from './images';
import { shapeFor } from './images';
import { HAND_WRITTEN, type ProductTemplate, type Trait } from './products-data';
import { createRandom, hashString, type Random } from './random';
import { toSlug } from './slug';
import { BRANDS, CATEGORY_SKU, brandRef, categoryRef, type CategoryKey } from './taxonomy';
import type { ProductRecord, VariantRecord } from './types';
import { buildVariances, combinations, swatchOf, type Combination } from './variances';

/** Embedded videos for products with the 'video' trait. */
export const VIDEO_LINKS = [
  'https://www.youtube.com/embed/aqz-KE-bpKQ',
  'https://www.youtube.com/embed/eRsGyueVLvQ',
  'https://www.youtube.com/embed/YE7VzlLtp-4',
] as const;

/** Hand-written products are spread over this many hours back from the seed epoch. */
const HAND_WRITTEN_SPACING_HOURS = 31;

export function productId(n: number): string {
  return `p-${String(n).padStart(4, '0')}`;
}

export function money(lkr: number): MoneyMap {
  return { LKR: lkr, USD: usdFromLkr(lkr) };
}

/** A special price `rate` below the price of `lkr`, lower in every currency. */
export function discounted(lkr: number, rate: number): MoneyMap {
  const special = roundLkr(lkr * (1 - rate));
  return { LKR: special < lkr ? special : lkr - 10, USD: discountedUsd(usdFromLkr(lkr), rate) };
}

interface HandWrittenEntry {
  category: CategoryKey;
  template: ProductTemplate;
  index: number;
  id: string;
}

function listHandWritten(): HandWrittenEntry[] {
  const entries: HandWrittenEntry[] = [];
  for (const [category, templates] of HAND_WRITTEN) {
    for (const template of templates) {
      const index = entries.length;
      entries.push({ category, template, index, id: productId(index + 1) });
    }
  }
  return entries;
}

export const HAND_WRITTEN_COUNT = HAND_WRITTEN.reduce((sum, [, list]) => sum + list.length, 0);

/** Discount of products that get an ordinary special price without asking for one. */
function automaticDiscount(index: number, traits: readonly Trait[]): number {
  if (traits.some((t) => t !== 'gift' && t !== 'noReturns' && t !== 'noCashOnDelivery')) return 0;
  if (index % 5 !== 3) return 0;
  return [0.1, 0.15, 0.2, 0.25][Math.floor(index / 5) % 4] ?? 0.1;
}

interface Pricing {
  specialPrice: (lkr: number) => MoneyMap;
  enable: boolean;
  /** Whether the special price shows (lower and enabled): the product is listed under Special Offers. */
  onOffer: boolean;
}

function pricingOf(index: number, traits: readonly Trait[]): Pricing {
  const lower = (rate: number) => (lkr: number) => discounted(lkr, rate);
  if (traits.includes('special')) return { specialPrice: lower(0.2), enable: true, onOffer: true };
  if (traits.includes('specialEqual')) return { specialPrice: (lkr) => money(lkr), enable: true, onOffer: false };
  if (traits.includes('specialHigher')) {
    return {
      specialPrice: (lkr) => ({ LKR: roundLkr(lkr * 1.1), USD: Math.round((usdFromLkr(lkr) + 1) * 100) / 100 }),
      enable: true,
      onOffer: false,
    };
  }
  if (traits.includes('specialDisabled')) return { specialPrice: lower(0.15), enable: false, onOffer: false };
  const discount = automaticDiscount(index, traits);
  if (discount > 0) return { specialPrice: lower(discount), enable: true, onOffer: true };
  return { specialPrice: () => ({}), enable: false, onOffer: false };
}

function stockOf(traits: readonly Trait[], combo: number, comboCount: number, random: Random): Record<string, number> {
  if (traits.includes('untracked')) return {};
  const everywhere = (n: number) => Object.fromEntries(ALL_LOCATION_IDS.map((loc) => [loc, n]));
  if (traits.includes('outOfStock')) return everywhere(0);
  if (traits.includes('lowStock')) return everywhere(4);
  if (traits.includes('lessThanThreshold')) return everywhere(7);
  if (traits.includes('lastItem')) return everywhere(1);
  if (traits.includes('variantOutOfStock') && combo === comboCount - 1) return everywhere(0);
  const stock = Object.fromEntries(ALL_LOCATION_IDS.map((loc) => [loc, random.int(12, 60)]));
  if (traits.includes('outAtKandy')) stock[LOCATION_IDS.kandy] = 0;
  return stock;
}

/** The default combination: 'medium' when the product comes in small/medium/large, else the first. */
function defaultCombination(combos: readonly Combination[]): number {
  const medium = combos.findIndex((c) => c.values.size === 'medium');
  return medium >= 0 ? medium : 0;
}

/** A fixed shuffle of positions, so new arrivals mix categories. */
function creationRanks(count: number): number[] {
  const random = createRandom(0x5eed);
  const ranks = Array.from({ length: count }, (_, i) => i);
  for (let i = ranks.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    const a = ranks[i] ?? 0;
    ranks[i] = ranks[j] ?? 0;
    ranks[j] = a;
  }
  return ranks;
}

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

export interface CatalogueResult {
  products: ProductRecord[];
  images: ImageSpec[];
}

/** The hand-written demo catalogue. It does not depend on the seed options, so fixtures stay put. */
export function buildHandWritten(): CatalogueResult {
  const entries = listHandWritten();
  const ranks = creationRanks(entries.length);
  const disabled = new Set(entries.filter((e) => e.template.t?.includes('disabled')).map((e) => e.id));
  const byCategory = new Map<CategoryKey, HandWrittenEntry[]>();
  for (const e of entries) byCategory.set(e.category, [...(byCategory.get(e.category) ?? []), e]);

  const products: ProductRecord[] = [];
  const images: ImageSpec[] = [];
  let videoCount = 0;

  for (const entry of entries) {
    const { template, index, id, category } = entry;
    const traits = template.t ?? [];
    const random = createRandom(hashString(id));
    const name: Record<string, string> = { en: template.en, si: template.si };
    if (template.ta !== undefined) name.ta = template.ta;
    const brand = brandRef(template.brand);
    const spec = template.v ?? [];
    const combos = combinations(spec);
    const pricing = pricingOf(index, traits);
    const shape = shapeFor(template.en, category);
    const number = String(index + 1).padStart(4, '0');

    const imageCount = 3 + (index % 2);
    const productImages = Array.from({ length: imageCount }, (_, k) => `products/${id}/${k + 1}.webp`);
    productImages.forEach((ref, k) =>
      images.push({
        kind: 'product',
        ref,
        title: template.en,
        initials: initials(template.en),
        category,
        shape,
        colour: null,
        view: k,
        seed: hashString(ref),
      }),
    );

    const colourVariance = spec.find(([varianceId]) => varianceId === 'color');
    const colourImages = new Map<string, string>();
    for (const value of colourVariance?.[1] ?? []) {
      const ref = `products/${id}/${value}.webp`;
      colourImages.set(value, ref);
      images.push({
        kind: 'product',
        ref,
        title: template.en,
        initials: initials(template.en),
        category,
        shape,
        colour: swatchOf(value),
        view: 0,
        seed: hashString(ref),
      });
    }

    const defaultIndex = defaultCombination(combos);
    const variants: VariantRecord[] = combos.map((combo, k) => {
      const lkr = roundLkr(template.lkr * combo.factor + combo.addLkr);
      const colourImage = combo.values.color ? colourImages.get(combo.values.color) : undefined;
      return {
        varianceKey: combo.varianceKey,
        varianceSlug: combo.varianceSlug,
        values: combo.values,
        sku: `LL-${CATEGORY_SKU[category]}-${number}${combo.varianceSlug ? `-${combo.varianceSlug.toUpperCase()}` : ''}`,
        price: money(lkr),
        specialPrice: pricing.specialPrice(lkr),
        enableSpecialPrice: pricing.enable,
        images: colourImage ? [colourImage, ...productImages.slice(1)] : [],
        default: k === defaultIndex,
        stock: stockOf(traits, k, combos.length, random),
      };
    });

    const categories: CategoryRef[] = [categoryRef(category)];
    if (traits.includes('gift')) categories.push(categoryRef('gifts'));
    if (pricing.onOffer) categories.push(categoryRef('offers'));

    const seoConfiguration =
      index % 3 === 0
        ? {
            title: `${template.en} | Lanka Living`,
            description: seoSummary(template.en, category),
            imageReference: productImages[0] ?? null,
          }
        : index % 6 === 1
          ? { title: null, description: seoSummary(template.en, category), imageReference: null }
          : null;

    const siblings = (byCategory.get(category) ?? []).filter((e) => e.id !== id && !disabled.has(e.id));
    const position = siblings.findIndex((e) => e.index > index);
    const start = position < 0 ? 0 : position;
    const related = [0, 1, 2, 3]
      .map((k) => siblings[(start + k) % Math.max(1, siblings.length)]?.id)
      .filter((r): r is string => r !== undefined);

    let videoLink: string | null = null;
    if (traits.includes('video')) {
      videoLink = VIDEO_LINKS[videoCount % VIDEO_LINKS.length] ?? null;
      videoCount += 1;
    }

    products.push({
      id,
      productSlug: toSlug(template.en),
      name,
      description: describeProduct({
        name,
        brand: BRANDS[template.brand].name,
        category,
        hasOptions: spec.length > 0,
        hostile: traits.includes('hostileHtml'),
      }),
      category: categories,
      categoryId: `cat-${category}`,
      brand,
      weight: template.kg,
      createdDate: isoAt(((ranks[index] ?? index) * HAND_WRITTEN_SPACING_HOURS + 2) * HOUR_MS),
      videoLink,
      seoConfiguration,
      variances: buildVariances(spec),
      minThreshold: traits.includes('lowStock') || traits.includes('lessThanThreshold') ? 10 : 5,
      trackQuantity: !traits.includes('untracked'),
      enabled: !traits.includes('disabled'),
      cashOnDelivery: !traits.includes('noCashOnDelivery'),
      acceptReturns: !traits.includes('noReturns'),
      acceptCardPayment: !traits.includes('cashOnly'),
      images: productImages,
      related: [...new Set(related)],
      variants,
    });
  }
  return { products, images };
}

/** How far back the oldest hand-written product was created, in hours. */
export const HAND_WRITTEN_SPAN_HOURS = HAND_WRITTEN_COUNT * HAND_WRITTEN_SPACING_HOURS + 2;
