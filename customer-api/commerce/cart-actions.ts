import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_LIMIT_BYTES, type Cart, type DeliveryMethod, type PaymentMethod } from '../../lib/api/cart-schemas';
import { newId, MAX_CART_LINES, type CartRecord } from '../db/cart-repository';
import { ERROR_CODES, type City } from '../../lib/api/schemas';
import { badRequest, HttpError, notFound } from '../errors';
import { conflict, type CartCore } from './cart-service';
import { planPrice, unitPriceIn } from './cart-view';
import type { CheckoutFields, Shopper, StoredAddress } from './checkout-fields';
import type { DeliveryPlanRecord } from './commerce-config';
import { DELIVERY_UNAVAILABLE } from './checkout-rules';
import { DUE_DATE_MESSAGES, dueDateProblem } from './due-dates';
import { REFUSING_REASONS } from './promo-rules';
import { cleanFileName, isUploadType, sniffUploadType } from './upload-sniff';

/** The most of one item a cart holds (the request schema's bound). */
const MAX_LINE_QUANTITY = 999;

/** spec §4 low-stock label, used when more is asked than is left. */
export function stockMessage(available: number): string {
  if (available <= 0) return 'This product is out of stock';
  return available === 1 ? 'Last item available!' : `Only ${available} items available!`;
}

type Change = (cart: CartRecord) => void;

/** Every cart-changing call of spec §7; each answers the updated cart. */
export class CartActions {
  constructor(
    private readonly core: CartCore,
    private readonly uploadDir: string,
  ) {}

  view(shopper: Shopper, requestedLocation: string | null): Cart {
    return this.core.compute(this.core.carts.forOwner(shopper), shopper, requestedLocation).view;
  }

  languages(): string[] {
    return this.core.site().languages.map((l) => l.code);
  }

  city(id: string): City | undefined {
    return this.core.city(id);
  }

  /** Delivery plans of the city's zone (every currency). */
  plansFor(city: City): DeliveryPlanRecord[] {
    const zone = this.core.zoneOfCity(city);
    return zone ? this.core.commerce.plansOf(zone) : [];
  }

  /**
   * Runs a change on the owner's cart in one transaction and answers the new cart. A placed cart
   * starts a fresh one; a cart under card payment drops the pending payment first (the shopper
   * changed their mind), but not one already paid: that must be completed.
   */
  private change(shopper: Shopper, requestedLocation: string | null, apply: Change): Cart {
    const { carts, orders } = this.core;
    return this.core.db.transaction(() => {
      const now = this.core.now();
      let cart = carts.forOwner(shopper);
      if (cart?.status === 'ON_PAYMENT') {
        const payment = cart.paymentId ? orders.payment(cart.paymentId) : undefined;
        if (payment?.status === 'PAID' && !payment.orderId) throw conflict('Your payment has been received: complete it before changing the cart');
        if (payment?.status === 'PENDING') orders.settle(payment.id, 'CANCELLED', 'CART_CHANGED', null, now);
        carts.update(cart.id, { status: 'OPEN', paymentId: null }, now);
        cart = carts.get(cart.id);
      }
      if (!cart || cart.status === 'ORDER_PLACED') {
        cart = carts.create(
          shopper,
          {
            currency: cart?.currency ?? this.core.compute(undefined, shopper, null).currency,
            inventoryLocation: cart?.inventoryLocation ?? this.core.defaultLocation(requestedLocation),
            checkout: { email: cart?.checkout.email ?? shopper.email },
          },
          now,
        );
      }
      apply(cart);
      return this.core.compute(carts.get(cart.id), shopper, requestedLocation).view;
    }).immediate();
  }

  private setCheckout(shopper: Shopper, location: string | null, update: (current: CheckoutFields, cart: CartRecord) => Partial<CheckoutFields>): Cart {
    return this.change(shopper, location, (cart) => {
      const checkout = { ...cart.checkout, ...update(cart.checkout, cart) };
      this.core.carts.update(cart.id, { checkout }, this.core.now());
    });
  }

  /** add: adds to the quantity in the cart; update: sets it. Both check price and stock at the cart's location. */
  putItem(shopper: Shopper, location: string | null, item: { productId: string; varianceKey: string; quantity: number }, mode: 'add' | 'update'): Cart {
    return this.change(shopper, location, (cart) => {
      const now = this.core.now();
      const at = cart.inventoryLocation ?? this.core.defaultLocation(location);
      if (!at) throw conflict('Choose the shop location first');
      if (!cart.inventoryLocation) this.core.carts.update(cart.id, { inventoryLocation: at }, now);
      const found = this.core.commerce.cartProduct(item.productId, item.varianceKey, at);
      if (!found || !found.enabled) throw notFound('Product no longer available');
      // An empty variance key means the default variant; the line is kept under the real key.
      const key = found.product.varianceKey;
      if (unitPriceIn(found.product, cart.currency) === null) throw conflict(`This product is not sold in ${cart.currency}`);
      const current = this.core.carts.lineQuantity(cart.id, item.productId, key);
      const wanted = mode === 'add' ? current + item.quantity : item.quantity;
      if (wanted > MAX_LINE_QUANTITY) throw badRequest(`At most ${MAX_LINE_QUANTITY} of one item fit in a cart`);
      if (found.stock !== null && found.stock < wanted) throw conflict(stockMessage(found.stock));
      if (current === 0 && this.core.carts.lineCount(cart.id) >= MAX_CART_LINES) throw conflict(`A cart holds at most ${MAX_CART_LINES} different items`);
      this.core.carts.putLine(cart.id, item.productId, key, wanted, found.product);
    });
  }

  /** Removing an item that is not in the cart is not an error: the answer is the cart either way. */
  removeItem(shopper: Shopper, location: string | null, productId: string, variance: string): Cart {
    return this.change(shopper, location, (cart) => {
      if (this.core.carts.removeLine(cart.id, productId, variance)) return;
      const resolved = this.core.commerce.cartProduct(productId, variance, cart.inventoryLocation);
      if (resolved) this.core.carts.removeLine(cart.id, productId, resolved.product.varianceKey);
    });
  }

  clear(shopper: Shopper, location: string | null): Cart {
    return this.change(shopper, location, (cart) => this.core.carts.clearLines(cart.id));
  }

  /** spec §5 promo: a refused code answers its message and is not kept; a code waiting on a minimum is kept as pending. */
  setPromo(shopper: Shopper, location: string | null, raw: string): Cart {
    const code = raw.trim().toUpperCase();
    if (code !== '' && !/^[A-Z0-9_-]{1,40}$/.test(code)) throw badRequest('Invalid code');
    return this.change(shopper, location, (cart) => {
      if (code === '') {
        this.core.carts.update(cart.id, { promoCode: null }, this.core.now());
        return;
      }
      const lines = this.core.compute(cart, shopper, location).lines;
      const outcome = this.core.evaluate(code, cart, shopper, lines, cart.currency);
      if (outcome.promo.reason && REFUSING_REASONS.has(outcome.promo.reason)) throw badRequest(outcome.message ?? 'Invalid Promo code.');
      this.core.carts.update(cart.id, { promoCode: outcome.promo.code }, this.core.now());
    });
  }

  /** Switches the location the cart is filled from: prices and stock warnings follow; a store of another location is dropped. */
  setInventoryLocation(shopper: Shopper, location: string | null, inventoryLocationId: string): Cart {
    if (!this.core.site().inventoryLocations.some((l) => l.id === inventoryLocationId)) throw badRequest('Unknown inventory location');
    return this.change(shopper, location, (cart) => {
      const outlet = cart.checkout.store ? this.core.outlet(cart.checkout.store) : undefined;
      const keepStore = outlet?.inventoryLocationId === inventoryLocationId;
      const checkout = keepStore ? cart.checkout : { ...cart.checkout, store: null, storePickupDueDate: null, storePickupDueTime: null, pickupType: null };
      this.core.carts.update(cart.id, { inventoryLocation: inventoryLocationId, checkout }, this.core.now());
    });
  }

  /** spec §4 currency: not while a card payment is under way or once the order is placed. */
  setCurrency(shopper: Shopper, location: string | null, selected: string): Cart {
    const code = selected.split('|')[0]?.trim().toUpperCase() ?? '';
    if (!this.core.currencyCodes().includes(code)) throw badRequest('This currency is not offered');
    const existing = this.core.carts.forOwner(shopper);
    if (existing && existing.status !== 'OPEN') {
      throw conflict(existing.status === 'ON_PAYMENT' ? 'The currency cannot change while a payment is under way' : 'The currency cannot change once the order is placed');
    }
    return this.change(shopper, location, (cart) => this.core.carts.update(cart.id, { currency: code }, this.core.now()));
  }

  private knownCity(address: StoredAddress) {
    const city = this.core.city(address.cityId);
    if (!city) throw badRequest('City information is required');
    return city;
  }

  setShippingAddress(shopper: Shopper, location: string | null, address: StoredAddress): Cart {
    const city = this.knownCity(address);
    return this.setCheckout(shopper, location, (current) => {
      if (current.deliveryMethod === 'delivery' && !city.deliverable) throw badRequest(DELIVERY_UNAVAILABLE);
      const plan = current.deliveryPlanId ? this.core.commerce.plan(current.deliveryPlanId) : undefined;
      const samePlan = plan !== undefined && city.deliverable && plan.zone === this.core.zoneOfCity(city);
      return { shippingAddress: address, deliveryPlanId: samePlan ? current.deliveryPlanId : null };
    });
  }

  setBillingAddress(shopper: Shopper, location: string | null, address: StoredAddress): Cart {
    this.knownCity(address);
    return this.setCheckout(shopper, location, () => ({ billingAddress: address }));
  }

  setBillingSame(shopper: Shopper, location: string | null, same: boolean): Cart {
    return this.setCheckout(shopper, location, () => ({ isBillingSameAsShipping: same }));
  }

  setStore(shopper: Shopper, location: string | null, outletId: string): Cart {
    const outlet = this.core.outlet(outletId);
    if (!outlet) throw notFound('No such store');
    return this.change(shopper, location, (cart) => {
      const at = cart.inventoryLocation ?? outlet.inventoryLocationId;
      if (outlet.inventoryLocationId !== at) throw conflict('This store does not serve the chosen shop location');
      const changed = cart.checkout.store !== outletId;
      const checkout: CheckoutFields = changed
        ? { ...cart.checkout, store: outletId, storePickupDueDate: null, storePickupDueTime: null, pickupType: null }
        : cart.checkout;
      this.core.carts.update(cart.id, { checkout, inventoryLocation: at }, this.core.now());
    });
  }

  setPaymentMethod(shopper: Shopper, location: string | null, paymentMethod: PaymentMethod): Cart {
    return this.setCheckout(shopper, location, () => ({ paymentMethod }));
  }

  setEmail(shopper: Shopper, location: string | null, email: string): Cart {
    return this.setCheckout(shopper, location, () => ({ email }));
  }

  setDeliveryMethod(shopper: Shopper, location: string | null, deliveryMethod: DeliveryMethod): Cart {
    return this.setCheckout(shopper, location, (current) => {
      if (deliveryMethod === 'delivery' && current.shippingAddress) {
        const city = this.core.city(current.shippingAddress.cityId);
        if (!city?.deliverable) throw badRequest(DELIVERY_UNAVAILABLE);
      }
      return { deliveryMethod };
    });
  }

  setDeliveryPlan(shopper: Shopper, location: string | null, planId: string): Cart {
    return this.setCheckout(shopper, location, (current, cart) => {
      const address = current.shippingAddress;
      if (!address) throw conflict('Add the shipping address first');
      const city = this.core.city(address.cityId);
      if (!city?.deliverable) throw badRequest(DELIVERY_UNAVAILABLE);
      const plan = this.core.commerce.plan(planId);
      if (!plan) throw notFound('No such delivery plan');
      if (plan.zone !== this.core.zoneOfCity(city) || planPrice(plan, cart.currency) === null) throw badRequest('This delivery plan is not available for your area');
      return { deliveryPlanId: plan.id };
    });
  }

  setAdditionalInfo(shopper: Shopper, location: string | null, info: string): Cart {
    const text = info.trim();
    return this.setCheckout(shopper, location, () => ({ additionalInfo: text === '' ? null : text }));
  }

  setSaveCardOptions(shopper: Shopper, location: string | null, options: CheckoutFields['saveCardOptions']): Cart {
    if (shopper.kind === 'guest' && (options.useSavedCard || options.saveCard || options.cardId !== null)) {
      throw badRequest('Saved cards are for registered customers');
    }
    if (options.useSavedCard && options.cardId === null) throw badRequest('Choose a saved card');
    return this.setCheckout(shopper, location, () => ({ saveCardOptions: options }));
  }

  /** Delivery date and time: spec §5 business hours of deliveries, merchant time zone, within 60 days. */
  setOrderDueDate(shopper: Shopper, location: string | null, q: { orderDueDate: string; orderDueTime: string; deliveryType: string }): Cart {
    const problem = dueDateProblem(this.core.rules().deliverySchedule, q.orderDueDate, q.orderDueTime, this.core.now(), this.core.timeZone());
    if (problem) throw badRequest(DUE_DATE_MESSAGES[problem]);
    return this.setCheckout(shopper, location, () => ({ orderDueDate: q.orderDueDate, orderDueTime: q.orderDueTime, deliveryType: q.deliveryType }));
  }

  /** Pickup date and time: the chosen store's open hours and exceptions. */
  setPickupDueDate(shopper: Shopper, location: string | null, q: { storePickupDueDate: string; storePickupDueTime: string; pickupType: string }): Cart {
    return this.setCheckout(shopper, location, (current) => {
      const outlet = current.store ? this.core.outlet(current.store) : undefined;
      if (!outlet) throw conflict('Choose the pickup store first');
      const problem = dueDateProblem(outlet.schedule, q.storePickupDueDate, q.storePickupDueTime, this.core.now(), this.core.timeZone());
      if (problem) throw badRequest(DUE_DATE_MESSAGES[problem]);
      return { storePickupDueDate: q.storePickupDueDate, storePickupDueTime: q.storePickupDueTime, pickupType: q.pickupType };
    });
  }

  /**
   * set/file: the bytes must be one of the allowed types by their first bytes, whatever the declared
   * type says, and at most UPLOAD_LIMIT_BYTES. An empty body removes the file.
   */
  setFile(shopper: Shopper, location: string | null, upload: { data: Buffer; declaredType: string; name: string | undefined }): Cart {
    if (upload.data.length > UPLOAD_LIMIT_BYTES) throw new HttpError(413, ERROR_CODES.badRequest, 'The file is larger than 5 MB');
    if (upload.data.length === 0) return this.replaceFile(shopper, location, null, null);
    const sniffed = sniffUploadType(upload.data);
    if (!sniffed) throw new HttpError(415, ERROR_CODES.badRequest, 'Only PDF, PNG, JPEG or WebP files can be attached');
    const declared = upload.declaredType.toLowerCase();
    if (declared !== 'application/octet-stream' && (!isUploadType(declared) || declared !== sniffed)) {
      throw new HttpError(415, ERROR_CODES.badRequest, 'The file content does not match its type');
    }
    const id = newId('file');
    mkdirSync(this.uploadDir, { recursive: true });
    writeFileSync(join(this.uploadDir, id), upload.data);
    try {
      return this.replaceFile(shopper, location, { id, name: cleanFileName(upload.name), size: upload.data.length, contentType: sniffed }, id);
    } catch (e) {
      rmSync(join(this.uploadDir, id), { force: true });
      throw e;
    }
  }

  private replaceFile(shopper: Shopper, location: string | null, file: CheckoutFields['file'], keep: string | null): Cart {
    const replaced: { id: string | null } = { id: null };
    const cart = this.setCheckout(shopper, location, (current) => {
      replaced.id = current.file?.id ?? null;
      return { file };
    });
    // The replaced upload is no longer reachable from any cart.
    if (replaced.id !== null && replaced.id !== keep && /^file_[0-9a-f]+$/.test(replaced.id)) rmSync(join(this.uploadDir, replaced.id), { force: true });
    return cart;
  }
}

