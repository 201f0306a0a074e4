import type { Cart } from '../../../lib/api/cart-schemas';
import type { City, Outlet, SiteSchema } from '../../../lib/api/schemas';
import { timeZoneForCountry } from '../../../lib/format/time-zone';
import type { Shopper } from '../../core/request-scope';
import type { SettingsRepository } from '../../core/settings-repository';
import { defaultCurrencyCode } from '../catalogue/product-view';
import type { StockRepository } from '../catalogue/stock-repository';
import type { ContentRepository } from '../content/content-repository';
import type { CartRecord, CartRepository } from './cart-repository';
import { deliveryIsFree, freeDeliveryThreshold, taxDisplayOf } from '../../../lib/cart/price-notes';
import { cartTotals, planPrice, priceLine, toCartView, type CartTotals, type PricedLine, type TotalsRules } from './cart-view';
import { zoneOf, type CommerceRules, type DeliveryPlanRecord } from './commerce-config';
import type { CommerceRulesRepository } from './commerce-rules-repository';
import { evaluatePromo, type PromoLine, type PromoOutcome } from './promo-rules';
import type { PromoRepository } from './promo-repository';

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

export interface CartPricingDeps {
  settings: SettingsRepository;
  content: ContentRepository;
  stock: StockRepository;
  carts: CartRepository;
  promos: PromoRepository;
  commerce: CommerceRulesRepository;
  now: () => Date;
}

/** Reading and computing carts (prices, promo, plan, totals); shared by the cart, checkout, payment and order services. */
export class CartPricing {
  readonly settings: SettingsRepository;
  readonly content: ContentRepository;
  readonly stock: StockRepository;
  readonly carts: CartRepository;
  readonly promos: PromoRepository;
  readonly commerce: CommerceRulesRepository;
  readonly now: () => Date;

  constructor(deps: CartPricingDeps) {
    this.settings = deps.settings;
    this.content = deps.content;
    this.stock = deps.stock;
    this.carts = deps.carts;
    this.promos = deps.promos;
    this.commerce = deps.commerce;
    this.now = deps.now;
  }

  site(): SiteSchema {
    return this.settings.requireSite();
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
    return this.content.city(id);
  }

  outlet(id: string): Outlet | undefined {
    return this.content.outlets().find((o) => o.id === id);
  }

  compute(cart: CartRecord | undefined, owner: Shopper, requestedLocation: string | null): ComputedCart {
    const currency = cart?.currency ?? defaultCurrencyCode(this.site());
    const location = cart ? cart.inventoryLocation : this.defaultLocation(requestedLocation);
    // A cart under card payment sees the stock its payment holds as still there for it.
    const holdId = cart?.status === 'ON_PAYMENT' ? cart.paymentId : null;
    const lines = cart
      ? this.carts.lineList(cart.id).map((l) => priceLine(l, this.stock.variantAt(l.productId, l.varianceKey, location, holdId), currency))
      : [];
    const promo = cart?.promoCode ? this.evaluate(cart.promoCode, owner, lines, currency) : null;
    const checkout = cart?.checkout;
    const plan =
      checkout?.deliveryMethod === 'delivery' && checkout.deliveryPlanId ? (this.commerce.plan(checkout.deliveryPlanId) ?? null) : null;
    // Nothing to deliver, nothing to charge (an emptied or placed cart).
    const delivery = plan && lines.length > 0 ? (planPrice(plan, currency) ?? 0) : 0;
    const totals = cartTotals(lines, promo?.discount ?? 0, delivery, this.rules().taxRate, this.totalsRules(currency));
    const planCharge = plan ? this.planCharge(plan, currency, totals.subTotal - totals.totalPriceDiscounts) : null;
    const view = toCartView({ cart, currency, inventoryLocation: location, lines, promo, plan, planCharge, totals });
    return { cart, currency, location, lines, promo, plan, totals, view };
  }

  /**
   * The promo outcome the cart shows. 'Already used' is asked of the shopper's own session or account
   * only, never of the email typed at checkout: that would tell a guest whether any address used a code.
   */
  evaluate(code: string, owner: Shopper, lines: readonly PricedLine[], currency: string): PromoOutcome {
    const promoLines = lines.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      itemTotal: l.itemTotal,
      tags: l.current?.tags ?? [],
    }));
    return this.evaluateLines(code, owner, promoLines, currency, owner.kind === 'user' ? owner.email : null);
  }

  /** The promo outcome for lines fixed earlier (a card payment's order), at purchase: the order's email counts too. */
  evaluateFixed(
    code: string,
    cart: CartRecord,
    owner: Shopper,
    items: readonly { productId: string; varianceKey: string; quantity: number; itemTotal: number }[],
    currency: string,
    location: string,
  ): PromoOutcome {
    const lines = items.map((i) => ({ ...i, tags: this.stock.variantAt(i.productId, i.varianceKey, location)?.tags ?? [] }));
    return this.evaluateLines(code, owner, lines, currency, cart.checkout.email ?? owner.email);
  }

  /** At purchase: whether this shopper or the order's email has used a once-per-customer code already. */
  promoUsedAtPurchase(code: string, owner: Shopper, email: string): boolean {
    const found = this.promos.promo(code);
    if (found?.record.oncePerCustomer !== true) return false;
    return [email, owner.email].some((used) => this.promos.promoUsed(found.record.code, owner, used));
  }

  private evaluateLines(code: string, owner: Shopper, lines: PromoLine[], currency: string, usedEmail: string | null): PromoOutcome {
    const found = this.promos.promo(code);
    return evaluatePromo(code, found?.record, {
      currency,
      lines,
      now: this.now(),
      registered: owner.kind === 'user',
      alreadyUsed: found?.record.oncePerCustomer === true && this.promos.promoUsed(found.record.code, owner, usedEmail),
      claimsLeft: found?.claimsLeft ?? true,
    });
  }

  /** The site schema's tax display and free-delivery threshold, as the cart's totals apply them. */
  totalsRules(currency: string): TotalsRules {
    const settings = this.site().commerceSettings;
    return { taxIncluded: taxDisplayOf(settings) === 'INCLUDED', freeDeliveryFrom: freeDeliveryThreshold(settings, currency) };
  }

  /** A plan's charge for goods of this total: nothing from the free-delivery threshold; null when not priced in the currency. */
  planCharge(plan: DeliveryPlanRecord, currency: string, goodsTotal: number): number | null {
    const price = planPrice(plan, currency);
    if (price === null) return null;
    return deliveryIsFree(goodsTotal, freeDeliveryThreshold(this.site().commerceSettings, currency)) ? 0 : price;
  }

  zoneOfCity(city: City): string | undefined {
    return zoneOf(this.rules().zones, city)?.id;
  }

  /** Delivery plans of the city's zone (every currency). */
  plansFor(city: City): DeliveryPlanRecord[] {
    const zone = this.zoneOfCity(city);
    return zone ? this.commerce.plansOf(zone) : [];
  }
}
