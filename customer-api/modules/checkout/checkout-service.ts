import type { z } from 'zod';
import type { PurchaseResponse, validateResponse } from '../../../lib/api/cart-schemas';
import type { Db } from '../../core/database';
import { conflict, HttpError } from '../../core/errors';
import { ERROR_CODES } from '../../../lib/api/schemas';
import type { Shopper } from '../../core/request-scope';
import type { CartPricing, ComputedCart } from '../cart/cart-pricing';
import type { CartRecord } from '../cart/cart-repository';
import { varianceText, varianceTexts } from '../cart/cart-view';
import type { OrderDraft } from '../orders/order-draft';
import type { OrdersService } from '../orders/orders-service';
import type { PaymentRecord } from '../payments/payment-repository';
import type { PaymentsService } from '../payments/payments-service';
import { checkoutProblems, warningMessage, type CheckoutProblem } from './checkout-rules';
import { ALREADY_USED_MESSAGE } from '../cart/promo-rules';

type ValidateResponse = z.infer<typeof validateResponse>;

/** A card purchase on a server without a payment page: the reference server takes cards only on its simulator. */
const noCardPayments = () =>
  new HttpError(
    501,
    ERROR_CODES.internal,
    'Card payments are not available: this server has no payment gateway (its payment simulator runs only with PAYMENT_SIMULATOR=on)',
  );

/** validate and purchase: what stands between a cart and its order, and turning it into one. */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly pricing: CartPricing,
    private readonly orders: OrdersService,
    private readonly payments: PaymentsService,
  ) {}

  validate(shopper: Shopper, location: string | null): ValidateResponse {
    const cart = this.pricing.carts.forOwner(shopper);
    const computed = this.pricing.compute(cart?.status === 'ORDER_PLACED' ? undefined : cart, shopper, location);
    const problems = this.problems(computed);
    const missing = [...new Set(problems.map((p) => p.field))];
    const warnings = computed.view.warnings;
    return { allowedToPlaceOrder: missing.length === 0 && Object.keys(warnings).length === 0, warnings, missing };
  }

  /**
   * purchase: CASH places the order now; CARD opens a payment on the hosted page, holding the
   * cart's stock, and puts the cart ON_PAYMENT. Asking again answers the same order or the same payment (a double click places once).
   * `attribute` runs in the same transaction just before the order or payment is made (the affiliate link the purchase carries).
   */
  purchase(
    shopper: Shopper,
    location: string | null,
    paymentPage: ((payment: PaymentRecord) => string) | null,
    attribute?: (cartId: string) => void,
  ): PurchaseResponse {
    const { carts } = this.pricing;
    return this.db
      .transaction((): PurchaseResponse => {
        const now = this.pricing.now();
        // Stock held by payments whose time is up goes back on the shelf before this cart is checked.
        this.payments.expireDue(now);
        let cart = carts.forOwner(shopper);
        if (!cart) throw conflict('Your cart is empty');
        if (cart.status === 'ORDER_PLACED') {
          const placed = this.orders.orderOfCart(cart.id);
          if (!placed) throw conflict('Your cart is empty');
          return { kind: 'ORDER_PLACED', orderId: placed.id, refId: placed.refId };
        }
        if (cart.status === 'ON_PAYMENT') {
          const payment = cart.paymentId ? this.payments.payment(cart.paymentId) : undefined;
          if (payment && (payment.status === 'PENDING' || payment.status === 'PAID')) {
            if (!paymentPage) throw noCardPayments();
            return { kind: 'REDIRECT', paymentId: payment.id, redirectUrl: paymentPage(payment) };
          }
          // The last attempt failed without the shopper coming back: start a new one.
          carts.update(cart.id, { status: 'OPEN', paymentId: null }, now);
          cart = carts.get(cart.id);
          if (!cart) throw conflict('Your cart is empty');
        }
        const computed = this.pricing.compute(cart, shopper, location);
        const blocker = this.blocker(computed);
        if (blocker) throw conflict(blocker);
        const draft = this.draftOf(computed, cart);
        // The cart never says whether the checkout email used a code (a guest could ask it of anyone's); the purchase does.
        if (draft.promoCode && this.pricing.promoUsedAtPurchase(draft.promoCode, shopper, draft.email))
          throw conflict(ALREADY_USED_MESSAGE);
        attribute?.(cart.id);
        if (draft.paymentMethod === 'CASH') {
          const order = this.orders.place(draft, cart, shopper, null);
          return { kind: 'ORDER_PLACED', orderId: order.id, refId: order.refId };
        }
        if (!paymentPage) throw noCardPayments();
        const payment = this.payments.start(shopper, draft, now, cart.checkout.saveCardOptions);
        carts.update(cart.id, { status: 'ON_PAYMENT', paymentId: payment.id }, now);
        return { kind: 'REDIRECT', paymentId: payment.id, redirectUrl: paymentPage(payment) };
      })
      .immediate();
  }

  problems(computed: ComputedCart): CheckoutProblem[] {
    if (!computed.cart) return [{ field: 'items', message: 'Your cart is empty' }];
    const rules = this.pricing.rules();
    return checkoutProblems({
      cart: computed.cart,
      lines: computed.lines,
      promo: computed.promo,
      city: (id) => this.pricing.city(id),
      plan: (id) => this.pricing.commerce.plan(id),
      outlet: (id) => this.pricing.outlet(id),
      zones: rules.zones,
      deliverySchedule: rules.deliverySchedule,
      timeZone: this.pricing.timeZone(),
      now: this.pricing.now(),
      pricesHidden: this.pricing.site().generalSettings.hideProductPrice,
    });
  }

  /** Why a cart cannot be placed, as one sentence: its first warning, else its first problem; null when it can. */
  blocker(computed: ComputedCart): string | null {
    const warning = computed.lines.find((l) => l.warning)?.warning;
    if (warning) return warningMessage(warning);
    return this.problems(computed)[0]?.message ?? null;
  }

  private draftOf(computed: ComputedCart, cart: CartRecord): OrderDraft {
    const c = cart.checkout;
    const delivery = c.deliveryMethod === 'delivery';
    const location = computed.location;
    const email = c.email;
    const paymentMethod = c.paymentMethod;
    // checkoutProblems has ruled these out; the checks keep the types honest.
    if (!location || !email || !paymentMethod || c.deliveryMethod === 'none') throw conflict('Please fill the mandatory fields');
    return {
      cartId: cart.id,
      currency: computed.currency,
      inventoryLocation: location,
      email,
      items: computed.lines.map((l) => ({
        productId: l.productId,
        varianceKey: l.varianceKey,
        name: l.product.name,
        imageReference: l.product.imageReference,
        variances: varianceText(l.product),
        variancesByLang: varianceTexts(l.product),
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        itemTotal: l.itemTotal,
        tracked: l.current?.stock !== null && l.current?.stock !== undefined,
      })),
      subTotal: computed.totals.subTotal,
      deliveryChargers: computed.totals.deliveryChargers,
      tax: computed.totals.tax,
      totalPriceDiscounts: computed.totals.totalPriceDiscounts,
      total: computed.totals.total,
      promoCode: computed.promo?.promo.status === 'active' ? computed.promo.promo.code : null,
      paymentMethod,
      deliveryMethod: c.deliveryMethod,
      deliveryPlan: delivery && computed.plan ? { id: computed.plan.id, label: computed.plan.label, days: computed.plan.days } : null,
      store: delivery ? null : c.store,
      dueDate: delivery ? c.orderDueDate : c.storePickupDueDate,
      dueTime: delivery ? c.orderDueTime : c.storePickupDueTime,
      billingAddress: c.isBillingSameAsShipping ? c.shippingAddress : c.billingAddress,
      shippingAddress: delivery ? c.shippingAddress : null,
      additionalInfo: c.additionalInfo,
      file: c.file,
    };
  }
}
