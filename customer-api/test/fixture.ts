import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { CategoryRef, LocalizedText, SiteSchema } from '../../lib/api/schemas';
import type { ProductRecord, SeedData, VariantRecord } from '../seed/types';

/** A small, hand-checked shop for the contract tests: every expectation below can be read off this file. */

const t = (en: string, si = en, ta = en): LocalizedText => ({ en, si, ta });

export const LOCATIONS = { colombo: 'loc-colombo', kandy: 'loc-kandy' } as const;

const site: SiteSchema = {
  merchantId: 'm-fixture',
  merchantName: 'Fixture Goods',
  siteUrl: 'http://localhost:3000',
  country: 'LK',
  languages: [
    { code: 'en', label: 'English' },
    { code: 'si', label: 'සිංහල' },
    { code: 'ta', label: 'தமிழ்' },
  ],
  currencies: ['LKR|Rs', 'USD|$'],
  currency: 'LKR|Rs',
  styles: '{"primary":"#0b5d57"}',
  brandLogo: 'brand/logo.png',
  backgroundType: 'NONE',
  backgroundImage: null,
  banner: {
    items: [
      {
        imageReference: 'banners/welcome.png',
        link: '/search?tags=cat/apparel',
        caption: t('New season'),
        description: null,
        button: null,
      },
    ],
  },
  widgets: [{ title: t('Kitchen'), link: '/search?tags=cat/kitchen' }],
  logoAlignment: 'LEFT',
  menuAlignment: 'LEFT',
  generalSettings: {
    hideProductPrice: false,
    useSiteAsCatalog: false,
    isRegisteredUsersOnly: false,
    isStorePublic: true,
    isMultiStore: true,
    searchPageProductSize: 12,
    landingImg: null,
  },
  header: {
    menus: [
      { name: t('Apparel'), link: '/search?tags=cat/apparel', related: '/search?tags=cat/apparel', menuItems: [] },
      { name: t('Kitchen'), link: '/search?tags=cat/kitchen', related: null, menuItems: [] },
    ],
  },
  announcementBanner: { title: t('Free delivery over Rs 10,000'), showAnnounceBar: true, homePageOnly: false, link: null, image: null },
  popUpConfig: { isEnabled: false, isOnlyShownFirstTime: true, title: t('Welcome'), imageReference: null, link: null },
  messengerConfigurations: { isEnabled: false, pageId: '', language: 'en_US', themeColor: '#0b5d57', welcomeMessage: '' },
  inventoryLocations: [
    {
      id: LOCATIONS.colombo,
      name: 'Colombo',
      address: {
        addressLine1: '1 Galle Road',
        addressLine2: null,
        city: 'Colombo 03',
        province: 'Western',
        postalCode: '00300',
        contactNumber: '+94112345678',
        contactNumber2: null,
      },
    },
    {
      id: LOCATIONS.kandy,
      name: 'Kandy',
      address: {
        addressLine1: '5 Temple Street',
        addressLine2: 'Level 2',
        city: 'Kandy',
        province: 'Central',
        postalCode: '20000',
        contactNumber: '+94812345678',
        contactNumber2: null,
      },
    },
  ],
  footer: {
    address: '1 Galle Road',
    addressTwo: null,
    city: 'Colombo 03',
    postalCode: '00300',
    telephone: '+94112345678',
    email: 'hello@fixture.example',
    aboutUs: t('We sell fixtures.'),
    logoURL: null,
    enableNewsLetter: true,
    enableSocialMediaConfigs: true,
    socialMediaConfig: [{ media: 'facebook', link: 'https://facebook.com/fixture' }],
    socialMediaWithStandardColors: true,
    pageLinkObjects: [{ url: '/information/page/about-us', pageTitle: t('About us') }],
  },
  seoConfigurations: { merchantConfigurations: { description: 'Fixture Goods online', title: null } },
  analyticsConfigurations: {
    facebookPixelConfigurations: { id: '', isEnabled: false, isBuiltInTracking: false },
    googleAnalyticsConfigurations: { id: '', isEnabled: false, isBuiltInTracking: false },
    googleTagManagerConfigurations: { id: '', isEnabled: false, isBuiltInTracking: false },
  },
  utilityConfigurations: { errorReportingKey: null },
  cookiesConfig: { isAllowCookie: true },
  commerceSettings: { taxDisplay: 'ADDED_AT_CHECKOUT', freeDeliveryThreshold: { LKR: 10000, USD: 35 } },
};

const categories = {
  apparel: { id: 'c-apparel', name: t('Apparel', 'ඇඳුම්'), primaryTag: 'apparel' },
  tshirts: { id: 'c-tshirts', name: t('T-shirts'), primaryTag: 'tshirts' },
  footwear: { id: 'c-footwear', name: t('Footwear', 'පාවහන්'), primaryTag: 'footwear' },
  kitchen: { id: 'c-kitchen', name: t('Kitchen', 'කුස්සිය'), primaryTag: 'kitchen' },
  gifts: { id: 'c-gifts', name: t('Gifts'), primaryTag: 'gifts' },
} satisfies Record<string, CategoryRef>;

const brands = {
  acme: { name: 'Acme', tag: 'acme', logo: null },
  stride: { name: 'Stride', tag: 'stride', logo: 'brands/stride.png' },
  homely: { name: 'Homely', tag: 'homely', logo: null },
  weaves: { name: 'Ceylon Weaves', tag: 'ceylon-weaves', logo: null },
};

type ProductInput = Omit<
  ProductRecord,
  | 'categoryId'
  | 'weight'
  | 'videoLink'
  | 'seoConfiguration'
  | 'minThreshold'
  | 'cashOnDelivery'
  | 'acceptReturns'
  | 'acceptCardPayment'
  | 'enabled'
  | 'trackQuantity'
  | 'related'
> &
  Partial<ProductRecord>;

function product(input: ProductInput): ProductRecord {
  return {
    categoryId: input.category[input.category.length - 1]?.id ?? '',
    weight: 0.5,
    videoLink: null,
    seoConfiguration: null,
    minThreshold: 5,
    cashOnDelivery: true,
    acceptReturns: true,
    acceptCardPayment: true,
    enabled: true,
    trackQuantity: true,
    related: [],
    ...input,
  };
}

function variant(
  input: Omit<VariantRecord, 'specialPrice' | 'enableSpecialPrice' | 'images' | 'default'> & Partial<VariantRecord>,
): VariantRecord {
  return { specialPrice: {}, enableSpecialPrice: false, images: [], default: false, ...input };
}

/** Stock per location: [colombo, kandy]. */
const at = (colombo: number, kandy: number) => ({ [LOCATIONS.colombo]: colombo, [LOCATIONS.kandy]: kandy });

const tee = product({
  id: 'p-tee',
  productSlug: 'cotton-tee',
  name: t('Cotton Tee', 'කපු ටී ෂර්ට්', 'பருத்தி டீ'),
  description: t('<p>Soft <b>organic</b> cotton, breathable.</p>'),
  category: [categories.apparel, categories.tshirts],
  brand: brands.acme,
  createdDate: '2026-01-01T08:00:00.000Z',
  variances: [
    {
      id: 'color',
      label: t('Colour'),
      type: 'RADIO',
      values: [
        { label: t('Red'), value: 'red' },
        { label: t('Blue'), value: 'blue' },
      ],
    },
    {
      id: 'size',
      label: t('Size'),
      type: 'DROPDOWN',
      values: [
        { label: t('S'), value: 's' },
        { label: t('M'), value: 'm' },
      ],
    },
  ],
  images: ['products/p-tee/1.png', 'products/p-tee/2.png'],
  related: ['p-sneaker', 'p-lamp', 'p-tee', 'p-unknown', 'p-sneaker'],
  variants: [
    variant({
      varianceKey: 'color:red|size:s',
      varianceSlug: 'red-s',
      values: { color: 'red', size: 's' },
      sku: 'TEE-RED-S',
      price: { LKR: 2500, USD: 8 },
      stock: at(5, 0),
      default: true,
    }),
    variant({
      varianceKey: 'color:red|size:m',
      varianceSlug: 'red-m',
      values: { color: 'red', size: 'm' },
      sku: 'TEE-RED-M',
      price: { LKR: 2500, USD: 8 },
      stock: at(0, 3),
    }),
    variant({
      varianceKey: 'color:blue|size:s',
      varianceSlug: 'blue-s',
      values: { color: 'blue', size: 's' },
      sku: 'TEE-BLUE-S',
      price: { LKR: 2700, USD: 9 },
      stock: at(10, 10),
      images: ['products/p-tee/blue.png'],
    }),
    variant({
      varianceKey: 'color:blue|size:m',
      varianceSlug: 'blue-m',
      values: { color: 'blue', size: 'm' },
      sku: 'TEE-BLUE-M',
      price: { LKR: 2700, USD: 9 },
      stock: at(0, 0),
    }),
  ],
});

const sneaker = product({
  id: 'p-sneaker',
  productSlug: 'trail-sneaker',
  name: t('Trail Sneaker', 'ක්‍රීඩා සපත්තු'),
  description: t('<p>Grippy sole for hill country trails.</p>'),
  category: [categories.footwear],
  brand: brands.stride,
  createdDate: '2026-02-01T08:00:00.000Z',
  variances: [
    {
      id: 'size',
      label: t('Size'),
      type: 'DROPDOWN',
      values: [
        { label: t('40'), value: '40' },
        { label: t('42'), value: '42' },
      ],
    },
  ],
  images: ['products/p-sneaker/1.png'],
  variants: [
    variant({
      varianceKey: 'size:40',
      varianceSlug: '40',
      values: { size: '40' },
      sku: 'SNK-40',
      price: { LKR: 12000, USD: 45 },
      specialPrice: { LKR: 9000, USD: 40 },
      enableSpecialPrice: true,
      stock: at(2, 1),
      default: true,
    }),
    variant({
      varianceKey: 'size:42',
      varianceSlug: '42',
      values: { size: '42' },
      sku: 'SNK-42',
      price: { LKR: 12000, USD: 45 },
      specialPrice: { LKR: 9000, USD: 40 },
      enableSpecialPrice: true,
      stock: at(0, 4),
    }),
  ],
});

const kettle = product({
  id: 'p-kettle',
  productSlug: 'electric-kettle',
  name: t('Electric Kettle'),
  description: t('<p>Boils water in <strong>two minutes</strong>. Stainless &amp; steel.</p>'),
  category: [categories.kitchen],
  brand: brands.homely,
  createdDate: '2026-03-01T08:00:00.000Z',
  variances: [],
  trackQuantity: false,
  images: ['products/p-kettle/1.png'],
  variants: [
    variant({ varianceKey: '', varianceSlug: '', values: {}, sku: 'KTL-1', price: { LKR: 6000, USD: 20 }, stock: {}, default: true }),
  ],
});

const mug = product({
  id: 'p-mug',
  productSlug: 'tea-mug',
  name: t('Tea Mug', 'තේ කෝප්පය', 'தேநீர் கோப்பை'),
  description: t('<p>Holds a proper cup of Ceylon tea.</p>'),
  category: [categories.kitchen],
  brand: brands.homely,
  createdDate: '2026-04-01T08:00:00.000Z',
  variances: [],
  images: ['products/p-mug/1.png'],
  variants: [
    variant({ varianceKey: '', varianceSlug: '', values: {}, sku: 'MUG-1', price: { LKR: 900, USD: 3 }, stock: at(0, 0), default: true }),
  ],
});

const wrap = product({
  id: 'p-wrap',
  productSlug: 'gift-wrap',
  name: t('Gift Wrap'),
  description: t('<p>Recycled paper.</p>'),
  category: [categories.gifts],
  brand: brands.acme,
  createdDate: '2026-05-01T08:00:00.000Z',
  variances: [
    {
      id: 'ribbon',
      label: t('Ribbon'),
      type: 'SWITCH',
      values: [
        { label: t('Without ribbon', 'රිබන් නැතිව', 'ரிப்பன் இல்லாமல்'), value: 'off' },
        { label: t('With ribbon'), value: 'on' },
      ],
    },
  ],
  images: ['products/p-wrap/1.png'],
  variants: [
    // A special price above the price never applies (spec §5).
    variant({
      varianceKey: 'ribbon:off',
      varianceSlug: 'off',
      values: { ribbon: 'off' },
      sku: 'WRP-OFF',
      price: { LKR: 300, USD: 1 },
      specialPrice: { LKR: 500 },
      enableSpecialPrice: true,
      stock: at(50, 50),
      default: true,
    }),
    variant({
      varianceKey: 'ribbon:on',
      varianceSlug: 'on',
      values: { ribbon: 'on' },
      sku: 'WRP-ON',
      price: { LKR: 450, USD: 2 },
      stock: at(20, 0),
    }),
  ],
});

const lamp = product({
  id: 'p-lamp',
  productSlug: 'retired-lamp',
  name: t('Retired Lamp'),
  description: t('<p>No longer sold.</p>'),
  category: [categories.kitchen],
  brand: brands.homely,
  createdDate: '2026-06-01T08:00:00.000Z',
  variances: [],
  enabled: false,
  images: ['products/p-lamp/1.png'],
  variants: [
    variant({ varianceKey: '', varianceSlug: '', values: {}, sku: 'LMP-1', price: { LKR: 4000, USD: 14 }, stock: at(9, 9), default: true }),
  ],
});

const saree = product({
  id: 'p-saree',
  productSlug: 'silk-saree',
  name: t('Silk Saree', 'සිල්ක් සාරිය'),
  description: t('<p>Hand-woven silk from Kandy.</p>'),
  category: [categories.apparel],
  brand: brands.weaves,
  createdDate: '2025-12-01T08:00:00.000Z',
  variances: [],
  images: ['products/p-saree/1.png'],
  // Priced in rupees only: absent from USD ranges, last in USD sorting.
  variants: [
    variant({ varianceKey: '', varianceSlug: '', values: {}, sku: 'SAR-1', price: { LKR: 25000 }, stock: at(1, 0), default: true }),
  ],
});

/** A fresh copy each call, so a test may change it freely. */
export function fixtureSeed(): SeedData {
  return structuredClone({
    site,
    products: [tee, sneaker, kettle, mug, wrap, lamp, saree],
    pages: [
      { id: 'about-us', title: t('About us'), content: t('<h1>About</h1><p>Since 2026.</p>'), updatedDate: '2026-01-01T00:00:00.000Z' },
      { id: 'terms', title: t('Terms'), content: t('<p>Be nice.</p>'), updatedDate: '2026-01-02T00:00:00.000Z' },
    ],
    outlets: [
      {
        id: 'o-colombo',
        name: 'Colombo store',
        address: '1 Galle Road, Colombo 03',
        contactNumber: '+94112345678',
        inventoryLocationId: LOCATIONS.colombo,
        schedule: {
          openHours: [1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, isOpen: true, start: '09:00', end: '18:00' })),
          exceptions: [{ type: 'DAY_OF_YEAR', value: '04-14' }],
        },
      },
      {
        id: 'o-kandy',
        name: 'Kandy store',
        address: '5 Temple Street, Kandy',
        contactNumber: '+94812345678',
        inventoryLocationId: LOCATIONS.kandy,
        schedule: { openHours: [], exceptions: [] },
      },
    ],
    country: {
      name: 'Sri Lanka',
      code: 'LK',
      provinces: [
        {
          id: 'pr-western',
          name: t('Western', 'බස්නාහිර'),
          districts: [
            { id: 'd-colombo', name: t('Colombo'), provinceId: 'pr-western' },
            { id: 'd-gampaha', name: t('Gampaha'), provinceId: 'pr-western' },
          ],
        },
        {
          id: 'pr-central',
          name: t('Central'),
          districts: [
            { id: 'd-kandy', name: t('Kandy'), provinceId: 'pr-central' },
            { id: 'd-nuwara-eliya', name: t('Nuwara Eliya'), provinceId: 'pr-central' },
          ],
        },
      ],
    },
    cities: [
      {
        id: 'city-colombo-03',
        name: t('Colombo 03'),
        postalCode: '00300',
        districtId: 'd-colombo',
        provinceId: 'pr-western',
        deliverable: true,
      },
      {
        id: 'city-dehiwala',
        name: t('Dehiwala'),
        postalCode: '10350',
        districtId: 'd-colombo',
        provinceId: 'pr-western',
        deliverable: true,
      },
      { id: 'city-negombo', name: t('Negombo'), postalCode: '11500', districtId: 'd-gampaha', provinceId: 'pr-western', deliverable: true },
      { id: 'city-kandy', name: t('Kandy'), postalCode: '20000', districtId: 'd-kandy', provinceId: 'pr-central', deliverable: false },
    ],
    translations: {
      en: { home: { title: 'Welcome to Fixture Goods' } },
      si: { product: { addToCart: 'කරත්තයට එක් කරන්න' } },
    },
  } satisfies SeedData);
}

/** Every image ref the fixture names. */
export function fixtureImageRefs(data: SeedData = fixtureSeed()): string[] {
  const refs = new Set<string>();
  for (const p of data.products) {
    p.images.forEach((r) => refs.add(r));
    p.variants.forEach((v) => v.images.forEach((r) => refs.add(r)));
  }
  return [...refs];
}

/** Writes a 800x600 PNG for every image ref of the fixture. */
export async function writeFixtureImages(imageDir: string): Promise<void> {
  await Promise.all(
    fixtureImageRefs().map(async (ref, i) => {
      const file = join(imageDir, ref);
      mkdirSync(dirname(file), { recursive: true });
      await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: (i * 40) % 255, g: 120, b: 90 } } })
        .png()
        .toFile(file);
    }),
  );
}
