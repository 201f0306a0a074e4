/**
 * The customer API contract (spec §3 entities, §7 requests). Shared by the storefront (`lib/api`)
 * and the reference server (`customer-api/`): both sides parse with these schemas.
 */
import { z } from 'zod';
import './zod-config';
import { ID_RULE } from './id-rule';
import { isNumericRange, MAX_RANGES, MAX_TAG_LENGTH, RANGE_NAME, SEARCH_TAG, SORT_OPTIONS } from './search-options';

export { SORT_OPTIONS };

// ---------- primitives ----------

/** A text per language code, e.g. { en: 'Shoes', si: 'සපත්තු' }. */
export const localizedText = z.record(z.string(), z.string());
export type LocalizedText = z.infer<typeof localizedText>;

/** An amount per currency code, e.g. { LKR: 4500, USD: 15 }. */
export const moneyMap = z.record(z.string(), z.number().nonnegative());
export type MoneyMap = z.infer<typeof moneyMap>;

/** The one schema of an id in a path or a body (products, orders, addresses, cards, pages…): `.` and `..` are refused. */
export const idParam = z.string().trim().min(1).max(ID_RULE.maxLength).regex(ID_RULE.pattern, 'Invalid id');
export const slugParam = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^(?!\.+$)[a-z0-9_.-]+$/, 'Invalid slug');

/** The error body of every non-2xx answer (spec §3 remote error status). */
export const apiError = z.object({
  code: z.string(),
  description: z.string(),
  httpStatus: z.number().int(),
});
export type ApiErrorBody = z.infer<typeof apiError>;

/** Error codes the API answers with. E2003: site offline for maintenance (spec §8). */
export const ERROR_CODES = {
  badRequest: 'E4000',
  unauthorized: 'E4010',
  forbidden: 'E4030',
  notFound: 'E4040',
  conflict: 'E4090',
  maintenance: 'E2003',
  internal: 'E5000',
} as const;

// ---------- product ----------

export const varianceType = z.enum(['RADIO', 'DROPDOWN', 'SWITCH']);
export type VarianceType = z.infer<typeof varianceType>;

export const variance = z.object({
  id: z.string(),
  label: localizedText,
  type: varianceType,
  values: z.array(z.object({ label: localizedText, value: z.string() })).min(1),
});
export type Variance = z.infer<typeof variance>;

export const categoryRef = z.object({
  id: z.string(),
  name: localizedText,
  /** Search tag is `cat/{primaryTag}`. */
  primaryTag: z.string(),
});
export type CategoryRef = z.infer<typeof categoryRef>;

export const brand = z.object({
  name: z.string(),
  /** Search tag is `brand/{tag}`. */
  tag: z.string(),
  logo: z.string().nullable(),
});
export type Brand = z.infer<typeof brand>;

export const seoConfiguration = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  imageReference: z.string().nullable(),
});

/**
 * One variant of a product as the shopper sees it at one inventory location.
 * `id` is the product (base) id; `varianceKey` selects the variant.
 * `quantity` is the stock at the request's inventory location; null when stock is not tracked.
 */
export const product = z.object({
  id: z.string(),
  baseId: z.string(),
  varianceKey: z.string(),
  varianceSlug: z.string(),
  productSlug: z.string(),
  sku: z.string(),
  name: localizedText,
  description: localizedText,
  price: moneyMap,
  specialPrice: moneyMap,
  enableSpecialPrice: z.boolean(),
  quantity: z.number().int().nonnegative().nullable(),
  availability: z.boolean(),
  isInStock: z.boolean(),
  minThreshold: z.number().int().nonnegative(),
  /** Image references, first is the main image. Resolved through the image path. */
  iconUrl: z.array(z.string()),
  imageReference: z.string(),
  default: z.boolean(),
  categoryId: z.string(),
  category: z.array(categoryRef),
  brand: brand,
  weight: z.number().nonnegative(),
  createdDate: z.string(),
  videoLink: z.string().nullable(),
  seoConfiguration: seoConfiguration.nullable(),
  variances: z.array(variance),
  /** The selected value per variance id of this variant. */
  values: z.record(z.string(), z.string()),
  querySearchParams: z.string(),
  cashOnDelivery: z.boolean(),
  acceptReturns: z.boolean(),
  acceptCardPayment: z.boolean(),
});
export type Product = z.infer<typeof product>;

// ---------- search ----------

export const sortBy = z.enum(SORT_OPTIONS);
export type SortBy = z.infer<typeof sortBy>;

export const searchTag = z.string().trim().min(1).max(MAX_TAG_LENGTH).regex(SEARCH_TAG, 'Invalid tag');

/** A numeric range: [min] or [min, max]; `r_price=1000,5000` in the URL. */
export const numericRange = z
  .array(z.number().finite().nonnegative())
  .min(1)
  .max(2)
  .refine(isNumericRange, 'Range end must not be below its start');

export const searchRequest = z.object({
  query: z.string().trim().max(200).optional(),
  first: z.number().int().min(1).max(100).default(12),
  after: z.number().int().min(0).max(1_000_000).default(0),
  source: z.enum(['search', 'related']).default('search'),
  /** With source 'related': the product whose related items are wanted (optional). */
  related: z.string().max(120).optional(),
  tags: z.array(searchTag).max(20).default([]),
  /** spec §2 r_{name}: the ranges a request filters by, by field name ('price' and any other; a server applies those it knows). */
  ranges: z
    .record(z.string().regex(RANGE_NAME), numericRange)
    .refine((r) => Object.keys(r).length <= MAX_RANGES, `At most ${MAX_RANGES} ranges`)
    .default({}),
  sortBy: sortBy.optional(),
  /** Currency used for price ranges and price sorting. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});
export type SearchRequest = z.input<typeof searchRequest>;

export const facet = z.object({ tag: z.string(), label: localizedText, count: z.number().int() });
export type Facet = z.infer<typeof facet>;

export const searchResponse = z.object({
  products: z.array(product),
  total: z.number().int().nonnegative(),
  first: z.number().int(),
  after: z.number().int(),
  facets: z.object({
    categories: z.array(facet),
    brands: z.array(facet),
  }),
});
export type SearchResponse = z.infer<typeof searchResponse>;

// ---------- site schema (merchant configuration) ----------

export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    name: localizedText,
    link: z.string(),
    /** A search link whose products show in the dropdown, e.g. `/search?tags=cat/shoes`. */
    related: z.string().nullable().optional(),
    menuItems: z.array(menuItem).default([]),
  }),
);
export interface MenuItem {
  name: LocalizedText;
  link: string;
  related?: string | null | undefined;
  menuItems: MenuItem[];
}

export const bannerItem = z.object({
  imageReference: z.string(),
  link: z.string().nullable(),
  caption: localizedText.nullable(),
  description: localizedText.nullable(),
  button: z.object({ label: localizedText, link: z.string(), textColor: z.string(), backgroundColor: z.string() }).nullable(),
});
export type BannerItem = z.infer<typeof bannerItem>;

export const productWidget = z.object({
  title: localizedText,
  /** A search link: its tags, sortBy and query select the products. */
  link: z.string(),
});
export type ProductWidget = z.infer<typeof productWidget>;

export const inventoryLocation = z.object({
  id: z.string(),
  name: z.string(),
  address: z.object({
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    city: z.string(),
    province: z.string(),
    postalCode: z.string(),
    contactNumber: z.string(),
    contactNumber2: z.string().nullable(),
  }),
});
export type InventoryLocation = z.infer<typeof inventoryLocation>;

export const SOCIAL_KINDS = ['facebook', 'instagram', 'twitter', 'youtube', 'tikTok', 'whatsApp', 'linkedIn'] as const;

const trackerConfig = z.object({ id: z.string(), isEnabled: z.boolean(), isBuiltInTracking: z.boolean() });

/** INCLUDED, product prices include tax; ADDED_AT_CHECKOUT, tax is added to the goods total. */
export const TAX_DISPLAYS = ['INCLUDED', 'ADDED_AT_CHECKOUT'] as const;
export type TaxDisplay = (typeof TAX_DISPLAYS)[number];

/**
 * What the shop may tell a shopper beside prices before checkout. Every part is optional:
 * absent (or unknown), the storefront says nothing about it.
 */
export const commerceSettings = z.object({
  taxDisplay: z.enum(TAX_DISPLAYS).optional(),
  /** Home delivery is free once the goods total after discounts reaches this amount, per currency. */
  freeDeliveryThreshold: moneyMap.optional(),
});
export type CommerceSettings = z.infer<typeof commerceSettings>;

export const siteSchema = z.object({
  merchantId: z.string(),
  merchantName: z.string(),
  siteUrl: z.string(),
  country: z.string(),
  languages: z.array(z.object({ code: z.string(), label: z.string() })).min(1),
  /** 'CODE|symbol' strings, e.g. 'LKR|Rs'. */
  currencies: z.array(z.string().regex(/^[A-Z]{3}\|.+$/)),
  currency: z
    .string()
    .regex(/^[A-Z]{3}\|.+$/)
    .nullable(),
  /** JSON string of theme colours, e.g. {"primary":"#0f766e"}. */
  styles: z.string(),
  brandLogo: z.string().nullable(),
  backgroundType: z.enum(['NONE', 'IMAGE', 'COLOR']),
  backgroundImage: z.string().nullable(),
  banner: z.object({ items: z.array(bannerItem) }),
  widgets: z.array(productWidget),
  logoAlignment: z.enum(['LEFT', 'CENTER']),
  menuAlignment: z.enum(['LEFT', 'CENTER', 'RIGHT']),
  generalSettings: z.object({
    hideProductPrice: z.boolean(),
    useSiteAsCatalog: z.boolean(),
    isRegisteredUsersOnly: z.boolean(),
    isStorePublic: z.boolean().default(true),
    /** spec §4 multi-store flag, enabled unless set false: off, the shop sells from its first location only. */
    isMultiStore: z.boolean().default(true),
    searchPageProductSize: z.number().int().min(1).max(100).nullable(),
    landingImg: z.string().nullable(),
  }),
  header: z.object({ menus: z.array(menuItem) }),
  announcementBanner: z.object({
    title: localizedText,
    showAnnounceBar: z.boolean(),
    homePageOnly: z.boolean(),
    link: z.string().nullable(),
    image: z.string().nullable(),
  }),
  popUpConfig: z.object({
    isEnabled: z.boolean(),
    isOnlyShownFirstTime: z.boolean(),
    title: localizedText,
    imageReference: z.string().nullable(),
    link: z.string().nullable(),
  }),
  messengerConfigurations: z.object({
    isEnabled: z.boolean(),
    pageId: z.string(),
    language: z.string(),
    themeColor: z.string(),
    welcomeMessage: z.string(),
  }),
  inventoryLocations: z.array(inventoryLocation),
  footer: z.object({
    address: z.string(),
    addressTwo: z.string().nullable(),
    city: z.string(),
    postalCode: z.string(),
    telephone: z.string(),
    email: z.string(),
    aboutUs: localizedText,
    logoURL: z.string().nullable(),
    enableNewsLetter: z.boolean(),
    enableSocialMediaConfigs: z.boolean(),
    socialMediaConfig: z.array(z.object({ media: z.string(), link: z.string() })),
    socialMediaWithStandardColors: z.boolean(),
    pageLinkObjects: z.array(z.object({ url: z.string(), pageTitle: localizedText })),
  }),
  seoConfigurations: z.object({
    merchantConfigurations: z.object({ description: z.string(), title: z.string().nullable() }),
  }),
  analyticsConfigurations: z.object({
    facebookPixelConfigurations: trackerConfig,
    googleAnalyticsConfigurations: trackerConfig,
    googleTagManagerConfigurations: trackerConfig,
  }),
  utilityConfigurations: z.object({ errorReportingKey: z.string().nullable() }),
  cookiesConfig: z.object({ isAllowCookie: z.boolean() }),
  commerceSettings: commerceSettings.optional(),
});
export type SiteSchema = z.infer<typeof siteSchema>;

// ---------- content, outlets, places ----------

export const contentPage = z.object({
  id: z.string(),
  title: localizedText,
  /** HTML per language; sanitised by the storefront before rendering. */
  content: localizedText,
  updatedDate: z.string(),
});
export type ContentPage = z.infer<typeof contentPage>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm');

export const openHoursEntry = z.object({
  /** 1 = Monday … 7 = Sunday (ISO). */
  dayOfWeek: z.number().int().min(1).max(7),
  isOpen: z.boolean(),
  start: hhmm,
  end: hhmm,
});
export type OpenHoursEntry = z.infer<typeof openHoursEntry>;

/** A closed day: DAY_OF_MONTH (value 1..31), DAY_OF_YEAR ('MM-DD'), DAY_OF_WEEK (1..7). */
export const scheduleException = z.discriminatedUnion('type', [
  z.object({ type: z.literal('DAY_OF_MONTH'), value: z.number().int().min(1).max(31) }),
  z.object({ type: z.literal('DAY_OF_YEAR'), value: z.string().regex(/^\d\d-\d\d$/) }),
  z.object({ type: z.literal('DAY_OF_WEEK'), value: z.number().int().min(1).max(7) }),
]);
export type ScheduleException = z.infer<typeof scheduleException>;

export const schedule = z.object({ openHours: z.array(openHoursEntry), exceptions: z.array(scheduleException) });
export type Schedule = z.infer<typeof schedule>;

export const outlet = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  contactNumber: z.string(),
  inventoryLocationId: z.string(),
  schedule,
});
export type Outlet = z.infer<typeof outlet>;

export const city = z.object({
  id: z.string(),
  name: localizedText,
  postalCode: z.string(),
  districtId: z.string(),
  provinceId: z.string(),
  /** Whether home delivery reaches this city. */
  deliverable: z.boolean(),
});
export type City = z.infer<typeof city>;

export const district = z.object({ id: z.string(), name: localizedText, provinceId: z.string() });
export const province = z.object({ id: z.string(), name: localizedText, districts: z.array(district) });
export const countryInfo = z.object({
  name: z.string(),
  code: z.string(),
  provinces: z.array(province),
});
export type CountryInfo = z.infer<typeof countryInfo>;

// ---------- translations ----------

/** Merchant overrides of the storefront's messages: nested objects of strings. */
export type MessageTree = { [key: string]: string | MessageTree };
export const messageTree: z.ZodType<MessageTree> = z.lazy(() => z.record(z.string(), z.union([z.string().max(5000), messageTree])));
export const missingKeysRequest = z.object({
  keys: z
    .array(
      z
        .string()
        .min(1)
        .max(300)
        .regex(/^[A-Za-z0-9_.-]+$/),
    )
    .min(1)
    .max(500),
});

export const languageCode = z.string().regex(/^[a-z]{2,3}$/, 'Invalid language');

// ---------- reference server requests and answers ----------

/** GET product/{productId}?varianceKey — absent or empty key: the default variant. */
export const productByIdQuery = z.object({ varianceKey: z.string().max(300).optional() });
/** GET products/{productSlug}?varianceSlug — absent or empty slug: the default variant. */
export const productBySlugQuery = z.object({ varianceSlug: z.string().max(200).optional() });

/** Widths the image path resizes to (spec §9 sizes and the storefront's srcset widths). */
export const IMAGE_WIDTHS = [64, 96, 128, 200, 256, 384, 576, 600, 640, 700, 750, 768, 828, 1080, 1200, 1440, 1920] as const;
/** Crops as width:height (spec §9: card 600x615, square, banner 1920x768, 768x432, 576x432); height = round(w * h / w). */
export const IMAGE_ASPECT_RATIOS = [
  [600, 615],
  [1, 1],
  [1920, 768],
  [16, 9],
  [4, 3],
] as const;

const imageDimension = z.coerce.number().int().min(1).max(4000);
/** `?w=&h=` of the image path: w from IMAGE_WIDTHS; h only with w, matching one of IMAGE_ASPECT_RATIOS. */
export const imageQuery = z
  .object({ w: imageDimension.optional(), h: imageDimension.optional() })
  .refine((q) => q.w === undefined || (IMAGE_WIDTHS as readonly number[]).includes(q.w), {
    message: `w must be one of ${IMAGE_WIDTHS.join(', ')}`,
    path: ['w'],
  })
  .refine(
    (q) => q.h === undefined || (q.w !== undefined && IMAGE_ASPECT_RATIOS.some(([rw, rh]) => Math.round(((q.w ?? 0) * rh) / rw) === q.h)),
    { message: 'h must come with w and match a supported aspect ratio', path: ['h'] },
  );
export type ImageQuery = z.infer<typeof imageQuery>;

/** POST /i18n/{base}/locale/{lng}.json answer: how many keys were recorded. */
export const missingKeysResponse = z.object({ recorded: z.number().int().nonnegative() });

/** GET /i18n/{base}/missing/{lng}.json: message keys the storefront lacked, most asked first. */
export const missingMessagesResponse = z.object({
  lng: z.string(),
  keys: z.array(z.object({ key: z.string(), count: z.number().int().positive(), firstSeen: z.string(), lastSeen: z.string() })),
});
export type MissingMessages = z.infer<typeof missingMessagesResponse>;

export const healthResponse = z.object({ ok: z.literal(true) });
