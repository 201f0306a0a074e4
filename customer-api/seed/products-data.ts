import type { BrandKey, CategoryKey } from './taxonomy';
import type { VarianceSpec } from './variances';

/**
 * Behaviour a hand-written product is given on purpose, so that the storefront's rules have
 * something to show (stock labels, special-price rules, sanitising, …).
 */
export type Trait =
  /** minThreshold 10, 4 on hand everywhere: 'Only 4 items available!'. */
  | 'lowStock'
  /** minThreshold 10, 7 on hand everywhere: 'Less than 10 items available!'. */
  | 'lessThanThreshold'
  /** 1 on hand everywhere: 'Last item available!'. */
  | 'lastItem'
  /** 0 everywhere. */
  | 'outOfStock'
  /** 0 at Kandy only, healthy elsewhere. */
  | 'outAtKandy'
  /** The last combination of values is sold out everywhere. */
  | 'variantOutOfStock'
  /** Stock not tracked (made to order): always available. */
  | 'untracked'
  /** enabled false. */
  | 'disabled'
  /** A real special price, below the price. */
  | 'special'
  /** Special price enabled but equal to the price: must not show. */
  | 'specialEqual'
  /** Special price enabled but above the price: must not show. */
  | 'specialHigher'
  /** A lower special price that is switched off. */
  | 'specialDisabled'
  /** A YouTube video in the description. */
  | 'video'
  /** Description with a script tag and an onerror attribute. */
  | 'hostileHtml'
  /** Also listed under Gifts. */
  | 'gift'
  | 'noCashOnDelivery'
  | 'noReturns'
  | 'cashOnly';

export interface ProductTemplate {
  en: string;
  si: string;
  ta?: string;
  /** Price in rupees of the first combination. */
  lkr: number;
  brand: BrandKey;
  v?: VarianceSpec;
  t?: readonly Trait[];
  /** Shipping weight in kg. */
  kg: number;
}

const SIZE_SML = ['small', 'medium', 'large'] as const;
const GIFT_WRAP: VarianceSpec = [['giftwrap', ['no', 'yes']]];

export const HAND_WRITTEN: ReadonlyArray<readonly [CategoryKey, readonly ProductTemplate[]]> = [
  [
    'kitchen',
    [
      {
        en: 'Clay Curry Pot',
        si: 'මැටි කරි හට්ටිය',
        ta: 'மண் கறிச் சட்டி',
        lkr: 2450,
        brand: 'ceylon-clay',
        kg: 1.8,
        v: [['size', SIZE_SML]],
        t: ['video'],
      },
      { en: 'Coconut Shell Bowl Set', si: 'පොල්කටු බඳුන් කට්ටලය', ta: 'தேங்காய் சிரட்டைக் கிண்ணத் தொகுப்பு', lkr: 1850, brand: 'coco-craft', kg: 0.6 },
      { en: 'Brass Hopper Pan', si: 'පිත්තල ආප්ප තාච්චිය', lkr: 3900, brand: 'lotus-brass', kg: 1.2, t: ['lowStock'] },
      { en: 'Kithul Wood Spoon Set', si: 'කිතුල් ලී හැඳි කට්ටලය', lkr: 1250, brand: 'kithul-grove', kg: 0.3, t: ['lessThanThreshold'] },
      {
        en: 'Hand-painted Rice Plate',
        si: 'අතින් සිතුවම් කළ බත් පිඟාන',
        lkr: 1650,
        brand: 'ceylon-clay',
        kg: 0.7,
        v: [['color', ['indigo', 'terracotta', 'teal']]],
      },
      {
        en: 'Clay Water Jug #2',
        si: 'මැටි වතුර කෙණ්ඩිය අංක 2',
        ta: 'மண் தண்ணீர்க் கூஜா #2',
        lkr: 2100,
        brand: 'ceylon-clay',
        kg: 1.5,
        v: [['capacity', ['1l', '2l']]],
      },
      { en: 'Jak Wood Mortar and Pestle', si: 'කොස් ලී වංගෙඩිය සහ මෝල්ගස', lkr: 5600, brand: 'teakwood-studio', kg: 3.5, t: ['outOfStock'] },
      { en: 'String Hopper Mould Set', si: 'ඉඳිආප්ප තැටි කට්ටලය', ta: 'இடியப்பத் தட்டுத் தொகுப்பு', lkr: 950, brand: 'lanka-living', kg: 0.5 },
      { en: 'Coconut Scraper Stool', si: 'හිරමනය', ta: 'திருவலைக் கதிரை', lkr: 4200, brand: 'teakwood-studio', kg: 4 },
      { en: 'Clay Curd Pot Set of 6', si: 'මැටි මී කිරි බඳුන් 6 කට්ටලය', lkr: 1400, brand: 'ceylon-clay', kg: 2.4 },
      { en: 'Palmyrah Bread Basket', si: 'තල් කොළ පාන් කූඩය', ta: 'பனையோலை ரொட்டிக் கூடை', lkr: 1100, brand: 'palmyrah-crafts', kg: 0.3 },
      {
        en: 'Brass Serving Ladle',
        si: 'පිත්තල බෙදන හැන්ද',
        lkr: 2300,
        brand: 'lotus-brass',
        kg: 0.4,
        v: [['finish', ['polished', 'antique']]],
      },
      {
        en: 'Copper Water Bottle',
        si: 'තඹ වතුර බෝතලය',
        ta: 'செப்புத் தண்ணீர்ப் போத்தல்',
        lkr: 3450,
        brand: 'lotus-brass',
        kg: 0.5,
        v: [['capacity', ['500ml', '1l']], ...GIFT_WRAP],
        t: ['gift'],
      },
      { en: 'Clay Tea Cup Set', si: 'මැටි තේ කෝප්ප කට්ටලය', lkr: 2950, brand: 'ceylon-clay', kg: 1.4, v: GIFT_WRAP, t: ['gift'] },
    ],
  ],
  [
    'textiles',
    [
      {
        en: 'Handloom Cotton Sarong',
        si: 'අත්යන්ත්‍ර කපු සරම',
        ta: 'கைத்தறிப் பருத்திச் சாரம்',
        lkr: 3200,
        brand: 'kandyan-looms',
        kg: 0.4,
        v: [['color', ['indigo', 'maroon', 'green']]],
      },
      {
        en: 'Batik Cotton Shirt',
        si: 'බතික් කපු කමිසය',
        ta: 'பத்திக் பருத்திச் சட்டை',
        lkr: 4500,
        brand: 'batik-nest',
        kg: 0.3,
        v: [
          ['color', ['red', 'blue', 'green']],
          ['size', ['s', 'm', 'l', 'xl']],
        ],
        t: ['variantOutOfStock'],
      },
      {
        en: 'Handloom Saree',
        si: 'අත්යන්ත්‍ර සාරිය',
        lkr: 12500,
        brand: 'kandyan-looms',
        kg: 0.8,
        v: [['color', ['saffron', 'teal', 'maroon']]],
        t: ['video', 'gift'],
      },
      { en: 'Handloom Shawl', si: 'අත්යන්ත්‍ර සාලුව', lkr: 3800, brand: 'kandyan-looms', kg: 0.3, t: ['outAtKandy'] },
      { en: 'Batik Sarong', si: 'බතික් සරම', ta: 'பத்திக் சாரம்', lkr: 2900, brand: 'batik-nest', kg: 0.4 },
      {
        en: 'Handloom Cushion Cover',
        si: 'අත්යන්ත්‍ර කුෂන් කවරය',
        ta: 'கைத்தறி மெத்தை உறை',
        lkr: 1450,
        brand: 'kandyan-looms',
        kg: 0.2,
        v: [['color', ['indigo', 'saffron', 'natural']]],
      },
      { en: 'Batik Table Runner', si: 'බතික් මේස රනරය', lkr: 2750, brand: 'batik-nest', kg: 0.3 },
      { en: 'Cotton Kitchen Towel Set', si: 'කපු කුස්සි තුවා කට්ටලය', lkr: 1350, brand: 'lanka-living', kg: 0.4 },
      { en: 'Handloom Tote Bag', si: 'අත්යන්ත්‍ර ටෝට් බෑගය', ta: 'கைத்தறிப் பை', lkr: 2200, brand: 'kandyan-looms', kg: 0.3 },
      { en: 'Batik Silk Scarf', si: 'බතික් සේද ස්කාෆ්', lkr: 5200, brand: 'batik-nest', kg: 0.1, v: GIFT_WRAP, t: ['gift'] },
      { en: 'Handloom Bath Towel', si: 'අත්යන්ත්‍ර ස්නාන තුවාය', lkr: 1950, brand: 'kandyan-looms', kg: 0.6 },
      {
        en: 'Kids Batik Frock',
        si: 'ළමා බතික් ගවුම',
        ta: 'சிறுவர் பத்திக் கவுன்',
        lkr: 3100,
        brand: 'batik-nest',
        kg: 0.2,
        v: [['size', ['2y', '4y', '6y', '8y']]],
      },
      { en: 'Cotton Napkin Set of 4', si: 'කපු නැප්කින් 4 කට්ටලය', lkr: 1650, brand: 'lanka-living', kg: 0.2 },
    ],
  ],
  [
    'decor',
    [
      {
        en: 'Kolam Mask Wall Hanging',
        si: 'කෝලම් වෙස් මුහුණ බිතු සැරසිල්ල',
        ta: 'கோலம் முகமூடிச் சுவர் அலங்காரம்',
        lkr: 6500,
        brand: 'galle-fort-living',
        kg: 1.1,
        v: [['size', SIZE_SML]],
      },
      { en: 'Batik Wall Art Elephant Parade', si: 'බතික් බිතු සිතුවම ඇත් පෙරහැර', lkr: 8900, brand: 'batik-nest', kg: 0.9 },
      {
        en: 'Terracotta Flower Vase',
        si: 'මැටි මල් බඳුන',
        ta: 'சுடுமண் பூச்சாடி',
        lkr: 2600,
        brand: 'ceylon-clay',
        kg: 1.3,
        v: [['color', ['terracotta', 'white', 'black']]],
      },
      { en: 'Dumbara Mat Wall Panel', si: 'දුම්බර පැදුරු බිතු පුවරුව', lkr: 4800, brand: 'kandyan-looms', kg: 0.7 },
      {
        en: 'Brass Elephant Figurine',
        si: 'පිත්තල ඇත් රූපය',
        ta: 'பித்தளை யானைச் சிலை',
        lkr: 7400,
        brand: 'lotus-brass',
        kg: 1.6,
        v: [['finish', ['polished', 'antique']]],
        t: ['gift'],
      },
      { en: 'Coconut Shell Candle Holder', si: 'පොල්කටු ඉටිපන්දම් රඳවනය', lkr: 950, brand: 'coco-craft', kg: 0.2 },
      { en: 'Lacquer Jewellery Box', si: 'ලාක්ෂා ආභරණ පෙට්ටිය', lkr: 3700, brand: 'galle-fort-living', kg: 0.6, v: GIFT_WRAP, t: ['gift'] },
      { en: 'Rattan Mirror', si: 'වේවැල් කැඩපත', ta: 'பிரம்புக் கண்ணாடி', lkr: 9800, brand: 'teakwood-studio', kg: 3.2, t: ['lastItem'] },
      { en: 'Hand-painted Peacock Plate', si: 'අතින් සිතුවම් කළ මොණර පිඟාන', lkr: 3200, brand: 'ceylon-clay', kg: 0.8 },
      {
        en: 'Moonstone Wall Plaque',
        si: 'සඳකඩපහණ බිතු ඵලකය',
        ta: 'சந்திரவட்டக்கல் சுவர்ப் பலகை',
        lkr: 5400,
        brand: 'galle-fort-living',
        kg: 2.2,
        t: ['hostileHtml'],
      },
      { en: 'Palmyrah Leaf Wall Basket', si: 'තල් කොළ බිතු කූඩය', lkr: 1750, brand: 'palmyrah-crafts', kg: 0.3 },
      { en: 'Wooden Elephant Bookends', si: 'ලී ඇත් පොත් රඳවන', lkr: 4100, brand: 'teakwood-studio', kg: 1.9 },
      { en: 'Sesath Ceremonial Fan Replica', si: 'සේසත් අනුරුව', lkr: 6800, brand: 'galle-fort-living', kg: 1.4, t: ['untracked'] },
    ],
  ],
  [
    'furniture',
    [
      {
        en: 'Teak Coffee Table',
        si: 'තේක්ක කෝපි මේසය',
        ta: 'தேக்கு காபி மேசை',
        lkr: 68000,
        brand: 'teakwood-studio',
        kg: 24,
        v: [
          ['size', SIZE_SML],
          ['material', ['teak', 'mahogany', 'jak']],
        ],
        t: ['noCashOnDelivery'],
      },
      {
        en: 'Rattan Lounge Chair',
        si: 'වේවැල් විවේක පුටුව',
        lkr: 42000,
        brand: 'teakwood-studio',
        kg: 9,
        t: ['untracked', 'noCashOnDelivery'],
      },
      {
        en: 'Colonial Planters Chair',
        si: 'කොලනි යුගයේ හාන්සි පුටුව',
        lkr: 85000,
        brand: 'teakwood-studio',
        kg: 18,
        t: ['noCashOnDelivery', 'noReturns'],
      },
      {
        en: 'Mahogany Bookshelf',
        si: 'මහෝගනී පොත් රාක්කය',
        ta: 'மகோகனி புத்தக அலமாரி',
        lkr: 54000,
        brand: 'teakwood-studio',
        kg: 30,
        v: [['size', ['3-shelf', '5-shelf']]],
        t: ['noCashOnDelivery'],
      },
      { en: 'Jak Wood Stool', si: 'කොස් ලී බංකුව', lkr: 8500, brand: 'teakwood-studio', kg: 4.5 },
      { en: 'Cane Bedside Table', si: 'වේවැල් ඇඳ අසල මේසය', lkr: 16500, brand: 'teakwood-studio', kg: 6 },
      {
        en: 'Teak Dining Bench',
        si: 'තේක්ක කෑම බංකුව',
        ta: 'தேக்கு உணவு இருக்கை',
        lkr: 38000,
        brand: 'teakwood-studio',
        kg: 16,
        t: ['noCashOnDelivery'],
      },
      { en: 'Kithul Wood Shoe Rack', si: 'කිතුල් ලී සපත්තු රාක්කය', lkr: 14500, brand: 'kithul-grove', kg: 7 },
      {
        en: 'Lacquered Kids Chair',
        si: 'ලාක්ෂා ආලේපිත ළමා පුටුව',
        ta: 'அரக்குப் பூச்சுச் சிறுவர் நாற்காலி',
        lkr: 9200,
        brand: 'galle-fort-living',
        kg: 3,
        v: [['color', ['red', 'blue', 'green']]],
      },
      { en: 'Rattan Laundry Basket', si: 'වේවැල් රෙදි කූඩය', lkr: 6200, brand: 'coco-craft', kg: 1.8, v: [['size', ['medium', 'large']]] },
      { en: 'Teak Wall Shelf', si: 'තේක්ක බිතු රාක්කය', lkr: 11500, brand: 'teakwood-studio', kg: 5 },
      {
        en: 'Coir Floor Mat',
        si: 'කොහු පාපිස්ස',
        ta: 'தென்னந்தும்புக் கால்மிதி',
        lkr: 2400,
        brand: 'coco-craft',
        kg: 1.6,
        v: [['size', SIZE_SML]],
      },
    ],
  ],
  [
    'lighting',
    [
      {
        en: 'Kandyan Brass Oil Lamp',
        si: 'මහනුවර පිත්තල පහන',
        ta: 'கண்டிப் பித்தளை விளக்கு',
        lkr: 8900,
        brand: 'lotus-brass',
        kg: 2.1,
        v: [['size', SIZE_SML]],
        t: ['video', 'gift'],
      },
      { en: 'Coconut Shell Table Lamp', si: 'පොල්කටු මේස ලාම්පුව', lkr: 4600, brand: 'coco-craft', kg: 1.1 },
      {
        en: 'Rattan Pendant Light',
        si: 'වේවැල් එල්ලෙන ලාම්පුව',
        lkr: 7800,
        brand: 'teakwood-studio',
        kg: 1.4,
        v: [['size', ['medium', 'large']]],
      },
      { en: 'Clay Hanging Lantern', si: 'මැටි එල්ලෙන කූඩු ලාම්පුව', ta: 'மண் தொங்கு விளக்கு', lkr: 3300, brand: 'ceylon-clay', kg: 1.2 },
      {
        en: 'Vesak Lantern Kit',
        si: 'වෙසක් කූඩු කට්ටලය',
        lkr: 1500,
        brand: 'lanka-living',
        kg: 0.4,
        v: [['color', ['white', 'saffron', 'red']]],
      },
      {
        en: 'Brass Hanging Lamp',
        si: 'පිත්තල එල්ලෙන පහන',
        lkr: 12500,
        brand: 'lotus-brass',
        kg: 2.6,
        v: [['finish', ['polished', 'antique']]],
      },
      { en: 'Batik Lampshade', si: 'බතික් ලාම්පු ආවරණය', ta: 'பத்திக் விளக்கு மூடி', lkr: 3900, brand: 'batik-nest', kg: 0.6 },
      { en: 'Clay Pahana Set of 12', si: 'මැටි පහන් 12 කට්ටලය', ta: 'மண் அகல் விளக்கு 12 தொகுப்பு', lkr: 600, brand: 'ceylon-clay', kg: 1 },
      { en: 'Palmyrah Floor Lamp', si: 'තල් ගෙතූ බිම් ලාම්පුව', lkr: 11200, brand: 'palmyrah-crafts', kg: 3.4 },
      { en: 'Solar Garden Lantern', si: 'සූර්ය බලයෙන් දැල්වෙන වත්තේ ලාම්පුව', lkr: 5200, brand: 'lanka-living', kg: 0.9, t: ['disabled'] },
      {
        en: 'Beeswax Pillar Candle',
        si: 'මී ඉටි කුළුණු ඉටිපන්දම',
        ta: 'தேன்மெழுகுத் தூண் மெழுகுவர்த்தி',
        lkr: 1800,
        brand: 'siyapatha',
        kg: 0.5,
        v: [['scent', ['sandalwood', 'jasmine', 'lemongrass', 'cinnamon']]],
      },
      {
        en: 'Cinnamon Scented Candle Jar',
        si: 'කුරුඳු සුවඳැති ඉටිපන්දම් භාජනය',
        lkr: 2200,
        brand: 'siyapatha',
        kg: 0.4,
        v: GIFT_WRAP,
        t: ['gift'],
      },
    ],
  ],
  [
    'tea-spices',
    [
      {
        en: 'Ceylon Black Tea BOPF',
        si: 'ලංකා කළු තේ BOPF',
        ta: 'இலங்கைக் கறுப்புத் தேநீர் BOPF',
        lkr: 1450,
        brand: 'serendib-tea',
        kg: 0.25,
        v: [['pack', ['100g', '250g', '500g']]],
        t: ['noReturns'],
      },
      {
        en: 'Ceylon Green Tea',
        si: 'ලංකා කොළ තේ',
        lkr: 1650,
        brand: 'serendib-tea',
        kg: 0.15,
        v: [['pack', ['100g', '250g']]],
        t: ['noReturns'],
      },
      {
        en: 'Silver Tips White Tea',
        si: 'රිදී දලු සුදු තේ',
        ta: 'வெள்ளி முனை வெண் தேநீர்',
        lkr: 7800,
        brand: 'serendib-tea',
        kg: 0.1,
        t: ['special', 'noReturns', 'gift'],
      },
      {
        en: 'Uva Highlands Tea Gift Box',
        si: 'ඌව කඳුකර තේ තෑගි පෙට්ටිය',
        lkr: 4200,
        brand: 'serendib-tea',
        kg: 0.6,
        v: GIFT_WRAP,
        t: ['noReturns', 'gift'],
      },
      {
        en: 'True Cinnamon Sticks',
        si: 'ලංකා කුරුඳු පොතු',
        ta: 'இலங்கைக் கறுவாப்பட்டை',
        lkr: 1200,
        brand: 'ruhunu-spice',
        kg: 0.12,
        v: [['pack', ['100g', '250g']]],
        t: ['noReturns'],
      },
      {
        en: 'Black Pepper Whole',
        si: 'කළු ගම්මිරිස් ඇට',
        lkr: 900,
        brand: 'ruhunu-spice',
        kg: 0.12,
        v: [['pack', ['100g', '250g', '500g']]],
        t: ['noReturns'],
      },
      {
        en: 'Roasted Curry Powder',
        si: 'බැදපු තුනපහ කුඩු',
        ta: 'வறுத்த கறித்தூள்',
        lkr: 650,
        brand: 'ruhunu-spice',
        kg: 0.12,
        v: [['pack', ['100g', '250g']]],
        t: ['noReturns'],
      },
      {
        en: 'Kithul Treacle',
        si: 'කිතුල් පැණි',
        ta: 'கித்துள் பாணி',
        lkr: 1350,
        brand: 'kithul-grove',
        kg: 0.5,
        v: [['capacity', ['375ml', '750ml']]],
        t: ['noReturns'],
      },
      { en: 'Kithul Jaggery', si: 'කිතුල් හකුරු', lkr: 1100, brand: 'kithul-grove', kg: 0.4, t: ['specialDisabled', 'noReturns'] },
      {
        en: 'Cardamom Pods',
        si: 'එනසාල් කරල්',
        ta: 'ஏலக்காய்',
        lkr: 2400,
        brand: 'ruhunu-spice',
        kg: 0.06,
        v: [['pack', ['50g', '100g']]],
        t: ['noReturns'],
      },
      { en: 'Whole Cloves', si: 'කරාබු නැටි', lkr: 1300, brand: 'ruhunu-spice', kg: 0.06, t: ['specialEqual', 'noReturns'] },
      { en: 'Spice Box Gift Set', si: 'කුළුබඩු පෙට්ටි තෑගි කට්ටලය', lkr: 5800, brand: 'ruhunu-spice', kg: 0.9, t: ['noReturns', 'gift'] },
      { en: 'Ceylon Masala Chai', si: 'ලංකා මසාලා තේ', lkr: 1550, brand: 'serendib-tea', kg: 0.12, t: ['noReturns'] },
      {
        en: 'Dried Goraka',
        si: 'වියළි ගොරකා',
        ta: 'உலர்ந்த கொறுக்காய்ப் புளி',
        lkr: 550,
        brand: 'ruhunu-spice',
        kg: 0.1,
        t: ['specialHigher', 'noReturns'],
      },
    ],
  ],
  [
    'wellness',
    [
      { en: 'Sandalwood Ayurvedic Soap', si: 'සඳුන් ආයුර්වේද සබන්', ta: 'சந்தன ஆயுர்வேதச் சவர்க்காரம்', lkr: 450, brand: 'siyapatha', kg: 0.1 },
      {
        en: 'Herbal Hair Oil',
        si: 'ඖෂධීය කෙස් තෙල්',
        ta: 'மூலிகைக் கூந்தல் எண்ணெய்',
        lkr: 1250,
        brand: 'siyapatha',
        kg: 0.25,
        v: [['capacity', ['100ml', '200ml']]],
        t: ['noReturns'],
      },
      { en: 'Coconut Oil Body Balm', si: 'පොල්තෙල් ශරීර බාම්', lkr: 1600, brand: 'siyapatha', kg: 0.15, t: ['noReturns'] },
      { en: 'Neem Face Wash', si: 'කොහොඹ මුහුණු සෝදනය', lkr: 1100, brand: 'siyapatha', kg: 0.15, t: ['noReturns'] },
      {
        en: 'Pinda Thailaya Massage Oil',
        si: 'පිණ්ඩ තෛලය සම්බාහන තෙල්',
        lkr: 1900,
        brand: 'siyapatha',
        kg: 0.25,
        v: [['capacity', ['100ml', '200ml']]],
        t: ['noReturns'],
      },
      { en: 'Loofah Bath Scrubber', si: 'වැටකොළු ස්නාන ඇතිල්ල', ta: 'பீர்க்கங்காய் நார் தேய்ப்பான்', lkr: 350, brand: 'lanka-living', kg: 0.05 },
      { en: 'Coir Bath Mat', si: 'කොහු ස්නාන පාපිස්ස', ta: 'தென்னந்தும்புக் குளியல் மிதியடி', lkr: 1800, brand: 'coco-craft', kg: 0.9 },
      { en: 'Herbal Steam Kit', si: 'ඖෂධීය හුමාල කට්ටලය', lkr: 2700, brand: 'siyapatha', kg: 0.7, t: ['noReturns'] },
      { en: 'Jasmine Bath Salts', si: 'පිච්ච සුවඳ ස්නාන ලුණු', lkr: 1450, brand: 'siyapatha', kg: 0.4, t: ['noReturns'] },
      { en: 'Aloe Vera Gel', si: 'කෝමාරිකා ජෙල්', ta: 'கற்றாழை ஜெல்', lkr: 950, brand: 'siyapatha', kg: 0.2, t: ['noReturns'] },
      { en: 'Ayurvedic Gift Hamper', si: 'ආයුර්වේද තෑගි කූඩය', lkr: 7500, brand: 'siyapatha', kg: 1.8, v: GIFT_WRAP, t: ['noReturns', 'gift'] },
      { en: 'Clay Incense Burner', si: 'මැටි සුවඳ දුම් බඳුන', lkr: 1250, brand: 'ceylon-clay', kg: 0.5 },
    ],
  ],
  [
    'garden',
    [
      {
        en: 'Terracotta Plant Pot',
        si: 'මැටි පැළ බඳුන',
        ta: 'சுடுமண் செடித் தொட்டி',
        lkr: 1200,
        brand: 'ceylon-clay',
        kg: 2,
        v: [['size', SIZE_SML]],
      },
      { en: 'Coir Hanging Basket', si: 'කොහු එල්ලෙන කූඩය', lkr: 1500, brand: 'coco-craft', kg: 0.6 },
      { en: 'Coconut Husk Pot Set', si: 'පොල් ලෙලි පැළ බඳුන් කට්ටලය', lkr: 950, brand: 'coco-craft', kg: 0.8 },
      {
        en: 'Teak Garden Bench',
        si: 'තේක්ක උයන් බංකුව',
        ta: 'தேக்குத் தோட்ட இருக்கை',
        lkr: 46000,
        brand: 'teakwood-studio',
        kg: 22,
        t: ['noCashOnDelivery'],
      },
      { en: 'Clay Bird Bath', si: 'මැටි කුරුලු නාන බඳුන', lkr: 5200, brand: 'ceylon-clay', kg: 6 },
      { en: 'Bamboo Wind Chime', si: 'උණ බට සුළං සීනුව', lkr: 1650, brand: 'lanka-living', kg: 0.4 },
      {
        en: 'Orchid Growing Kit',
        si: 'ඕකිඩ් වගා කට්ටලය',
        ta: 'ஓர்க்கிட் வளர்ப்புத் தொகுப்பு',
        lkr: 3400,
        brand: 'lanka-living',
        kg: 1.1,
        t: ['untracked', 'cashOnly', 'noReturns'],
      },
      { en: 'Brass Garden Bell', si: 'පිත්තල වත්තේ සීනුව', lkr: 3900, brand: 'lotus-brass', kg: 0.9 },
      { en: 'Cocopeat Grow Blocks', si: 'කොකෝපීට් වගා කුට්ටි', lkr: 750, brand: 'coco-craft', kg: 0.65 },
      {
        en: 'Woven Palm Sun Hat',
        si: 'තල් ගෙතූ අව් තොප්පිය',
        ta: 'பனையோலைத் தொப்பி',
        lkr: 1350,
        brand: 'palmyrah-crafts',
        kg: 0.15,
        v: [['size', ['m', 'l']]],
      },
      { en: 'Clay Mosquito Coil Holder', si: 'මැටි මදුරු දඟර රඳවනය', lkr: 650, brand: 'ceylon-clay', kg: 0.4 },
      { en: 'Rattan Plant Stand', si: 'වේවැල් පැළ ස්ථාවරය', lkr: 5900, brand: 'teakwood-studio', kg: 2.5 },
    ],
  ],
  [
    'crafts',
    [
      { en: 'Dumbara Woven Purse', si: 'දුම්බර ගෙතූ පසුම්බිය', ta: 'தும்பர நெசவுப் பணப்பை', lkr: 2100, brand: 'kandyan-looms', kg: 0.15 },
      {
        en: 'Palmyrah Storage Box',
        si: 'තල් කොළ ගබඩා පෙට්ටිය',
        ta: 'பனையோலைச் சேமிப்புப் பெட்டி',
        lkr: 1600,
        brand: 'palmyrah-crafts',
        kg: 0.4,
        v: [['size', SIZE_SML]],
      },
      { en: 'Beeralu Lace Coaster Set', si: 'බීරළු ලේස් කෝස්ටර් කට්ටලය', lkr: 1850, brand: 'galle-fort-living', kg: 0.1 },
      { en: 'Raksha Mask Miniature', si: 'රාක්ෂ වෙස් මුහුණ කුඩා අනුරුව', lkr: 2900, brand: 'galle-fort-living', kg: 0.5 },
      {
        en: 'Hand-carved Wooden Elephant',
        si: 'අතින් කැටයම් කළ ලී අලියා',
        ta: 'கையால் செதுக்கிய மர யானை',
        lkr: 3500,
        brand: 'teakwood-studio',
        kg: 1.2,
        v: [['size', SIZE_SML]],
        t: ['gift'],
      },
      { en: 'Brass Betel Tray', si: 'පිත්තල බුලත් තැටිය', lkr: 6400, brand: 'lotus-brass', kg: 1.5 },
      { en: 'Reed Mat Placemats', si: 'පන් පැදුරු මේස ඇතිරිලි', lkr: 1300, brand: 'kandyan-looms', kg: 0.4 },
      { en: 'Coconut Shell Spoon Set', si: 'පොල්කටු හැඳි කට්ටලය', lkr: 800, brand: 'coco-craft', kg: 0.2 },
      { en: 'Lacquer Pen Holder', si: 'ලාක්ෂා පෑන් රඳවනය', lkr: 950, brand: 'galle-fort-living', kg: 0.2 },
      {
        en: 'Elephant Dung Paper Notebook',
        si: 'ඇත් බෙටි කඩදාසි සටහන් පොත',
        ta: 'யானைச் சாணக் காகிதக் குறிப்பேடு',
        lkr: 1100,
        brand: 'lanka-living',
        kg: 0.3,
      },
      { en: 'Rabana Hand Drum', si: 'රබාන', ta: 'றபான் கைமேளம்', lkr: 7900, brand: 'galle-fort-living', kg: 2.8 },
      { en: 'Batik Greeting Card Set', si: 'බතික් සුබපැතුම්පත් කට්ටලය', lkr: 900, brand: 'batik-nest', kg: 0.2 },
    ],
  ],
  [
    'bedding',
    [
      {
        en: 'Handloom Bedspread',
        si: 'අත්යන්ත්‍ර ඇඳ ඇතිරිල්ල',
        ta: 'கைத்தறிப் படுக்கை விரிப்பு',
        lkr: 8900,
        brand: 'kandyan-looms',
        kg: 1.5,
        v: [['size', ['single', 'double', 'queen', 'king']]],
      },
      {
        en: 'Cotton Bedsheet Set',
        si: 'කපු ඇඳ ඇතිරිලි කට්ටලය',
        lkr: 6500,
        brand: 'lanka-living',
        kg: 1.2,
        v: [
          ['color', ['white', 'indigo']],
          ['size', ['single', 'double', 'queen', 'king']],
        ],
      },
      { en: 'Kapok Pillow', si: 'පුළුන් කොට්ටය', ta: 'இலவம் பஞ்சுத் தலையணை', lkr: 2800, brand: 'lanka-living', kg: 0.9 },
      { en: 'Batik Duvet Cover', si: 'බතික් ඩුවේ කවරය', lkr: 9800, brand: 'batik-nest', kg: 1.1, v: [['size', ['double', 'queen', 'king']]] },
      { en: 'Mosquito Net Canopy', si: 'මදුරු දැල් වියන', lkr: 4300, brand: 'lanka-living', kg: 0.8 },
      { en: 'Handloom Throw Blanket', si: 'අත්යන්ත්‍ර පොරෝනය', lkr: 5200, brand: 'kandyan-looms', kg: 0.9 },
      {
        en: 'Coir Mattress Topper',
        si: 'කොහු මෙට්ට ආවරණය',
        ta: 'தென்னந்தும்பு மெத்தை மேலுறை',
        lkr: 18500,
        brand: 'coco-craft',
        kg: 9,
        v: [['size', ['single', 'double', 'queen']]],
        t: ['noCashOnDelivery'],
      },
      { en: 'Cotton Pillow Case Pair', si: 'කපු කොට්ට උර යුගලය', lkr: 1600, brand: 'lanka-living', kg: 0.3 },
      { en: 'Kids Batik Quilt', si: 'ළමා බතික් පොරෝනය', lkr: 6900, brand: 'batik-nest', kg: 1 },
      { en: 'Silk Eye Mask', si: 'සේද ඇස් ආවරණය', lkr: 1450, brand: 'batik-nest', kg: 0.05, v: GIFT_WRAP, t: ['gift'] },
      { en: 'Herbal Sleep Pillow', si: 'ඖෂධීය නින්ද කොට්ටය', ta: 'மூலிகைத் தூக்கத் தலையணை', lkr: 3100, brand: 'siyapatha', kg: 0.7 },
      {
        en: 'Rattan Headboard',
        si: 'වේවැල් ඇඳ හිස් පුවරුව',
        lkr: 24000,
        brand: 'teakwood-studio',
        kg: 12,
        v: [['size', ['double', 'queen', 'king']]],
        t: ['untracked', 'noCashOnDelivery'],
      },
    ],
  ],
];
