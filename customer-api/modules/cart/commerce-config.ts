import { z } from 'zod';
import { localizedText, moneyMap, schedule, type City } from '../../../lib/api/schemas';

/** A promo code as the reference server stores it (the seed writes these; spec §5 promo messages). */
export const promoCodeRecord = z.object({
  code: z.string().regex(/^[A-Z0-9-]{2,40}$/),
  /** What the code demonstrates (README). */
  note: z.string(),
  /** false: answers 'Invalid Promo code.', as an unknown code does. */
  enabled: z.boolean(),
  validFrom: z.string().datetime().nullable(),
  /** After this instant the code answers 'Sorry, this promo code has expired.' */
  validUntil: z.string().datetime().nullable(),
  discount: z.discriminatedUnion('type', [
    z.object({ type: z.literal('PERCENTAGE'), percent: z.number().positive().max(100) }),
    /** An amount per currency; a currency without an amount cannot use the code. */
    z.object({ type: z.literal('FIXED'), amounts: moneyMap }),
  ]),
  minSubTotal: moneyMap.nullable(),
  minQuantity: z.number().int().positive().nullable(),
  /** Items counted by the related minimums (by search tag, e.g. brand/x or cat/y); the discount then applies to them only. */
  related: z
    .object({ tags: z.array(z.string()).min(1), minSubTotal: moneyMap.nullable(), minQuantity: z.number().int().positive().nullable() })
    .nullable(),
  /** 'Specific product selection': one of these products must be in the cart. */
  requiredProductIds: z.array(z.string()),
  registeredOnly: z.boolean(),
  /** One use per customer (by guest session, user or email). */
  oncePerCustomer: z.boolean(),
  maxClaims: z.number().int().nonnegative().nullable(),
  /** Claims made before the seed (to show 'maximum number of claims' at once). */
  claimed: z.number().int().nonnegative(),
  /** Emails that have already used the code. */
  usedByEmails: z.array(z.string()),
});
export type PromoCodeRecord = z.infer<typeof promoCodeRecord>;

export const deliveryZone = z.object({
  id: z.string(),
  label: localizedText,
  /** Provinces of the zone; null: every province no other zone names. */
  provinceIds: z.array(z.string()).nullable(),
});
export type DeliveryZone = z.infer<typeof deliveryZone>;

/** The delivery zone of a city: the zone naming its province, else the catch-all zone. */
export function zoneOf(zones: readonly DeliveryZone[], city: City): DeliveryZone | undefined {
  return zones.find((z) => z.provinceIds?.includes(city.provinceId)) ?? zones.find((z) => z.provinceIds === null);
}

export const deliveryPlanRecord = z.object({
  id: z.string().regex(/^[A-Za-z0-9_.:-]{1,120}$/),
  zone: z.string(),
  label: localizedText,
  /** Price per currency; a plan is offered only in the currencies it has a price for. */
  prices: moneyMap,
  /** Carried by the express courier, who calls the shopper: the shipping contact number must be valid (spec §5). */
  express: z.boolean().default(false),
  /** Working days from order to door, for the delivery estimate shown with the order. */
  days: z
    .object({ min: z.number().int().min(0).max(60), max: z.number().int().min(0).max(60) })
    .nullable()
    .default(null),
});
export type DeliveryPlanRecord = z.infer<typeof deliveryPlanRecord>;

/** The merchant's commerce rules besides promo codes and plans (kept in settings under 'commerce'). */
export const commerceRules = z.object({
  /** Added on the discounted goods total (not on delivery). */
  taxRate: z.number().min(0).max(1),
  /** Order reference prefix: 'LL' gives 'LL-100001'. */
  orderRefPrefix: z.string().regex(/^[A-Z]{1,6}$/),
  /** When home deliveries can be scheduled (merchant time zone). */
  deliverySchedule: schedule,
  zones: z.array(deliveryZone),
});
export type CommerceRules = z.infer<typeof commerceRules>;

export const commerceSeed = commerceRules.extend({
  plans: z.array(deliveryPlanRecord),
  promoCodes: z.array(promoCodeRecord),
});
export type CommerceSeed = z.infer<typeof commerceSeed>;

/** The settings key that holds the commerce rules (written by the seed). */
export const COMMERCE_SETTINGS_KEY = 'commerce';
