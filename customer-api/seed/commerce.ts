import type { LocalizedText, MoneyMap } from '../../lib/api/schemas';
import type { CommerceSeed, PromoCodeRecord } from '../modules/cart/commerce-config';
import type { ProductRecord, SeedData } from './types';

/**
 * The merchant's commerce rules for a seed: promo codes (one per outcome of spec §5), delivery
 * zones and plans with prices per currency, tax, and the delivery schedule. Derived from the
 * catalogue so that the same codes work on the demo shop and on the test fixture.
 */

const t = (en: string, si: string, ta: string): LocalizedText => ({ en, si, ta });

/** Amounts are written for rupees and dollars; other currencies get no amount (code or plan not offered). */
const money = (lkr: number, usd: number): MoneyMap => ({ LKR: lkr, USD: usd });

/** Tax added on the discounted goods total. */
export const TAX_RATE = 0.1;

const base: Omit<PromoCodeRecord, 'code' | 'note' | 'discount'> = {
  enabled: true,
  validFrom: null,
  validUntil: null,
  minSubTotal: null,
  minQuantity: null,
  related: null,
  requiredProductIds: [],
  registeredOnly: false,
  oncePerCustomer: false,
  maxClaims: null,
  claimed: 0,
  usedByEmails: [],
};

/** The email that has already used WELCOME (set it at checkout to see 'already been used'). */
export const USED_PROMO_EMAIL = 'used@example.com';

/** 'Lanka Living' → 'LL'. */
function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase())
    .filter((c) => /[A-Z]/.test(c))
    .join('')
    .slice(0, 6);
  return letters || 'OR';
}

function ownCategoryTag(p: ProductRecord): string {
  const own = p.category.find((c) => c.id === p.categoryId) ?? p.category[0];
  return own ? `cat/${own.primaryTag}` : `brand/${p.brand.tag}`;
}

export function promoCodesFor(products: readonly ProductRecord[]): PromoCodeRecord[] {
  const enabled = products.filter((p) => p.enabled);
  const first = enabled[0];
  const gift = enabled.find((p) => p.category.some((c) => c.primaryTag === 'gifts')) ?? first;
  const brandTag = first ? `brand/${first.brand.tag}` : 'brand/none';
  const categoryTag = first ? ownCategoryTag(first) : 'cat/none';
  return [
    { ...base, code: 'SAVE10', note: '10% off the sub total', discount: { type: 'PERCENTAGE', percent: 10 } },
    { ...base, code: 'FLAT500', note: 'Rs 500 / $2 off', discount: { type: 'FIXED', amounts: money(500, 2) } },
    {
      ...base,
      code: 'SUMMER2020',
      note: "expired: 'Sorry, this promo code has expired.'",
      validUntil: '2020-09-30T18:29:59.000Z',
      discount: { type: 'PERCENTAGE', percent: 20 },
    },
    {
      ...base,
      code: 'RETIRED',
      note: "switched off: 'Invalid Promo code.' like an unknown code",
      enabled: false,
      discount: { type: 'PERCENTAGE', percent: 5 },
    },
    {
      ...base,
      code: 'BIGSPENDER',
      note: 'order sub total minimum Rs 50,000 / $170 (pending below it), then 15% off',
      minSubTotal: money(50000, 170),
      discount: { type: 'PERCENTAGE', percent: 15 },
    },
    {
      ...base,
      code: 'BULKBUY',
      note: 'total quantity minimum 5 (pending below it), then 5% off',
      minQuantity: 5,
      discount: { type: 'PERCENTAGE', percent: 5 },
    },
    {
      ...base,
      code: 'BRANDLOVE',
      note: `related items (${brandTag}) sub total minimum Rs 15,000 / $50, then 15% off those items`,
      related: { tags: [brandTag], minSubTotal: money(15000, 50), minQuantity: null },
      discount: { type: 'PERCENTAGE', percent: 15 },
    },
    {
      ...base,
      code: 'TRIO',
      note: `related items (${categoryTag}) quantity minimum 3, then 10% off those items`,
      related: { tags: [categoryTag], minSubTotal: null, minQuantity: 3 },
      discount: { type: 'PERCENTAGE', percent: 10 },
    },
    {
      ...base,
      code: 'GIFTSET',
      note: `needs ${gift ? `'${gift.name.en ?? gift.id}' (${gift.id})` : 'a specific product'} in the cart ('Specific product selection not available' without it), then Rs 300 / $1 off`,
      requiredProductIds: gift ? [gift.id] : [],
      discount: { type: 'FIXED', amounts: money(300, 1) },
    },
    {
      ...base,
      code: 'WELCOME',
      note: `once per customer; ${USED_PROMO_EMAIL} has used it ('Entered promo code has already been used'), 10% off`,
      oncePerCustomer: true,
      usedByEmails: [USED_PROMO_EMAIL],
      discount: { type: 'PERCENTAGE', percent: 10 },
    },
    {
      ...base,
      code: 'MEMBERS',
      note: "registered customers only ('You must be a registered customer to use this code'), 20% off",
      registeredOnly: true,
      discount: { type: 'PERCENTAGE', percent: 20 },
    },
    {
      ...base,
      code: 'FLASHSALE',
      note: "all 100 claims used ('Reached maximum number of claims for this code.')",
      maxClaims: 100,
      claimed: 100,
      discount: { type: 'PERCENTAGE', percent: 30 },
    },
    {
      ...base,
      code: 'LASTONE',
      note: 'one claim left: the first order placed with it takes it, then it answers maximum claims',
      maxClaims: 1,
      discount: { type: 'FIXED', amounts: money(1000, 3) },
    },
  ];
}

export function commerceSeedFor(data: SeedData): CommerceSeed {
  const provinces = data.country.provinces;
  const metro = provinces[0];
  return {
    taxRate: TAX_RATE,
    orderRefPrefix: initials(data.site.merchantName),
    deliverySchedule: {
      openHours: [1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isOpen: true, start: '09:00', end: '18:00' })),
      // New Year's Day, Sinhala and Tamil New Year, Christmas; and no deliveries on the 1st of a month (stock count).
      exceptions: [
        { type: 'DAY_OF_YEAR', value: '01-01' },
        { type: 'DAY_OF_YEAR', value: '04-14' },
        { type: 'DAY_OF_YEAR', value: '12-25' },
        { type: 'DAY_OF_MONTH', value: 1 },
      ],
    },
    zones: [
      { id: 'metro', label: t('Metro', 'නගරය', 'நகரம்'), provinceIds: metro ? [metro.id] : [] },
      { id: 'regional', label: t('Regional', 'ප්‍රාදේශීය', 'பிராந்தியம்'), provinceIds: null },
    ],
    plans: [
      {
        id: 'metro-standard',
        zone: 'metro',
        label: t('Standard (2-3 days)', 'සාමාන්‍ය (දින 2-3)', 'சாதாரணம் (2-3 நாட்கள்)'),
        prices: money(350, 1.5),
        express: false,
        days: { min: 2, max: 3 },
      },
      {
        id: 'metro-express',
        zone: 'metro',
        label: t('Express (next day)', 'ඉක්මන් (ඊළඟ දිනය)', 'விரைவு (அடுத்த நாள்)'),
        prices: money(750, 3),
        express: true,
        days: { min: 1, max: 1 },
      },
      {
        id: 'regional-standard',
        zone: 'regional',
        label: t('Standard (3-5 days)', 'සාමාන්‍ය (දින 3-5)', 'சாதாரணம் (3-5 நாட்கள்)'),
        prices: money(600, 2.5),
        express: false,
        days: { min: 3, max: 5 },
      },
      {
        id: 'regional-express',
        zone: 'regional',
        label: t('Express (1-2 days)', 'ඉක්මන් (දින 1-2)', 'விரைவு (1-2 நாட்கள்)'),
        prices: money(1200, 4.5),
        express: true,
        days: { min: 1, max: 2 },
      },
    ],
    promoCodes: promoCodesFor(data.products),
  };
}
