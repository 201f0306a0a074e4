import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cart,
  deliveryPlan,
  deliverySchedule,
  locationDeliveryPlans,
  purchaseResponse,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_TYPES,
  validateResponse,
} from '../../../lib/api/cart-schemas';
import { AFFILIATE_QUERY } from '../../../lib/api/affiliate-schemas';
import { idParam } from '../../../lib/api/schemas';
import { notFound } from '../../core/errors';
import { limitPer, type RateRule } from '../../core/rate-limits';
import { shopperOf, type Shopper } from '../../core/request-scope';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { ApiServer } from '../../core/server';
import type { SettingsRepository } from '../../core/settings-repository';
import { resolveCartCaller } from '../cart/cart-caller';
import type { CartPricing } from '../cart/cart-pricing';
import type { PaymentRecord } from '../payments/payment-repository';
import type { CheckoutChoices } from './checkout-choices';
import type { CheckoutService } from './checkout-service';

/** Uploads may carry a little framing beyond the file limit; anything bigger is refused before it is read. */
const UPLOAD_BODY_LIMIT = UPLOAD_LIMIT_BYTES + 1024;
/** Files attached per cart owner (guest session or customer): a script cannot churn the disk through one cart. */
const UPLOAD_RATE: RateRule = { limit: 10, windowSeconds: 600 };
const tags = ['checkout'];
const response = { 200: cart };

/** The upload is the raw body: bytes of any type, or nothing; never a parsed JSON value. */
const rawUpload = z.custom<Buffer | string | null>((body) => body === null || Buffer.isBuffer(body) || typeof body === 'string');

/** Who an upload counts against: its cart owner; removing the file (an empty body) is not counted. */
function uploadSubject(request: FastifyRequest): string | null {
  const body = request.body;
  const empty = body === null || body === undefined || ((Buffer.isBuffer(body) || typeof body === 'string') && body.length === 0);
  if (empty) return null;
  const shopper = shopperOf(request);
  return `${shopper.kind}:${shopper.key}`;
}

function headerText(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  return Array.isArray(raw) ? raw[0] : raw;
}

export interface CheckoutRoutesOptions {
  settings: SettingsRepository;
  choices: CheckoutChoices;
  checkout: CheckoutService;
  /** Absolute URL of the hosted payment page of a payment, as the shopper's browser reaches it; null: no card payments (PAYMENT_SIMULATOR off). */
  paymentPageUrl: ((request: FastifyRequest, payment: PaymentRecord) => string) | null;
  /** Records which affiliate link (the purchase's `affiliateToken`) a cart being placed came through, if any. */
  attributeCart?: (cartId: string, buyer: Shopper, token: string | null) => void;
}

/** The checkout calls of spec §7 under /{tenant}/customer-api/v2/cart (shopper scope): the file, delivery plans, validate, purchase (the set/… values: cart-field-routes.ts). */
export const checkoutRoutes: RoutesPlugin<CheckoutRoutesOptions> = async (app, options) => {
  resolveCartCaller(app, options.settings);
  fileRoute(app, options.choices);
  deliveryPlanRoutes(app, options.choices);
  placingRoutes(app, options);
};

/** The file a product asks for, attached to the cart (counted per cart owner). */
function fileRoute(app: ApiServer, choices: CheckoutChoices): void {
  // The file travels as the raw body: Content-Type is its type, X-File-Name its (percent-encoded) name.
  app.post(
    '/cart/set/file',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        summary: 'Attaches a file (PDF, PNG, JPEG or WebP, at most 5 MB; empty body removes it); X-File-Name names it',
        tags,
        body: input(rawUpload, 'file', { message: 'Send the file as the request body with its own Content-Type' }),
        rawBody: { contentTypes: [...UPLOAD_TYPES, 'application/octet-stream'] },
        response,
      },
      // The storefront is one address for every shopper here: the cart owner is what is counted, per file sent.
      config: { rateLimit: limitPer(UPLOAD_RATE, 'Too many files attached. Please wait a moment and try again.', uploadSubject) },
    },
    async (request) => {
      const body = request.body;
      const data = Buffer.isBuffer(body) ? body : typeof body === 'string' ? Buffer.from(body) : Buffer.alloc(0);
      const declaredType = (headerText(request, 'content-type') ?? 'application/octet-stream').split(';')[0]?.trim() ?? '';
      const { shopper, location } = request.cartCaller;
      return choices.setFile(shopper, location, { data, declaredType, name: headerText(request, 'x-file-name') });
    },
  );
}

/** The delivery plans of the shipping address. */
function deliveryPlanRoutes(app: ApiServer, choices: CheckoutChoices): void {
  app.get(
    '/cart/get/delivery-plans',
    {
      schema: {
        summary: "Delivery plans of the shipping address's zone in the cart's currency",
        tags,
        response: { 200: z.array(deliveryPlan) },
      },
    },
    async (request) => {
      const { shopper, location } = request.cartCaller;
      return choices.deliveryPlans(shopper, location);
    },
  );
}

/** What keeps the cart from being placed, and placing it. */
function placingRoutes(app: ApiServer, { checkout, paymentPageUrl, attributeCart }: CheckoutRoutesOptions): void {
  app.get(
    '/cart/validate',
    { schema: { summary: 'What keeps the cart from being placed', tags, response: { 200: validateResponse } } },
    async (request) => {
      const { shopper, location } = request.cartCaller;
      return checkout.validate(shopper, location);
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/cart/purchase',
    // A GET that places an order (spec §7): no automatic HEAD, which would run it too.
    exposeHeadRoute: false,
    schema: {
      summary: 'Places a cash order, or starts a card payment on the hosted page',
      tags,
      // The storefront origin the shopper is on; the payment page returns there when it is allowed.
      // affiliateToken: the affiliate session the shopper arrived with (spec §4), if any.
      querystring: input(
        z.object({ returnUrl: z.string().max(300).optional(), [AFFILIATE_QUERY]: z.string().max(100).optional() }),
        'query',
        { whenAbsent: {} },
      ),
      response: { 200: purchaseResponse },
    },
    handler: async (request) => {
      const { shopper, location } = request.cartCaller;
      const token = request.query[AFFILIATE_QUERY] ?? null;
      return checkout.purchase(
        shopper,
        location,
        paymentPageUrl && ((payment) => paymentPageUrl(request, payment)),
        attributeCart && ((cartId) => attributeCart(cartId, shopper, token)),
      );
    },
  });
}

/**
 * GET /cart/get/delivery-schedule: the business hours of home delivery (spec §5) and the merchant's
 * time zone, for the storefront's due-date picker. Public: no cart or sign-in is needed to read it.
 */
export const deliveryScheduleRoutes: RoutesPlugin<{ pricing: CartPricing }> = async (app, { pricing }) => {
  app.get(
    '/cart/get/delivery-schedule',
    { schema: { summary: 'Business hours of home delivery and the time zone they are in', tags, response: { 200: deliverySchedule } } },
    async () => ({ schedule: pricing.rules().deliverySchedule, timeZone: pricing.timeZone() }),
  );

  // The plans' prices and times before any address, for the product page and the cart.
  app.get(
    '/delivery-plans/by-location/:inventoryLocationId',
    {
      schema: {
        summary: 'The home-delivery plans a shop location delivers with, for anyone, before an address is known',
        tags,
        params: input(locationParams, 'inventory location id'),
        response: { 200: locationDeliveryPlans },
      },
    },
    async (request) => {
      const { inventoryLocationId } = request.params;
      const site = pricing.site();
      if (!site.inventoryLocations.some((l) => l.id === inventoryLocationId)) throw notFound('No such inventory location');
      const hidden = site.generalSettings.hideProductPrice;
      const plans = pricing.commerce
        .plans()
        .map((plan) => ({ id: plan.id, label: plan.label, prices: hidden ? {} : plan.prices, days: plan.days }));
      return { inventoryLocationId, plans };
    },
  );
};

const locationParams = z.object({ inventoryLocationId: idParam });
