import type { Cart } from '../../lib/api/cart-schemas';
import { ERROR_CODES, type City, type Outlet, type SiteSchema } from '../../lib/api/schemas';
import { timeZoneForCountry } from '../../lib/format/time-zone';
import { defaultCurrencyCode } from '../catalogue/product-view';
import { CartRepository, type CartRecord } from '../db/cart-repository';
import { CommerceRepository } from '../db/commerce-repository';
import type { Db } from '../db/open';
import { OrderRepository } from '../db/order-repository';
import { HttpError } from '../errors';
import { requireSite, type RouteContext } from '../routes/context';
import { cartTotals, planPrice, priceLine, toCartView, type CartTotals, type PricedLine } from './cart-view';
import type { Shopper } from './checkout-fields';
import { checkoutProblems, warningMessage, zoneOf, type CheckoutProblem } from './checkout-rules';
import type { CommerceRules, DeliveryPlanRecord } from './commerce-config';
import { evaluatePromo, type PromoOutcome } from './promo-rules';

export const conflict = (description: string) => new HttpError(409, ERROR_CODES.conflict, description);
export const forbidden = (description: string) => new HttpError(403, ERROR_CODES.forbidden, description);

/** A cart with everything derived from it: priced lines, promo outcome, plan and totals. */
export interface ComputedCart {
  cart: CartRecord | undefined;
  currency: string;
  location: string | null;
  lines: PricedLine[];
  promo: PromoOutcome | null;
  plan: DeliveryPlanRecord | null;
  totals: CartTotals;
  view: Cart;
}

/** Reading and computing carts; shared by the cart, checkout and order services. */
export class CartCore {
  readonly carts: CartRepository;
  readonly orders: OrderRepository;
  readonly commerce: CommerceRepository;

  constructor(
    readonly db: Db,
    readonly ctx: RouteContext,
    readonly now: () => Date,
  ) {
    this.carts = new CartRepository(db);
    this.orders = new OrderRepository(db);
    this.commerce = new CommerceRepository(db);
  }

  site(): SiteSchema {
    return requireSite(this.ctx);
  }

  rules(): CommerceRules {
    return this.commerce.rules();
  }

  timeZone(): string {
    return timeZoneForCountry(this.site().country);
  }

  currencyCodes(): string[] {
    return this.site().currencies.map((c) => c.split('|')[0] ?? c);
  }

  /** A cart's location when it has none: the request's location, else the only location. */
  defaultLocation(requested: string | null): string | null {
    if (requested) return requested;
    const locations = this.site().inventoryLocations;
    return locations.length === 1 ? (locations[0]?.id ?? null) : null;
  }

  city(id: string): City | undefined {
    return this.ctx.content.city(id);
  }

  outlet(id: string): Outlet | undefined {
    return this.ctx.content.outlets().find((o) => o.id === id);
  }

  compute(cart: CartRecord | undefined, owner: Shopper, requestedLocation: string | null): ComputedCart {
    const currency = cart?.currency ?? defaultCurrencyCode(this.site());
    const location = cart ? cart.inventoryLocation : this.defaultLocation(requestedLocation);
    const lines = cart
      ? this.carts.lineList(cart.id).map((l) => priceLine(l, this.commerce.cartProduct(l.productId, l.varianceKey, location), currency))
      : [];
    const promo = cart?.promoCode ? this.evaluate(cart.promoCode, cart, owner, lines, currency) : null;
    const checkout = cart?.checkout;
    const plan = checkout?.deliveryMethod === 'delivery' && checkout.deliveryPlanId ? (this.commerce.plan(checkout.deliveryPlanId) ?? null) : null;
    // Nothing to deliver, nothing to charge (an emptied or placed cart).
    const delivery = plan && lines.length > 0 ? (planPrice(plan, currency) ?? 0) : 0;
    const totals = cartTotals(lines, promo?.discount ?? 0, delivery, this.rules().taxRate);
    const view = toCartView({ cart, currency, inventoryLocation: location, lines, promo, plan, totals });
    return { cart, currency, location, lines, promo, plan, totals, view };
  }

  evaluate(code: string, cart: CartRecord, owner: Shopper, lines: readonly PricedLine[], currency: string): PromoOutcome {
    const found = this.commerce.promo(code);
    const email = cart.checkout.email ?? owner.email;
    return evaluatePromo(code, found?.record, {
      currency,
      lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, itemTotal: l.itemTotal, tags: l.current?.tags ?? [] })),
      now: this.now(),
      registered: owner.kind === 'user',
      alreadyUsed: found?.record.oncePerCustomer === true && this.commerce.promoUsed(found.record.code, owner, email),
      claimsLeft: found?.claimsLeft ?? true,
    });
  }

  problems(computed: ComputedCart): CheckoutProblem[] {
    if (!computed.cart) return [{ field: 'items', message: 'Your cart is empty' }];
    const rules = this.rules();
    return checkoutProblems({
      cart: computed.cart,
      lines: computed.lines,
      promo: computed.promo,
      city: (id) => this.city(id),
      plan: (id) => this.commerce.plan(id),
      outlet: (id) => this.outlet(id),
      zones: rules.zones,
      deliverySchedule: rules.deliverySchedule,
      timeZone: this.timeZone(),
      now: this.now(),
    });
  }

  /** Why a cart cannot be placed, as one sentence: its first warning, else its first problem; null when it can. */
  blocker(computed: ComputedCart): string | null {
    const warning = computed.lines.find((l) => l.warning)?.warning;
    if (warning) return warningMessage(warning);
    return this.problems(computed)[0]?.message ?? null;
  }

  zoneOfCity(city: City): string | undefined {
    return zoneOf(this.rules().zones, city)?.id;
  }
}
