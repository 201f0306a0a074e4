import type { Cart, ReducedLine } from '../../../lib/api/cart-schemas';
import type { Db } from '../../core/database';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { Shopper } from '../../core/request-scope';
import type { CartPricing } from './cart-pricing';
import { MAX_CART_LINES, type CartRecord } from './cart-repository';
import { unitPriceIn, varianceText } from './cart-view';
import type { CheckoutFields } from './checkout-fields';
import { REFUSING_REASONS } from './promo-rules';

/** The most of one item a cart holds (the request schema's bound). */
export const MAX_LINE_QUANTITY = 999;

/** spec §4 low-stock label, used when more is asked than is left. */
export function stockMessage(available: number): string {
  if (available <= 0) return 'This product is out of stock';
  return available === 1 ? 'Last item available!' : `Only ${available} items available!`;
}

/** How a cart change treats a card payment under way; the payments module answers it. */
export interface PaymentUnderWay {
  /** Runs inside the change's transaction: drops a pending payment, or throws when it has been paid already. */
  releaseForChange(paymentId: string, now: Date): void;
  /** Runs inside the change's transaction: pending payments whose time is up give their stock back first. */
  expireDue(now: Date): number;
  /** Runs inside the sign-in's transaction: the guest's card payment (and its order) become the customer's. */
  adoptFromGuest(guestKey: string, user: Shopper, now: Date): void;
}

type Change = (cart: CartRecord) => void;

/** The cart calls of spec §7 (items, promo code, location, currency) and sign-in adoption; each change answers the updated cart. */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly pricing: CartPricing,
    private readonly payments: PaymentUnderWay,
  ) {}

  view(shopper: Shopper, requestedLocation: string | null): Cart {
    return this.pricing.compute(this.pricing.carts.forOwner(shopper), shopper, requestedLocation).view;
  }

  /**
   * Runs a change on the owner's cart in one transaction and answers the new cart. A placed cart
   * starts a fresh one; a cart under card payment drops the pending payment first (the shopper
   * changed their mind), but not one already paid: that must be completed.
   */
  change(shopper: Shopper, requestedLocation: string | null, apply: Change): Cart {
    const { carts } = this.pricing;
    return this.db
      .transaction(() => {
        const now = this.pricing.now();
        this.payments.expireDue(now);
        let cart = carts.forOwner(shopper);
        if (cart?.status === 'ON_PAYMENT') {
          if (cart.paymentId) this.payments.releaseForChange(cart.paymentId, now);
          carts.update(cart.id, { status: 'OPEN', paymentId: null }, now);
          cart = carts.get(cart.id);
        }
        if (!cart || cart.status === 'ORDER_PLACED') {
          cart = carts.create(
            shopper,
            {
              currency: cart?.currency ?? this.pricing.compute(undefined, shopper, null).currency,
              inventoryLocation: cart?.inventoryLocation ?? this.pricing.defaultLocation(requestedLocation),
              checkout: { email: cart?.checkout.email ?? shopper.email },
            },
            now,
          );
        }
        apply(cart);
        return this.pricing.compute(carts.get(cart.id), shopper, requestedLocation).view;
      })
      .immediate();
  }

  /** A change of the checkout choices the cart carries. */
  setCheckout(
    shopper: Shopper,
    location: string | null,
    update: (current: CheckoutFields, cart: CartRecord) => Partial<CheckoutFields>,
  ): Cart {
    return this.change(shopper, location, (cart) => {
      const checkout = { ...cart.checkout, ...update(cart.checkout, cart) };
      this.pricing.carts.update(cart.id, { checkout }, this.pricing.now());
    });
  }

  /** add: adds to the quantity in the cart; update: sets it. Both check price and stock at the cart's location. */
  putItem(
    shopper: Shopper,
    location: string | null,
    item: { productId: string; varianceKey: string; quantity: number },
    mode: 'add' | 'update',
  ): Cart {
    return this.change(shopper, location, (cart) => {
      const now = this.pricing.now();
      const at = cart.inventoryLocation ?? this.pricing.defaultLocation(location);
      if (!at) throw conflict('Choose the shop location first');
      if (!cart.inventoryLocation) this.pricing.carts.update(cart.id, { inventoryLocation: at }, now);
      const found = this.pricing.stock.variantAt(item.productId, item.varianceKey, at);
      if (!found || !found.enabled) throw notFound('Product no longer available');
      // An empty variance key means the default variant; the line is kept under the real key.
      const key = found.product.varianceKey;
      if (unitPriceIn(found.product, cart.currency) === null) throw conflict(`This product is not sold in ${cart.currency}`);
      const current = this.pricing.carts.lineQuantity(cart.id, item.productId, key);
      const wanted = mode === 'add' ? current + item.quantity : item.quantity;
      if (wanted > MAX_LINE_QUANTITY) throw badRequest(`At most ${MAX_LINE_QUANTITY} of one item fit in a cart`);
      if (found.stock !== null && found.stock < wanted) throw conflict(stockMessage(found.stock));
      if (current === 0 && this.pricing.carts.lineCount(cart.id) >= MAX_CART_LINES)
        throw conflict(`A cart holds at most ${MAX_CART_LINES} different items`);
      this.pricing.carts.putLine(cart.id, item.productId, key, wanted, found.product);
      this.forgetReduced(cart, item.productId, key);
    });
  }

  /** The shopper changed a line the sign-in merge reduced: the notice about it has served. */
  private forgetReduced(cart: CartRecord, productId: string, varianceKey: string): void {
    const left = cart.signInNotice.filter((r) => r.productId !== productId || (r.varianceKey !== varianceKey && varianceKey !== ''));
    if (left.length !== cart.signInNotice.length) this.pricing.carts.update(cart.id, { signInNotice: left }, this.pricing.now());
  }

  /** Removing an item that is not in the cart is not an error: the answer is the cart either way. */
  removeItem(shopper: Shopper, location: string | null, productId: string, variance: string): Cart {
    return this.change(shopper, location, (cart) => {
      this.forgetReduced(cart, productId, variance);
      if (this.pricing.carts.removeLine(cart.id, productId, variance)) return;
      const resolved = this.pricing.stock.variantAt(productId, variance, cart.inventoryLocation);
      if (resolved) this.pricing.carts.removeLine(cart.id, productId, resolved.product.varianceKey);
    });
  }

  clear(shopper: Shopper, location: string | null): Cart {
    return this.change(shopper, location, (cart) => {
      this.pricing.carts.clearLines(cart.id);
      this.pricing.carts.update(cart.id, { signInNotice: [] }, this.pricing.now());
    });
  }

  /** spec §5 promo: a refused code answers its message and is not kept; a code waiting on a minimum is kept as pending. */
  setPromo(shopper: Shopper, location: string | null, raw: string): Cart {
    const code = raw.trim().toUpperCase();
    if (code !== '' && !/^[A-Z0-9_-]{1,40}$/.test(code)) throw badRequest('Invalid code');
    return this.change(shopper, location, (cart) => {
      if (code === '') {
        this.pricing.carts.update(cart.id, { promoCode: null }, this.pricing.now());
        return;
      }
      const lines = this.pricing.compute(cart, shopper, location).lines;
      const outcome = this.pricing.evaluate(code, shopper, lines, cart.currency);
      if (outcome.promo.reason && REFUSING_REASONS.has(outcome.promo.reason)) throw badRequest(outcome.message ?? 'Invalid Promo code.');
      this.pricing.carts.update(cart.id, { promoCode: outcome.promo.code }, this.pricing.now());
    });
  }

  /** Switches the location the cart is filled from: prices and stock warnings follow; a store of another location is dropped. */
  setInventoryLocation(shopper: Shopper, location: string | null, inventoryLocationId: string): Cart {
    if (!this.pricing.site().inventoryLocations.some((l) => l.id === inventoryLocationId)) throw badRequest('Unknown inventory location');
    return this.change(shopper, location, (cart) => {
      const outlet = cart.checkout.store ? this.pricing.outlet(cart.checkout.store) : undefined;
      const keepStore = outlet?.inventoryLocationId === inventoryLocationId;
      const checkout = keepStore
        ? cart.checkout
        : { ...cart.checkout, store: null, storePickupDueDate: null, storePickupDueTime: null, pickupType: null };
      this.pricing.carts.update(cart.id, { inventoryLocation: inventoryLocationId, checkout }, this.pricing.now());
    });
  }

  /** spec §4 currency: not while a card payment is under way or once the order is placed. */
  setCurrency(shopper: Shopper, location: string | null, selected: string): Cart {
    const code = selected.split('|')[0]?.trim().toUpperCase() ?? '';
    if (!this.pricing.currencyCodes().includes(code)) throw badRequest('This currency is not offered');
    const existing = this.pricing.carts.forOwner(shopper);
    if (existing && existing.status !== 'OPEN') {
      throw conflict(
        existing.status === 'ON_PAYMENT'
          ? 'The currency cannot change while a payment is under way'
          : 'The currency cannot change once the order is placed',
      );
    }
    return this.change(shopper, location, (cart) => this.pricing.carts.update(cart.id, { currency: code }, this.pricing.now()));
  }

  /**
   * Sign-in adopts the guest's open cart: it becomes the user's cart, or its lines are added to the
   * user's open cart. A summed line is clamped to the stock at the user's cart location (and to 999);
   * each reduced line is kept on the cart as its sign-in notice. Carts under payment or placed stay the
   * guest's, but their card payment (and its order) become the user's.
   */
  adoptGuestCart(guestKey: string, user: Shopper): void {
    const { carts } = this.pricing;
    this.db
      .transaction(() => {
        const now = this.pricing.now();
        if (user.kind === 'user') this.payments.adoptFromGuest(guestKey, user, now);
        const guest = carts.forOwner({ kind: 'guest', key: guestKey });
        if (!guest || guest.status !== 'OPEN' || carts.lineCount(guest.id) === 0) return;
        const mine = carts.forOwner(user);
        if (!mine || mine.status === 'ORDER_PLACED') {
          carts.update(guest.id, { ownerKind: user.kind, ownerKey: user.key }, now);
          return;
        }
        if (mine.status !== 'OPEN') return;
        const location = mine.inventoryLocation ?? guest.inventoryLocation;
        const reduced: ReducedLine[] = [];
        for (const line of carts.lineList(guest.id)) {
          const requested = carts.lineQuantity(mine.id, line.productId, line.varianceKey) + line.quantity;
          const stock = this.pricing.stock.variantAt(line.productId, line.varianceKey, location)?.stock ?? null;
          const kept = Math.max(0, Math.min(requested, MAX_LINE_QUANTITY, stock ?? MAX_LINE_QUANTITY));
          if (kept < requested) {
            reduced.push({
              productId: line.productId,
              varianceKey: line.varianceKey,
              productName: line.snapshot.name,
              variances: varianceText(line.snapshot),
              requested,
              kept,
            });
          }
          if (kept > 0) carts.putLine(mine.id, line.productId, line.varianceKey, kept, line.snapshot);
          else carts.removeLine(mine.id, line.productId, line.varianceKey);
        }
        const notice = [
          ...mine.signInNotice.filter((r) => !reduced.some((n) => n.productId === r.productId && n.varianceKey === r.varianceKey)),
          ...reduced,
        ];
        carts.update(mine.id, { signInNotice: notice, ...(!mine.promoCode && guest.promoCode ? { promoCode: guest.promoCode } : {}) }, now);
        carts.clearLines(guest.id);
      })
      .immediate();
  }
}
