import type { LocalizedText, Variance, VarianceType } from '../../lib/api/schemas';

/** The variance kinds the demo catalogue uses; the id is the key part of a varianceKey ('size:l'). */
export type VarianceId = 'size' | 'color' | 'material' | 'capacity' | 'pack' | 'finish' | 'scent' | 'giftwrap';

interface VarianceKind {
  label: LocalizedText;
  type: VarianceType;
}

const KINDS: Record<VarianceId, VarianceKind> = {
  size: { label: { en: 'Size', si: 'ප්‍රමාණය', ta: 'அளவு' }, type: 'RADIO' },
  color: { label: { en: 'Colour', si: 'වර්ණය', ta: 'நிறம்' }, type: 'RADIO' },
  material: { label: { en: 'Wood', si: 'ලී වර්ගය', ta: 'மர வகை' }, type: 'DROPDOWN' },
  capacity: { label: { en: 'Capacity', si: 'ධාරිතාව', ta: 'கொள்ளளவு' }, type: 'DROPDOWN' },
  pack: { label: { en: 'Pack size', si: 'ඇසුරුම් ප්‍රමාණය', ta: 'பொதி அளவு' }, type: 'DROPDOWN' },
  finish: { label: { en: 'Finish', si: 'නිමාව', ta: 'மேற்பூச்சு' }, type: 'DROPDOWN' },
  scent: { label: { en: 'Scent', si: 'සුවඳ', ta: 'வாசனை' }, type: 'DROPDOWN' },
  giftwrap: { label: { en: 'Gift wrap', si: 'තෑගි ඇසුරුම', ta: 'பரிசுப் பொதி' }, type: 'SWITCH' },
};

interface ValueInfo {
  label: LocalizedText;
  /** Price of this value relative to the first value of the product (multiplier). */
  factor?: number;
  /** Amount added to the rupee price. */
  addLkr?: number;
  /** Colour used when drawing the variant's picture. */
  swatch?: string;
}

const same = (text: string): LocalizedText => ({ en: text, si: text, ta: text });

const VALUES: Record<VarianceId, Record<string, ValueInfo>> = {
  size: {
    s: { label: same('S') },
    m: { label: same('M') },
    l: { label: same('L'), factor: 1.08 },
    xl: { label: same('XL'), factor: 1.15 },
    small: { label: { en: 'Small', si: 'කුඩා', ta: 'சிறியது' } },
    medium: { label: { en: 'Medium', si: 'මධ්‍යම', ta: 'நடுத்தரம்' }, factor: 1.35 },
    large: { label: { en: 'Large', si: 'විශාල', ta: 'பெரியது' }, factor: 1.8 },
    single: { label: { en: 'Single', si: 'තනි', ta: 'ஒற்றை' } },
    double: { label: { en: 'Double', si: 'ද්විත්ව', ta: 'இரட்டை' }, factor: 1.3 },
    queen: { label: { en: 'Queen', si: 'ක්වීන්', ta: 'குயின்' }, factor: 1.5 },
    king: { label: { en: 'King', si: 'කිං', ta: 'கிங்' }, factor: 1.7 },
    '2y': { label: { en: '2 years', si: 'අවුරුදු 2', ta: '2 வயது' } },
    '4y': { label: { en: '4 years', si: 'අවුරුදු 4', ta: '4 வயது' }, factor: 1.1 },
    '6y': { label: { en: '6 years', si: 'අවුරුදු 6', ta: '6 வயது' }, factor: 1.2 },
    '8y': { label: { en: '8 years', si: 'අවුරුදු 8', ta: '8 வயது' }, factor: 1.3 },
    '3-shelf': { label: { en: '3 shelves', si: 'රාක්ක 3', ta: '3 அடுக்குகள்' } },
    '5-shelf': { label: { en: '5 shelves', si: 'රාක්ක 5', ta: '5 அடுக்குகள்' }, factor: 1.45 },
  },
  color: {
    red: { label: { en: 'Red', si: 'රතු', ta: 'சிவப்பு' }, swatch: '#b91c1c' },
    blue: { label: { en: 'Blue', si: 'නිල්', ta: 'நீலம்' }, swatch: '#1d4ed8' },
    green: { label: { en: 'Green', si: 'කොළ', ta: 'பச்சை' }, swatch: '#15803d' },
    indigo: { label: { en: 'Indigo', si: 'තද නිල්', ta: 'கருநீலம்' }, swatch: '#312e81' },
    maroon: { label: { en: 'Maroon', si: 'තද රතු', ta: 'அரக்கு' }, swatch: '#7f1d1d' },
    saffron: { label: { en: 'Saffron', si: 'කහ', ta: 'காவி' }, swatch: '#d97706' },
    teal: { label: { en: 'Teal', si: 'නිල් කොළ', ta: 'நீலப்பச்சை' }, swatch: '#0f766e' },
    natural: { label: { en: 'Natural', si: 'ස්වභාවික', ta: 'இயற்கை' }, swatch: '#a8875b' },
    white: { label: { en: 'White', si: 'සුදු', ta: 'வெள்ளை' }, swatch: '#f5f5f4' },
    black: { label: { en: 'Black', si: 'කළු', ta: 'கருப்பு' }, swatch: '#1c1917' },
    terracotta: { label: { en: 'Terracotta', si: 'ගඩොළු පැහැය', ta: 'சுடுமண் நிறம்' }, swatch: '#c2410c' },
  },
  material: {
    teak: { label: { en: 'Teak', si: 'තේක්ක', ta: 'தேக்கு' } },
    mahogany: { label: { en: 'Mahogany', si: 'මහෝගනී', ta: 'மகோகனி' }, factor: 0.85 },
    jak: { label: { en: 'Jak wood', si: 'කොස් ලී', ta: 'பலா மரம்' }, factor: 0.75 },
  },
  capacity: {
    '100ml': { label: same('100 ml') },
    '200ml': { label: same('200 ml'), factor: 1.7 },
    '375ml': { label: same('375 ml'), factor: 2.5 },
    '500ml': { label: same('500 ml'), factor: 3 },
    '750ml': { label: same('750 ml'), factor: 4.3 },
    '1l': { label: same('1 L'), factor: 4.2 },
    '2l': { label: same('2 L'), factor: 8 },
  },
  pack: {
    '50g': { label: same('50 g'), factor: 0.55 },
    '100g': { label: same('100 g') },
    '250g': { label: same('250 g'), factor: 2.2 },
    '500g': { label: same('500 g'), factor: 4 },
  },
  finish: {
    polished: { label: { en: 'Polished', si: 'ඔප දැමූ', ta: 'மெருகூட்டியது' } },
    antique: { label: { en: 'Antique', si: 'පුරාණ පෙනුම', ta: 'பழமைத் தோற்றம்' }, factor: 1.12 },
  },
  scent: {
    sandalwood: { label: { en: 'Sandalwood', si: 'සඳුන්', ta: 'சந்தனம்' } },
    jasmine: { label: { en: 'Jasmine', si: 'පිච්ච', ta: 'மல்லிகை' } },
    lemongrass: { label: { en: 'Lemongrass', si: 'සේර', ta: 'எலுமிச்சைப் புல்' } },
    cinnamon: { label: { en: 'Cinnamon', si: 'කුරුඳු', ta: 'கறுவா' } },
  },
  giftwrap: {
    no: { label: { en: 'Without gift wrap', si: 'තෑගි ඇසුරුම නැතිව', ta: 'பரிசுப் பொதி இல்லாமல்' } },
    yes: { label: { en: 'With gift wrap', si: 'තෑගි ඇසුරුම සමඟ', ta: 'பரிசுப் பொதியுடன்' }, addLkr: 350 },
  },
};

/** A product's choice of variances: which kinds, and which values of each, in display order. */
export type VarianceSpec = ReadonlyArray<readonly [VarianceId, readonly string[]]>;

function valueInfo(id: VarianceId, value: string): ValueInfo {
  const info = VALUES[id][value];
  if (!info) throw new Error(`Unknown ${id} value '${value}'`);
  return info;
}

export function buildVariances(spec: VarianceSpec): Variance[] {
  return spec.map(([id, values]) => ({
    id,
    label: { ...KINDS[id].label },
    type: KINDS[id].type,
    values: values.map((value) => ({ label: { ...valueInfo(id, value).label }, value })),
  }));
}

/** One combination of values, in the order of the spec. */
export interface Combination {
  values: Record<string, string>;
  varianceKey: string;
  varianceSlug: string;
  /** Price multiplier and rupee addition of this combination. */
  factor: number;
  addLkr: number;
  /** Swatch colour when the combination has a colour. */
  swatch: string | null;
}

export function combinations(spec: VarianceSpec): Combination[] {
  let result: Combination[] = [{ values: {}, varianceKey: '', varianceSlug: '', factor: 1, addLkr: 0, swatch: null }];
  for (const [id, values] of spec) {
    const base = valueInfo(id, values[0] ?? '').factor ?? 1;
    const next: Combination[] = [];
    for (const combo of result) {
      for (const value of values) {
        const info = valueInfo(id, value);
        next.push({
          values: { ...combo.values, [id]: value },
          varianceKey: combo.varianceKey ? `${combo.varianceKey}|${id}:${value}` : `${id}:${value}`,
          varianceSlug: combo.varianceSlug ? `${combo.varianceSlug}-${value}` : value,
          factor: combo.factor * ((info.factor ?? 1) / base),
          addLkr: combo.addLkr + (info.addLkr ?? 0),
          swatch: info.swatch ?? combo.swatch,
        });
      }
    }
    result = next;
  }
  return result;
}

export function swatchOf(value: string): string | null {
  return VALUES.color[value]?.swatch ?? null;
}
