import { z } from 'zod';
import './zod-config';
import {
  affiliateCustomer,
  affiliateCustomerOrNone,
  affiliateLink,
  affiliateLinks,
  affiliateReport,
  affiliateStatistics,
  affiliateStatus,
} from './affiliate-schemas';
import { savedCards } from './card-schemas';
import {
  address,
  addressInput,
  cart,
  cartStatus,
  deliveryMethod,
  deliveryPlan,
  deliverySchedule,
  locationDeliveryPlans,
  order,
  ORDER_STATUSES,
  orderStatus,
  ordersPage,
  PAYMENT_METHODS,
  validateResponse,
  type Order,
} from './cart-schemas';
import { profile, savedAddress } from './profile-schemas';
import { city, contentPage, countryInfo, messageTree, outlet, product, searchResponse, siteSchema, varianceType } from './schemas';
import { tolerant, type Leniency } from './tolerant';

/**
 * The customer API's answers as the storefront reads them: the contract's schemas, read
 * leniently (./tolerant.ts), with the fallbacks below where a value the shop does not know has a
 * sensible reading. Decisions: other logo alignment = centred (spec "LEFT or other"), other menu
 * alignment = left, other background = none, other variance type = DROPDOWN (it shows any number of
 * values), other order status or payment method = Unavailable (spec §4), other delivery method = none
 * (the order shows Unavailable), other cart state = OPEN; a missing configuration block = switched off; a malformed isStorePublic =
 * private (a missing one = public, the spec's default).
 */

/** spec §4: an order status the shop does not know reads 'Unavailable'. */
const shownOrderStatus = z.enum([...ORDER_STATUSES, 'UNAVAILABLE']);
type ShownOrderStatus = z.infer<typeof shownOrderStatus>;
/** A placed order's payment method the shop does not know reads 'Unavailable' too. */
type ShownPaymentMethod = (typeof PAYMENT_METHODS)[number] | 'UNAVAILABLE';
export type ShownOrder = Omit<Order, 'status' | 'paymentMethod'> & { status: ShownOrderStatus; paymentMethod: ShownPaymentMethod };

/** An address as stored: shown as it is, whatever rules a shopper's form applies to a new one. */
const storedAddress = z.object({
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().default(''),
  province: z.string(),
  district: z.string(),
  city: z.string(),
  cityId: z.string(),
  postalCode: z.string(),
  country: z.string(),
  contactNumber: z.string(),
  geoCoordinates: z.object({ lat: z.number(), lng: z.number() }).nullable().default(null),
});

const trackerOff = { id: '', isEnabled: false, isBuiltInTracking: false };

const rules: Leniency = {
  values: new Map<z.ZodType, unknown>([
    [varianceType, 'DROPDOWN'],
    [shownOrderStatus, 'UNAVAILABLE'],
    [deliveryMethod, 'none'],
    [cartStatus, 'OPEN'],
  ]),
  fields: new Map<z.ZodType, Record<string, unknown>>([
    [
      siteSchema,
      {
        logoAlignment: 'CENTER',
        menuAlignment: 'LEFT',
        backgroundType: 'NONE',
        styles: '{}',
        messengerConfigurations: { isEnabled: false, pageId: '', language: '', themeColor: '', welcomeMessage: '' },
        seoConfigurations: { merchantConfigurations: { description: '', title: null } },
      },
    ],
    // spec §6: a store whose privacy flag is malformed fails safe, private; a missing flag stays public.
    [siteSchema.shape.generalSettings, { isStorePublic: false }],
    [siteSchema.shape.footer, { address: '', city: '', postalCode: '', telephone: '', email: '' }],
    [
      siteSchema.shape.analyticsConfigurations,
      { facebookPixelConfigurations: trackerOff, googleAnalyticsConfigurations: trackerOff, googleTagManagerConfigurations: trackerOff },
    ],
    [product, { brand: { name: '', tag: '', logo: null }, weight: 0, minThreshold: 0, querySearchParams: '' }],
    [order, { email: '', paymentMethod: 'UNAVAILABLE' }],
  ]),
  reads: new Map<z.ZodType, z.ZodType>([
    [orderStatus, shownOrderStatus],
    [addressInput, storedAddress],
    [address, storedAddress.extend({ id: z.string(), userId: z.string().nullable() })],
  ]),
};

const read = <S extends z.ZodType>(schema: S, root: string) => tolerant(schema, root, rules);

export const siteSchemaAnswer = read(siteSchema, 'site');
export const productAnswer = read(product, 'product');
export const searchAnswer = read(searchResponse, 'search');
export const contentPageAnswer = read(contentPage, 'page');
export const citiesAnswer = read(z.array(city), 'cities');
export const cityAnswer = read(city, 'city');
export const countryInfoAnswer = read(countryInfo, 'country');
export const outletsAnswer = read(z.array(outlet), 'outlets');
export const messagesAnswer = read(messageTree, 'messages');

export const cartAnswer = read(cart, 'cart');
export const deliveryPlansAnswer = read(z.array(deliveryPlan), 'deliveryPlans');
export const deliveryScheduleAnswer = read(deliverySchedule, 'deliverySchedule');
export const locationDeliveryPlansAnswer = read(locationDeliveryPlans, 'locationDeliveryPlans');
export const validateAnswer = read(validateResponse, 'validate');
export const orderAnswer = read(order, 'order') as unknown as z.ZodType<ShownOrder>;
export const ordersPageAnswer = read(ordersPage, 'orders') as unknown as z.ZodType<{ orders: ShownOrder[]; total: number }>;

export const profileAnswer = read(profile, 'profile');
export const savedAddressAnswer = read(savedAddress, 'address');
export const savedAddressesAnswer = read(z.array(savedAddress), 'addresses');
export const savedCardsAnswer = read(savedCards, 'cards');

export const affiliateAnswers = {
  status: read(affiliateStatus, 'affiliate.status'),
  customer: read(affiliateCustomerOrNone, 'affiliate.customer'),
  savedCustomer: read(affiliateCustomer, 'affiliate.customer'),
  link: read(affiliateLink, 'affiliate.link'),
  links: read(affiliateLinks, 'affiliate.links'),
  statistics: read(affiliateStatistics, 'affiliate.statistics'),
  report: read(affiliateReport, 'affiliate.report'),
};
