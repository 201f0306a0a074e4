import type { z } from 'zod';
import { CART_FIELDS, cart, type Cart, type CartField, type CartFieldValue } from '../../../lib/api/cart-schemas';
import type { Shopper } from '../../core/request-scope';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { ApiServer } from '../../core/server';
import type { SettingsRepository } from '../../core/settings-repository';
import { resolveCartCaller } from '../cart/cart-caller';
import type { CartService } from '../cart/cart-service';
import type { CheckoutChoices } from './checkout-choices';

interface FieldServices {
  cart: CartService;
  choices: CheckoutChoices;
}

/** What the API does with one of the contract's cart fields: its summary, how its value names itself in a 400, and the setter. */
interface FieldRoute<F extends CartField> {
  summary: string;
  name: string;
  tag: 'cart' | 'checkout';
  /** What a request without a body reads as. */
  whenAbsent?: unknown;
  set: (services: FieldServices, shopper: Shopper, location: string | null, value: CartFieldValue<F>) => Cart;
}

/** One entry per field of the contract's CART_FIELDS (the type makes it so): a new field cannot be left without its route. */
const FIELD_ROUTES: { [F in CartField]: FieldRoute<F> } = {
  email: { summary: "The shopper's email", name: 'email', tag: 'checkout', set: (s, who, at, v) => s.choices.setEmail(who, at, v.email) },
  'payment-method': {
    summary: 'Pays by card or cash',
    name: 'payment method',
    tag: 'checkout',
    set: (s, who, at, v) => s.choices.setPaymentMethod(who, at, v.paymentMethod),
  },
  'delivery-method': {
    summary: 'Home delivery, store pickup or none',
    name: 'delivery method',
    tag: 'checkout',
    set: (s, who, at, v) => s.choices.setDeliveryMethod(who, at, v.deliveryMethod),
  },
  'delivery-plan': {
    summary: "A delivery plan of the shipping address's zone",
    name: 'delivery plan',
    tag: 'checkout',
    set: (s, who, at, v) => s.choices.setDeliveryPlan(who, at, v.deliveryPlanId),
  },
  store: {
    summary: "Picks up at an outlet of the cart's location",
    name: 'store',
    tag: 'checkout',
    set: (s, who, at, v) => s.choices.setStore(who, at, v.outletId),
  },
  'shipping-address': {
    summary: 'Sets the shipping address (its city must be known)',
    name: 'shipping address',
    tag: 'checkout',
    set: (s, who, at, v) => s.choices.setShippingAddress(who, at, v),
  },
  'billing-address': {
    summary: 'Sets the billing address',
    name: 'billing address',
    tag: 'checkout',
    set: (s, who, at, v) => s.choices.setBillingAddress(who, at, v),
  },
  'is-billing-same-as-shipping': {
    summary: 'Bills to the shipping address, or not',
    name: 'request',
    tag: 'checkout',
    set: (s, who, at, v) => s.choices.setBillingSame(who, at, v.isBillingSameAsShipping),
  },
  'additional-info': {
    summary: 'A note for the shop (blank clears it)',
    name: 'additional info',
    tag: 'checkout',
    set: (s, who, at, v) => s.choices.setAdditionalInfo(who, at, v.additionalInfo),
  },
  'save-card-options': {
    summary: 'Use or save a card (registered customers)',
    name: 'card options',
    tag: 'checkout',
    whenAbsent: {},
    set: (s, who, at, v) => s.choices.setSaveCardOptions(who, at, v),
  },
  'selected-order-due-date': {
    summary: 'Delivery date and time (within business hours, next 60 days)',
    name: 'query',
    tag: 'checkout',
    set: (s, who, at, v) => s.choices.setOrderDueDate(who, at, v),
  },
  'selected-store-pickup-due-date': {
    summary: "Pickup date and time (the store's hours, next 60 days)",
    name: 'query',
    tag: 'checkout',
    set: (s, who, at, v) => s.choices.setPickupDueDate(who, at, v),
  },
  promoCode: {
    summary: 'Applies a promo code ("" removes it)',
    name: 'promo code',
    tag: 'cart',
    set: (s, who, at, v) => s.cart.setPromo(who, at, v.promoCode),
  },
};

export interface CartFieldRoutesOptions extends FieldServices {
  settings: SettingsRepository;
}

/** POST /cart/set/{field} for every checkout value of the contract's CART_FIELDS, its value read from the body or the query as the map says. */
export const cartFieldRoutes: RoutesPlugin<CartFieldRoutesOptions> = async (app, { settings, cart: cartService, choices }) => {
  resolveCartCaller(app, settings);
  for (const field of Object.keys(CART_FIELDS) as CartField[]) fieldRoute(app, { cart: cartService, choices }, field);
};

function fieldRoute<F extends CartField>(app: ApiServer, services: FieldServices, field: F): void {
  const { schema, in: where } = CART_FIELDS[field];
  const route: FieldRoute<F> = FIELD_ROUTES[field];
  const part = input<z.ZodType>(schema, route.name, route.whenAbsent === undefined ? {} : { whenAbsent: route.whenAbsent });
  app.post(
    `/cart/set/${field}`,
    {
      schema: {
        summary: route.summary,
        tags: [route.tag],
        ...(where === 'query' ? { querystring: part } : { body: part }),
        response: { 200: cart },
      },
    },
    async (request) => {
      const { shopper, location } = request.cartCaller;
      // Fastify's validation step has read the part with the field's schema before this runs.
      return route.set(services, shopper, location, (where === 'query' ? request.query : request.body) as CartFieldValue<F>);
    },
  );
}
