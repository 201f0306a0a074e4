import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { BRAND_COLOURS } from './constants';
import { createRandom } from './random';
import { CATEGORY_PALETTES, type CategoryKey } from './taxonomy';

/** What a product picture shows. */
export type Shape =
  'bowl' | 'plate' | 'cup' | 'pot' | 'bottle' | 'lamp' | 'chair' | 'table' | 'cloth' | 'packet' | 'mask' | 'elephant' | 'box' | 'plant';

/** One picture the seed needs; rendered from SVG only when an image folder is given. */
export type ImageSpec =
  | {
      kind: 'product';
      ref: string;
      title: string;
      initials: string;
      category: CategoryKey;
      shape: Shape;
      /** Colour of the object for a colour variant; null: the category's colour. */
      colour: string | null;
      /** 0 main picture, 1 close-up, 2 set, 3 detail. */
      view: number;
      seed: number;
    }
  | { kind: 'banner'; ref: string; category: CategoryKey; shapes: readonly Shape[]; seed: number }
  | { kind: 'logo'; ref: string; onDark: boolean }
  | { kind: 'brand'; ref: string; name: string; colours: readonly [string, string] }
  | { kind: 'category'; ref: string; title: string; category: CategoryKey; shape: Shape }
  | { kind: 'background'; ref: string }
  | { kind: 'promo'; ref: string; title: string; subtitle: string; width: number; height: number };

export const IMAGE_SIZES = {
  product: [900, 920],
  banner: [1920, 768],
  logo: [640, 160],
  brand: [400, 200],
  category: [600, 600],
  background: [1600, 1000],
} as const;

const KEYWORDS: ReadonlyArray<readonly [Shape, RegExp]> = [
  ['elephant', /elephant/i],
  ['mask', /mask|plaque|moonstone|fan|wall art|wall hanging|ornament/i],
  ['lamp', /lamp|light|pahana|lantern|candle/i],
  ['chair', /chair|stool|bench/i],
  ['table', /table(?! runner)|shelf|rack|cabinet|chest|headboard|bookend|stand/i],
  ['cup', /cup|mug/i],
  ['plate', /plate|tray|coaster|placemat|mat\b|bookmark/i],
  ['bottle', /bottle|oil|jug|treacle|gel|wash|can\b/i],
  [
    'cloth',
    /sarong|shirt|saree|shawl|scarf|frock|towel|runner|napkin|cover|bedspread|sheet|quilt|blanket|throw|duvet|cushion|pillow|net|topper|case/i,
  ],
  ['packet', /tea|spice|cinnamon|pepper|powder|cardamom|clove|goraka|nutmeg|salts|chai|soap|balm|jaggery|pack|scrub|paper|notebook|card/i],
  ['plant', /plant|orchid|planter|cocopeat|garden|basket|chime|feeder|hat/i],
  ['bowl', /bowl|curd|scraper|burner/i],
  ['box', /box|purse|bag|kit|hamper|holder|drum|bell/i],
  ['pot', /pot|vase|bath|mirror/i],
];

const CATEGORY_SHAPE: Record<CategoryKey, Shape> = {
  kitchen: 'bowl',
  textiles: 'cloth',
  decor: 'mask',
  furniture: 'chair',
  lighting: 'lamp',
  'tea-spices': 'packet',
  wellness: 'bottle',
  garden: 'plant',
  crafts: 'box',
  bedding: 'cloth',
};

export function shapeFor(name: string, category: CategoryKey): Shape {
  for (const [shape, pattern] of KEYWORDS) if (pattern.test(name)) return shape;
  return CATEGORY_SHAPE[category];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const FONT = 'font-family="DejaVu Sans, Verdana, Arial, sans-serif"';

/** Darker or lighter version of a #rrggbb colour (amount -1..1). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const target = amount < 0 ? 0 : 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** An object drawn around (0,0), roughly 440 wide and 440 tall. */
function drawShape(shape: Shape, fill: string, accent: string): string {
  const dark = shade(fill, -0.35);
  const light = shade(fill, 0.35);
  switch (shape) {
    case 'bowl':
      return `<path d="M-220,-40 Q-200,180 0,190 Q200,180 220,-40 Z" fill="${fill}"/><ellipse cx="0" cy="-40" rx="220" ry="48" fill="${dark}"/><ellipse cx="0" cy="-44" rx="190" ry="34" fill="${light}" opacity="0.35"/><path d="M-170,40 Q0,90 170,40" stroke="${accent}" stroke-width="10" fill="none"/>`;
    case 'plate':
      return `<ellipse cx="0" cy="20" rx="230" ry="150" fill="${dark}"/><ellipse cx="0" cy="10" rx="220" ry="140" fill="${fill}"/><ellipse cx="0" cy="10" rx="150" ry="92" fill="${light}" opacity="0.5"/><circle cx="0" cy="10" r="46" fill="${accent}" opacity="0.8"/>`;
    case 'cup':
      return `<path d="M-150,-120 L150,-120 L120,150 Q0,185 -120,150 Z" fill="${fill}"/><ellipse cx="0" cy="-120" rx="150" ry="34" fill="${dark}"/><path d="M150,-60 Q250,-50 230,40 Q215,110 128,100" stroke="${fill}" stroke-width="26" fill="none"/><rect x="-130" y="-10" width="260" height="18" fill="${accent}" opacity="0.8"/><ellipse cx="0" cy="190" rx="220" ry="26" fill="${dark}" opacity="0.3"/>`;
    case 'pot':
      return `<path d="M-90,-200 L90,-200 L110,-150 Q240,-60 200,80 Q160,200 0,205 Q-160,200 -200,80 Q-240,-60 -110,-150 Z" fill="${fill}"/><ellipse cx="0" cy="-200" rx="96" ry="22" fill="${dark}"/><path d="M-200,10 Q0,70 200,10" stroke="${accent}" stroke-width="14" fill="none"/><path d="M-180,70 Q0,130 180,70" stroke="${light}" stroke-width="8" fill="none" opacity="0.6"/>`;
    case 'bottle':
      return `<rect x="-40" y="-230" width="80" height="70" rx="10" fill="${dark}"/><path d="M-40,-165 L40,-165 L60,-110 Q140,-90 140,-20 L140,190 Q140,215 115,215 L-115,215 Q-140,215 -140,190 L-140,-20 Q-140,-90 -60,-110 Z" fill="${fill}"/><rect x="-110" y="-10" width="220" height="140" rx="12" fill="#ffffff" opacity="0.85"/><rect x="-80" y="25" width="160" height="16" rx="8" fill="${accent}"/><rect x="-60" y="60" width="120" height="12" rx="6" fill="${dark}" opacity="0.6"/>`;
    case 'lamp':
      return `<ellipse cx="0" cy="200" rx="150" ry="30" fill="${dark}"/><rect x="-22" y="-40" width="44" height="240" fill="${fill}"/><path d="M-190,-40 L190,-40 L120,-220 L-120,-220 Z" fill="${fill}"/><path d="M-190,-40 L190,-40 L180,-70 L-180,-70 Z" fill="${dark}"/><circle cx="0" cy="-10" r="50" fill="#fde68a" opacity="0.8"/><path d="M-80,-120 Q0,-180 80,-120" stroke="${accent}" stroke-width="10" fill="none"/>`;
    case 'chair':
      return `<rect x="-150" y="-220" width="300" height="210" rx="18" fill="${fill}"/><rect x="-190" y="-20" width="380" height="60" rx="14" fill="${dark}"/><rect x="-170" y="40" width="32" height="180" fill="${dark}"/><rect x="138" y="40" width="32" height="180" fill="${dark}"/><path d="M-120,-180 L120,-180 M-120,-130 L120,-130 M-120,-80 L120,-80" stroke="${accent}" stroke-width="10"/>`;
    case 'table':
      return `<rect x="-230" y="-90" width="460" height="50" rx="10" fill="${dark}"/><rect x="-220" y="-140" width="440" height="55" rx="10" fill="${fill}"/><rect x="-200" y="-40" width="36" height="240" fill="${dark}"/><rect x="164" y="-40" width="36" height="240" fill="${dark}"/><rect x="-200" y="90" width="400" height="24" fill="${fill}"/><circle cx="0" cy="-170" r="30" fill="${accent}"/>`;
    case 'cloth':
      return `<path d="M-210,-200 L210,-200 L230,200 L-230,200 Z" fill="${fill}"/><path d="M-210,-200 L210,-200 L214,-140 L-214,-140 Z" fill="${dark}"/>${[
        0, 1, 2, 3, 4,
      ]
        .map(
          (i) =>
            `<path d="M-225,${-90 + i * 62} L225,${-90 + i * 62}" stroke="${i % 2 ? accent : light}" stroke-width="${i % 2 ? 14 : 8}" opacity="0.85"/>`,
        )
        .join('')}${[-150, -50, 50, 150].map((x) => `<circle cx="${x}" cy="-170" r="12" fill="${light}"/>`).join('')}`;
    case 'packet':
      return `<path d="M-160,-200 L160,-200 L180,210 L-180,210 Z" fill="${fill}"/><path d="M-160,-200 L160,-200 L150,-150 L-150,-150 Z" fill="${dark}"/><rect x="-120" y="-90" width="240" height="200" rx="16" fill="#ffffff" opacity="0.88"/><path d="M-60,40 Q0,-80 60,40 Q0,10 -60,40 Z" fill="${accent}"/><path d="M0,40 L0,80" stroke="${dark}" stroke-width="8"/>`;
    case 'mask':
      return `<ellipse cx="0" cy="0" rx="190" ry="220" fill="${fill}"/><circle cx="-70" cy="-40" r="44" fill="#ffffff"/><circle cx="70" cy="-40" r="44" fill="#ffffff"/><circle cx="-70" cy="-40" r="20" fill="${dark}"/><circle cx="70" cy="-40" r="20" fill="${dark}"/><path d="M-90,90 Q0,160 90,90" stroke="${dark}" stroke-width="16" fill="${accent}"/><path d="M-190,-60 Q-260,-200 -120,-210 M190,-60 Q260,-200 120,-210" stroke="${accent}" stroke-width="20" fill="none"/>`;
    case 'elephant':
      return `<ellipse cx="20" cy="0" rx="200" ry="130" fill="${fill}"/><circle cx="-170" cy="-50" r="90" fill="${fill}"/><path d="M-240,-20 Q-270,120 -220,200" stroke="${fill}" stroke-width="40" fill="none" stroke-linecap="round"/><ellipse cx="-120" cy="-60" rx="60" ry="80" fill="${dark}"/><rect x="-110" y="90" width="50" height="120" rx="10" fill="${fill}"/><rect x="100" y="90" width="50" height="120" rx="10" fill="${fill}"/><circle cx="-190" cy="-70" r="10" fill="#ffffff"/><path d="M-120,-120 L150,-120" stroke="${accent}" stroke-width="20"/>`;
    case 'box':
      return `<rect x="-210" y="-110" width="420" height="300" rx="16" fill="${fill}"/><rect x="-230" y="-170" width="460" height="80" rx="16" fill="${dark}"/><rect x="-30" y="-170" width="60" height="360" fill="${accent}" opacity="0.85"/><path d="M-150,40 L150,40 M-150,100 L150,100" stroke="${light}" stroke-width="10" opacity="0.6"/>`;
    case 'plant':
      return `<path d="M-140,40 L140,40 L110,210 L-110,210 Z" fill="${fill}"/><rect x="-160" y="20" width="320" height="40" rx="8" fill="${dark}"/><path d="M0,30 Q-20,-120 -150,-200 Q-40,-170 0,30 Z" fill="#3f7d3a"/><path d="M0,30 Q30,-160 150,-210 Q60,-130 0,30 Z" fill="#4d9a47"/><path d="M0,30 Q-5,-200 10,-240 Q30,-150 0,30 Z" fill="#2f6a2c"/><circle cx="-60" cy="130" r="16" fill="${accent}"/><circle cx="60" cy="130" r="16" fill="${accent}"/>`;
    default:
      return '';
  }
}

function productSvg(spec: Extract<ImageSpec, { kind: 'product' }>): string {
  const [w, h] = IMAGE_SIZES.product;
  const [bgLight, bgDeep, object] = CATEGORY_PALETTES[spec.category];
  const fill = spec.colour ?? object;
  const accent = spec.colour ? shade(spec.colour, 0.5) : bgDeep;
  const random = createRandom(spec.seed);
  const angle = random.int(0, 3) * 45 + 20;
  const dots = Array.from({ length: 14 }, () => {
    const cx = random.int(0, w);
    const cy = random.int(0, h - 160);
    return `<circle cx="${cx}" cy="${cy}" r="${random.int(8, 36)}" fill="#ffffff" opacity="0.18"/>`;
  }).join('');
  const title = escapeXml(spec.title);
  const fontSize = Math.min(46, Math.floor(1500 / Math.max(10, spec.title.length)));
  const label = `<rect x="0" y="${h - 140}" width="${w}" height="140" fill="#ffffff" opacity="0.82"/><text x="${w / 2}" y="${h - 58}" ${FONT} font-size="${fontSize}" fill="#1f2937" text-anchor="middle">${title}</text>`;
  const gradient = `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${bgLight}"/><stop offset="1" stop-color="${bgDeep}"/></linearGradient><radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>`;
  const shadow = (x: number, y: number, rx: number) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.18}" fill="url(#s)"/>`;
  let body: string;
  switch (spec.view % 4) {
    case 1:
      body = `${dots}<g transform="translate(${w / 2 + 60} ${h / 2 - 10}) scale(1.55)">${drawShape(spec.shape, fill, accent)}</g>`;
      break;
    case 2:
      body = `<rect x="0" y="${h - 330}" width="${w}" height="190" fill="${shade(bgDeep, -0.15)}" opacity="0.5"/>${shadow(230, 600, 140)}${shadow(640, 620, 150)}<g transform="translate(230 470) scale(0.62)">${drawShape(spec.shape, fill, accent)}</g><g transform="translate(640 480) scale(0.7)">${drawShape(spec.shape, shade(fill, 0.2), accent)}</g>`;
      break;
    case 3:
      body = `<rect width="${w}" height="${h}" fill="${shade(fill, -0.2)}"/>${dots}<circle cx="${w / 2}" cy="${h / 2 - 70}" r="250" fill="${bgLight}" opacity="0.95"/><text x="${w / 2}" y="${h / 2 - 10}" ${FONT} font-size="180" font-weight="bold" fill="${fill}" text-anchor="middle">${escapeXml(spec.initials)}</text><g transform="translate(${w - 170} ${h - 290}) scale(0.3)">${drawShape(spec.shape, fill, accent)}</g>`;
      break;
    default:
      body = `${dots}${shadow(w / 2, 640, 260)}<g transform="translate(${w / 2} ${h / 2 - 50})">${drawShape(spec.shape, fill, accent)}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${gradient}<rect width="${w}" height="${h}" fill="url(#g)"/>${body}${label}</svg>`;
}

/** A lotus of `petals` petals around (0,0). */
function lotus(size: number, fill: string, petals = 8): string {
  return Array.from({ length: petals }, (_, i) => {
    const a = (360 / petals) * i;
    return `<path d="M0,0 Q${size * 0.35},${-size * 0.5} 0,${-size} Q${-size * 0.35},${-size * 0.5} 0,0 Z" fill="${fill}" transform="rotate(${a})" opacity="0.9"/>`;
  }).join('');
}

function bannerSvg(spec: Extract<ImageSpec, { kind: 'banner' }>): string {
  const [w, h] = IMAGE_SIZES.banner;
  const [light, deep, object] = CATEGORY_PALETTES[spec.category];
  const random = createRandom(spec.seed);
  const rings = Array.from(
    { length: 6 },
    (_, i) =>
      `<circle cx="${1350 + i * 30}" cy="${380}" r="${160 + i * 60}" fill="none" stroke="#ffffff" stroke-width="3" opacity="${0.25 - i * 0.03}"/>`,
  ).join('');
  const positions = [
    [1080, 480, 0.7],
    [1440, 420, 0.95],
    [1780, 500, 0.62],
  ] as const;
  const objects = spec.shapes
    .slice(0, 3)
    .map((shape, i) => {
      const [x, y, s] = positions[i] ?? positions[0];
      const fill = i === 1 ? object : shade(object, i === 0 ? 0.25 : -0.15);
      return `<ellipse cx="${x}" cy="${y + 210 * s}" rx="${200 * s}" ry="${34 * s}" fill="#000000" opacity="0.15"/><g transform="translate(${x} ${y}) scale(${s})">${drawShape(shape, fill, light)}</g>`;
    })
    .join('');
  const petals = Array.from(
    { length: 5 },
    () =>
      `<g transform="translate(${random.int(80, 900)} ${random.int(60, 700)}) scale(${(random.int(30, 80) / 100).toFixed(2)})">${lotus(90, '#ffffff', 8)}</g>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${shade(deep, -0.55)}"/><stop offset="0.55" stop-color="${shade(deep, -0.2)}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#b)"/><g opacity="0.08">${petals}</g>${rings}<rect x="0" y="${h - 120}" width="${w}" height="120" fill="${shade(deep, -0.4)}" opacity="0.35"/>${objects}</svg>`;
}

function logoSvg(spec: Extract<ImageSpec, { kind: 'logo' }>): string {
  const [w, h] = IMAGE_SIZES.logo;
  const text = spec.onDark ? '#ffffff' : BRAND_COLOURS.primary;
  const mark = spec.onDark ? '#fbbf24' : BRAND_COLOURS.secondary;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><g transform="translate(80 92)">${lotus(62, mark, 7)}<circle r="14" fill="${text}"/></g><text x="165" y="98" ${FONT} font-size="60" font-weight="bold" fill="${text}">Lanka Living</text><text x="168" y="136" ${FONT} font-size="22" letter-spacing="5" fill="${text}" opacity="0.85">HOME · CRAFT · TEA</text></svg>`;
}

function brandSvg(spec: Extract<ImageSpec, { kind: 'brand' }>): string {
  const [w, h] = IMAGE_SIZES.brand;
  const [deep, light] = spec.colours;
  const words = spec.name.split(' ');
  const first = escapeXml(words.slice(0, 2).join(' '));
  const rest = escapeXml(words.slice(2).join(' '));
  const monogram = escapeXml(
    words
      .slice(0, 2)
      .map((word) => word.charAt(0))
      .join(''),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" rx="24" fill="${light}"/><circle cx="90" cy="100" r="62" fill="${deep}"/><text x="90" y="118" ${FONT} font-size="48" font-weight="bold" fill="#ffffff" text-anchor="middle">${monogram}</text><text x="170" y="${rest ? 95 : 112}" ${FONT} font-size="30" font-weight="bold" fill="${deep}">${first}</text>${rest ? `<text x="170" y="135" ${FONT} font-size="24" fill="${deep}">${rest}</text>` : ''}</svg>`;
}

function categorySvg(spec: Extract<ImageSpec, { kind: 'category' }>): string {
  const [w, h] = IMAGE_SIZES.category;
  const [light, deep, object] = CATEGORY_PALETTES[spec.category];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#c)"/><g transform="translate(300 250) scale(0.75)">${drawShape(spec.shape, object, light)}</g><rect x="0" y="470" width="${w}" height="130" fill="${shade(object, -0.3)}"/><text x="300" y="550" ${FONT} font-size="40" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(spec.title)}</text></svg>`;
}

function backgroundSvg(): string {
  const [w, h] = IMAGE_SIZES.background;
  const cells: string[] = [];
  for (let y = 0; y <= h; y += 200) {
    for (let x = (y / 200) % 2 === 0 ? 0 : 100; x <= w; x += 200) {
      cells.push(`<g transform="translate(${x} ${y})">${lotus(40, BRAND_COLOURS.primary, 8)}</g>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${BRAND_COLOURS.pageBackground}"/><g opacity="0.045">${cells.join('')}</g></svg>`;
}

function promoSvg(spec: Extract<ImageSpec, { kind: 'promo' }>): string {
  const { width: w, height: h } = spec;
  const size = Math.round(Math.min(w, h) / 9);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND_COLOURS.secondary}"/><stop offset="1" stop-color="${BRAND_COLOURS.primary}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#p)"/><g transform="translate(${w / 2} ${h * 0.3})" opacity="0.9">${lotus(size * 1.6, '#fbbf24', 10)}<circle r="${size * 0.35}" fill="#ffffff"/></g><text x="${w / 2}" y="${h * 0.62}" ${FONT} font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(spec.title)}</text><text x="${w / 2}" y="${h * 0.62 + size * 1.1}" ${FONT} font-size="${Math.round(size * 0.4)}" fill="#ffffff" text-anchor="middle">${escapeXml(spec.subtitle)}</text></svg>`;
}

export function renderSvg(spec: ImageSpec): string {
  switch (spec.kind) {
    case 'product':
      return productSvg(spec);
    case 'banner':
      return bannerSvg(spec);
    case 'logo':
      return logoSvg(spec);
    case 'brand':
      return brandSvg(spec);
    case 'category':
      return categorySvg(spec);
    case 'background':
      return backgroundSvg();
    case 'promo':
      return promoSvg(spec);
  }
}

/** Image refs are safe relative paths. */
export const IMAGE_REF_PATTERN = /^[a-z0-9/_.-]+$/;

const MANIFEST = '.seed-images.json';
/** Bumped whenever the drawing changes, so stale pictures are redrawn. */
const RENDERER_VERSION = '1';

export interface WriteImagesResult {
  written: number;
  skipped: number;
  ms: number;
}

async function runPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/**
 * Renders every spec to `{dir}/{ref}` as WebP. A picture whose drawing did not change since the last
 * run (same hash in the folder's manifest, file present) is kept.
 */
export async function writeImages(
  specs: readonly ImageSpec[],
  dir: string,
  concurrency = Math.min(4, availableParallelism()),
): Promise<WriteImagesResult> {
  const started = Date.now();
  const unique = new Map<string, ImageSpec>();
  for (const spec of specs) {
    if (!IMAGE_REF_PATTERN.test(spec.ref) || spec.ref.includes('..')) throw new Error(`Unsafe image ref '${spec.ref}'`);
    unique.set(spec.ref, spec);
  }
  await mkdir(dir, { recursive: true });
  const manifestPath = join(dir, MANIFEST);
  let previous: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(await readFile(manifestPath, 'utf8'));
    if (parsed && typeof parsed === 'object') previous = parsed as Record<string, string>;
  } catch {
    previous = {};
  }
  const manifest: Record<string, string> = {};
  let written = 0;
  let skipped = 0;
  await runPool([...unique.values()], concurrency, async (spec) => {
    const svg = renderSvg(spec);
    const hash = createHash('sha1').update(RENDERER_VERSION).update(svg).digest('hex');
    const target = join(dir, spec.ref);
    if (previous[spec.ref] === hash && (await stat(target).catch(() => undefined))?.isFile()) {
      manifest[spec.ref] = hash;
      skipped += 1;
      return;
    }
    await mkdir(dirname(target), { recursive: true });
    const body = await sharp(Buffer.from(svg)).webp({ quality: 70, effort: 2 }).toBuffer();
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, body);
    await rename(temp, target);
    manifest[spec.ref] = hash;
    written += 1;
  });
  await writeFile(manifestPath, JSON.stringify(manifest));
  return { written, skipped, ms: Date.now() - started };
}
