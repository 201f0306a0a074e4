import type { LocalizedText } from '../../lib/api/schemas';
import { ALL_LOCATION_IDS, HOUR_MS, isoAt, roundLkr } from './constants';
import { HAND_WRITTEN_SPAN_HOURS, discounted, money, productId } from './catalogue';
import { categoryDescription } from './descriptions';
import type { ImageSpec } from './images';
import { shapeFor } from './images';
import { districtNames } from './places';
import { createRandom } from './random';
import { toSlug } from './slug';
import { CATEGORY_BRANDS, CATEGORY_KEYS, CATEGORY_SKU, brandRef, categoryRef, type CategoryKey } from './taxonomy';
import type { ProductRecord, VariantRecord } from './types';
import { buildVariances, combinations, type VarianceSpec } from './variances';

type Words = readonly [en: string, si: string, ta: string];

interface Vocabulary {
  materials: readonly Words[];
  nouns: readonly Words[];
  /** Rupee price range. */
  price: readonly [number, number];
  kg: readonly [number, number];
}

const VOCABULARY: Record<CategoryKey, Vocabulary> = {
  kitchen: {
    materials: [
      ['Clay', 'මැටි', 'மண்'],
      ['Brass', 'පිත්තල', 'பித்தளை'],
      ['Coconut Shell', 'පොල්කටු', 'சிரட்டை'],
      ['Kithul Wood', 'කිතුල් ලී', 'கித்துள் மர'],
      ['Copper', 'තඹ', 'செப்பு'],
    ],
    nouns: [
      ['Bowl', 'බඳුන', 'கிண்ணம்'],
      ['Plate', 'පිඟාන', 'தட்டு'],
      ['Cup', 'කෝප්පය', 'கோப்பை'],
      ['Ladle', 'හැන්ද', 'அகப்பை'],
      ['Pot', 'හට්ටිය', 'பானை'],
      ['Tray', 'තැටිය', 'தட்டம்'],
      ['Jug', 'කෙණ්ඩිය', 'கூஜா'],
    ],
    price: [450, 6500],
    kg: [0.2, 2.5],
  },
  textiles: {
    materials: [
      ['Handloom', 'අත්යන්ත්‍ර', 'கைத்தறி'],
      ['Batik', 'බතික්', 'பத்திக்'],
      ['Cotton', 'කපු', 'பருத்தி'],
      ['Linen', 'ලිනන්', 'லினன்'],
    ],
    nouns: [
      ['Sarong', 'සරම', 'சாரம்'],
      ['Scarf', 'ස්කාෆ්', 'கழுத்துத்துண்டு'],
      ['Cushion Cover', 'කුෂන් කවරය', 'மெத்தை உறை'],
      ['Table Runner', 'මේස රනරය', 'மேசை விரிப்பு'],
      ['Tote Bag', 'ටෝට් බෑගය', 'கைப்பை'],
      ['Shawl', 'සාලුව', 'சால்வை'],
    ],
    price: [900, 9500],
    kg: [0.1, 0.9],
  },
  decor: {
    materials: [
      ['Lacquer', 'ලාක්ෂා', 'அரக்கு'],
      ['Brass', 'පිත්තල', 'பித்தளை'],
      ['Terracotta', 'මැටි', 'சுடுமண்'],
      ['Batik', 'බතික්', 'பத்திக்'],
      ['Rattan', 'වේවැල්', 'பிரம்பு'],
    ],
    nouns: [
      ['Vase', 'මල් බඳුන', 'பூச்சாடி'],
      ['Wall Hanging', 'බිතු සැරසිල්ල', 'சுவர் அலங்காரம்'],
      ['Figurine', 'රූපය', 'சிலை'],
      ['Mirror', 'කැඩපත', 'கண்ணாடி'],
      ['Box', 'පෙට්ටිය', 'பெட்டி'],
      ['Mask', 'වෙස් මුහුණ', 'முகமூடி'],
    ],
    price: [800, 12000],
    kg: [0.2, 3],
  },
  furniture: {
    materials: [
      ['Teak', 'තේක්ක', 'தேக்கு'],
      ['Mahogany', 'මහෝගනී', 'மகோகனி'],
      ['Jak Wood', 'කොස් ලී', 'பலா மர'],
      ['Rattan', 'වේවැල්', 'பிரம்பு'],
    ],
    nouns: [
      ['Stool', 'කුඩා බංකුව', 'முக்காலி'],
      ['Bench', 'බංකුව', 'நீள் இருக்கை'],
      ['Side Table', 'පැති මේසය', 'பக்க மேசை'],
      ['Shelf', 'රාක්කය', 'அலமாரி'],
      ['Chair', 'පුටුව', 'நாற்காலி'],
      ['Cabinet', 'අල්මාරිය', 'அலமாரிப் பெட்டி'],
      ['Chest', 'ලී පෙට්ටිය', 'பேழை'],
    ],
    price: [7500, 95000],
    kg: [3, 30],
  },
  lighting: {
    materials: [
      ['Brass', 'පිත්තල', 'பித்தளை'],
      ['Clay', 'මැටි', 'மண்'],
      ['Coconut Shell', 'පොල්කටු', 'சிரட்டை'],
      ['Rattan', 'වේවැල්', 'பிரம்பு'],
      ['Palmyrah', 'තල්', 'பனை'],
    ],
    nouns: [
      ['Oil Lamp', 'පහන', 'எண்ணெய் விளக்கு'],
      ['Table Lamp', 'මේස ලාම්පුව', 'மேசை விளக்கு'],
      ['Pendant Light', 'එල්ලෙන ලාම්පුව', 'தொங்கு விளக்கு'],
      ['Lantern', 'කූඩු ලාම්පුව', 'லாந்தர்'],
      ['Candle Holder', 'ඉටිපන්දම් රඳවනය', 'மெழுகுவர்த்தித் தாங்கி'],
    ],
    price: [600, 15000],
    kg: [0.3, 3.5],
  },
  'tea-spices': {
    materials: [
      ['Organic', 'කාබනික', 'இயற்கை'],
      ['Estate', 'වතු', 'தோட்ட'],
      ['Hand-picked', 'අතින් නෙළූ', 'கையால் பறித்த'],
      ['Smoked', 'දුම් ගැසූ', 'புகையூட்டிய'],
    ],
    nouns: [
      ['Black Tea', 'කළු තේ', 'கறுப்புத் தேநீர்'],
      ['Green Tea', 'කොළ තේ', 'பச்சைத் தேநீர்'],
      ['Cinnamon', 'කුරුඳු', 'கறுவா'],
      ['Pepper', 'ගම්මිරිස්', 'மிளகு'],
      ['Curry Powder', 'තුනපහ', 'கறித்தூள்'],
      ['Cardamom', 'එනසාල්', 'ஏலக்காய்'],
      ['Nutmeg', 'සාදික්කා', 'சாதிக்காய்'],
    ],
    price: [350, 4500],
    kg: [0.05, 0.6],
  },
  wellness: {
    materials: [
      ['Herbal', 'ඖෂධීය', 'மூலிகை'],
      ['Sandalwood', 'සඳුන්', 'சந்தன'],
      ['Coconut', 'පොල්', 'தேங்காய்'],
      ['Neem', 'කොහොඹ', 'வேம்பு'],
      ['Turmeric', 'කහ', 'மஞ்சள்'],
    ],
    nouns: [
      ['Soap', 'සබන්', 'சவர்க்காரம்'],
      ['Body Oil', 'ශරීර තෙල්', 'உடல் எண்ணெய்'],
      ['Balm', 'බාම්', 'தைலம்'],
      ['Face Pack', 'මුහුණු ආලේපය', 'முகப் பூச்சு'],
      ['Bath Salts', 'ස්නාන ලුණු', 'குளியல் உப்பு'],
      ['Scrub', 'ඇතිල්ල', 'தேய்ப்பான்'],
    ],
    price: [300, 5500],
    kg: [0.05, 0.8],
  },
  garden: {
    materials: [
      ['Terracotta', 'මැටි', 'சுடுமண்'],
      ['Coir', 'කොහු', 'தும்பு'],
      ['Teak', 'තේක්ක', 'தேக்கு'],
      ['Bamboo', 'උණ', 'மூங்கில்'],
      ['Brass', 'පිත්තල', 'பித்தளை'],
    ],
    nouns: [
      ['Planter', 'පැළ බඳුන', 'செடித் தொட்டி'],
      ['Hanging Basket', 'එල්ලෙන කූඩය', 'தொங்கு கூடை'],
      ['Wind Chime', 'සුළං සීනුව', 'காற்று மணி'],
      ['Bird Feeder', 'කුරුලු කෑම බඳුන', 'பறவைத் தீவனத் தட்டு'],
      ['Garden Stool', 'උයන් බංකුව', 'தோட்ட முக்காலி'],
      ['Watering Can', 'වතුර දමන බඳුන', 'நீர் ஊற்றி'],
    ],
    price: [500, 18000],
    kg: [0.3, 8],
  },
  crafts: {
    materials: [
      ['Lacquer', 'ලාක්ෂා', 'அரக்கு'],
      ['Palmyrah', 'තල්', 'பனை'],
      ['Dumbara', 'දුම්බර', 'தும்பர'],
      ['Beeralu', 'බීරළු', 'பீரலு'],
      ['Coconut Shell', 'පොල්කටු', 'சிரட்டை'],
    ],
    nouns: [
      ['Coaster Set', 'කෝස්ටර් කට්ටලය', 'கோஸ்டர் தொகுப்பு'],
      ['Trinket Box', 'කුඩා පෙට්ටිය', 'சிறு பெட்டி'],
      ['Purse', 'පසුම්බිය', 'பணப்பை'],
      ['Ornament', 'සැරසිල්ල', 'அலங்காரப் பொருள்'],
      ['Bookmark', 'පොත් සලකුණ', 'புத்தகக் குறி'],
      ['Key Holder', 'යතුරු රඳවනය', 'சாவித் தாங்கி'],
    ],
    price: [400, 6000],
    kg: [0.05, 1],
  },
  bedding: {
    materials: [
      ['Handloom', 'අත්යන්ත්‍ර', 'கைத்தறி'],
      ['Batik', 'බතික්', 'பத்திக்'],
      ['Cotton', 'කපු', 'பருத்தி'],
      ['Kapok', 'පුළුන්', 'இலவம்'],
    ],
    nouns: [
      ['Bedspread', 'ඇඳ ඇතිරිල්ල', 'படுக்கை விரிப்பு'],
      ['Pillow', 'කොට්ටය', 'தலையணை'],
      ['Quilt', 'පොරෝනය', 'போர்வை'],
      ['Pillow Case', 'කොට්ට උර', 'தலையணை உறை'],
      ['Throw', 'ලා පොරෝනය', 'மெல்லிய போர்வை'],
      ['Cushion', 'කුෂනය', 'மெத்தை'],
    ],
    price: [1200, 16000],
    kg: [0.2, 2],
  },
};

/** Generated products share these pictures instead of getting their own. */
export const POOL_PER_CATEGORY = 10;

export function poolRef(category: CategoryKey, slot: number): string {
  return `products/pool/${category}-${String(slot + 1).padStart(2, '0')}.webp`;
}

export function poolImages(): ImageSpec[] {
  const specs: ImageSpec[] = [];
  for (const category of CATEGORY_KEYS) {
    const { nouns, materials } = VOCABULARY[category];
    for (let slot = 0; slot < POOL_PER_CATEGORY; slot += 1) {
      const noun = nouns[slot % nouns.length] ?? nouns[0];
      const material = materials[slot % materials.length] ?? materials[0];
      const title = `${material?.[0] ?? ''} ${noun?.[0] ?? ''}`.trim();
      const ref = poolRef(category, slot);
      specs.push({
        kind: 'product',
        ref,
        title,
        initials: title
          .split(' ')
          .slice(0, 2)
          .map((w) => w.charAt(0))
          .join(''),
        category,
        shape: shapeFor(title, category),
        colour: null,
        view: slot % 4,
        seed: slot * 7919 + category.length,
      });
    }
  }
  return specs;
}

const SIZE_SPEC: VarianceSpec = [['size', ['small', 'medium', 'large']]];
const COLOUR_SPEC: VarianceSpec = [['color', ['red', 'blue', 'green']]];
const GIFT_SPEC: VarianceSpec = [['giftwrap', ['no', 'yes']]];
/** Gap between two generated products' creation dates. */
const SPACING_MS = 15 * 60_000;

/**
 * `count` generated products after the hand-written ones, numbered from `firstNumber`. Names are
 * "{district} {material} {noun}", numbered when the combinations run out; slugs avoid `takenSlugs`.
 */
export function buildSynthetic(count: number, firstNumber: number, seed: number, takenSlugs: Set<string>): ProductRecord[] {
  const random = createRandom(seed);
  const places = districtNames();
  const sharedDescriptions = new Map<string, LocalizedText>();
  const describe = (category: CategoryKey, tamil: boolean): LocalizedText => {
    const key = `${category}:${tamil ? 1 : 0}`;
    let d = sharedDescriptions.get(key);
    if (!d) {
      d = categoryDescription(category, tamil);
      sharedDescriptions.set(key, d);
    }
    return { ...d };
  };
  const spanStart = (HAND_WRITTEN_SPAN_HOURS + 24) * HOUR_MS;
  const products: ProductRecord[] = [];

  for (let k = 0; k < count; k += 1) {
    const category = CATEGORY_KEYS[k % CATEGORY_KEYS.length] ?? 'kitchen';
    const vocabulary = VOCABULARY[category];
    const j = Math.floor(k / CATEGORY_KEYS.length);
    const comboCount = places.length * vocabulary.materials.length * vocabulary.nouns.length;
    const mixed = (j * 7919) % comboCount;
    const round = Math.floor(j / comboCount);
    const place = places[mixed % places.length] ?? places[0];
    const material = vocabulary.materials[Math.floor(mixed / places.length) % vocabulary.materials.length];
    const nounIndex = Math.floor(mixed / (places.length * vocabulary.materials.length)) % vocabulary.nouns.length;
    const noun = vocabulary.nouns[nounIndex];
    if (!place || !material || !noun) throw new Error('vocabulary is empty');
    const suffix = round > 0 ? ` No ${round + 1}` : '';
    const en = `${place[0]} ${material[0]} ${noun[0]}${suffix}`;
    let slug = toSlug(en);
    for (let n = 2; takenSlugs.has(slug); n += 1) slug = `${toSlug(en)}-${n}`;
    takenSlugs.add(slug);

    const withTamil = k % 3 === 0;
    const name: LocalizedText = { en, si: `${place[1]} ${material[1]} ${noun[1]}${suffix}` };
    if (withTamil) name.ta = `${place[2]} ${material[2]} ${noun[2]}${suffix}`;

    const roll = random.next();
    const spec = roll < 0.2 ? SIZE_SPEC : roll < 0.26 ? COLOUR_SPEC : roll < 0.34 ? GIFT_SPEC : [];
    const combos = combinations(spec);
    const base = roundLkr(vocabulary.price[0] + random.next() * (vocabulary.price[1] - vocabulary.price[0]));
    const discount = random.chance(0.15) ? random.pick([0.1, 0.15, 0.2, 0.3]) : 0;
    const trackQuantity = !random.chance(0.02);
    const enabled = !random.chance(0.01);
    const stockRoll = random.next();
    const number = firstNumber + k;
    const id = productId(number);

    const variants: VariantRecord[] = combos.map((combo, index) => {
      const lkr = roundLkr(base * combo.factor + combo.addLkr);
      const stock: Record<string, number> = {};
      if (trackQuantity) {
        for (const loc of ALL_LOCATION_IDS) {
          stock[loc] = stockRoll < 0.05 ? 0 : stockRoll < 0.15 ? random.int(1, 4) : random.int(8, 60);
        }
      }
      return {
        varianceKey: combo.varianceKey,
        varianceSlug: combo.varianceSlug,
        values: combo.values,
        sku: `LL-${CATEGORY_SKU[category]}-${number}${combo.varianceSlug ? `-${combo.varianceSlug.toUpperCase()}` : ''}`,
        price: money(lkr),
        specialPrice: discount > 0 ? discounted(lkr, discount) : {},
        enableSpecialPrice: discount > 0,
        images: [],
        default: index === 0,
        stock,
      };
    });

    const slot = nounIndex % POOL_PER_CATEGORY;
    const categories = [categoryRef(category)];
    if (discount > 0) categories.push(categoryRef('offers'));
    const related: string[] = [];
    if (k >= CATEGORY_KEYS.length) related.push(productId(number - CATEGORY_KEYS.length));
    if (k + CATEGORY_KEYS.length < count) related.push(productId(number + CATEGORY_KEYS.length));

    products.push({
      id,
      productSlug: slug,
      name,
      description: describe(category, withTamil),
      category: categories,
      categoryId: `cat-${category}`,
      brand: brandRef(random.pick(CATEGORY_BRANDS[category])),
      weight: Math.round((vocabulary.kg[0] + random.next() * (vocabulary.kg[1] - vocabulary.kg[0])) * 100) / 100,
      createdDate: isoAt(spanStart + k * SPACING_MS),
      videoLink: null,
      seoConfiguration: null,
      variances: buildVariances(spec),
      minThreshold: 5,
      trackQuantity,
      enabled,
      cashOnDelivery: category !== 'furniture',
      acceptReturns: category !== 'tea-spices' && category !== 'wellness',
      acceptCardPayment: true,
      images: [
        poolRef(category, slot),
        poolRef(category, (slot + 3) % POOL_PER_CATEGORY),
        poolRef(category, (slot + 6) % POOL_PER_CATEGORY),
      ],
      related,
      variants,
    });
  }
  return products;
}
