import { UPLOAD_LIMIT_BYTES, type Cart, type DeliveryMethod, type DeliveryPlan, type PaymentMethod } from '../../../lib/api/cart-schemas';
import { ERROR_CODES } from '../../../lib/api/schemas';
import { COURIER_CONTACT_INVALID, isCourierContactNumber } from '../../../lib/cart/courier-phone';
import { badRequest, conflict, HttpError, notFound } from '../../core/errors';
import type { Shopper } from '../../core/request-scope';
import type { CartPricing } from '../cart/cart-pricing';
import type { CartService } from '../cart/cart-service';
import { planPrice } from '../cart/cart-view';
import type { CheckoutFields, StoredAddress } from '../cart/checkout-fields';
import { DELIVERY_UNAVAILABLE } from './checkout-rules';
import { DUE_DATE_MESSAGES, dueDateProblem } from './due-dates';
import type { UploadStore } from './upload-store';
import { cleanFileName, isUploadType, sniffUploadType } from './upload-sniff';

/** A file belongs to an order: only a cart with something in it takes one. */
const FILE_NEEDS_CART = 'Add an item to your cart before attaching a file';

/** The checkout choices of spec §7 (`cart/set/…`): addresses, delivery or pickup, dates, payment, email, notes, a file. Each answers the updated cart. */
export class CheckoutChoices {
  constructor(
    private readonly cart: CartService,
    private readonly pricing: CartPricing,
    private readonly uploads: UploadStore,
  ) {}

  private knownCity(address: StoredAddress) {
    const city = this.pricing.city(address.cityId);
    if (!city) throw badRequest('City information is required');
    return city;
  }

  setShippingAddress(shopper: Shopper, location: string | null, address: StoredAddress): Cart {
    const city = this.knownCity(address);
    return this.cart.setCheckout(shopper, location, (current) => {
      if (current.deliveryMethod === 'delivery' && !city.deliverable) throw badRequest(DELIVERY_UNAVAILABLE);
      const plan = current.deliveryPlanId ? this.pricing.commerce.plan(current.deliveryPlanId) : undefined;
      const samePlan = plan !== undefined && city.deliverable && plan.zone === this.pricing.zoneOfCity(city);
      if (samePlan && plan.express && !isCourierContactNumber(address.contactNumber, address.country))
        throw badRequest(COURIER_CONTACT_INVALID);
      return { shippingAddress: address, deliveryPlanId: samePlan ? current.deliveryPlanId : null };
    });
  }

  setBillingAddress(shopper: Shopper, location: string | null, address: StoredAddress): Cart {
    this.knownCity(address);
    return this.cart.setCheckout(shopper, location, () => ({ billingAddress: address }));
  }

  setBillingSame(shopper: Shopper, location: string | null, same: boolean): Cart {
    return this.cart.setCheckout(shopper, location, () => ({ isBillingSameAsShipping: same }));
  }

  setStore(shopper: Shopper, location: string | null, outletId: string): Cart {
    const outlet = this.pricing.outlet(outletId);
    if (!outlet) throw notFound('No such store');
    return this.cart.change(shopper, location, (cart) => {
      const at = cart.inventoryLocation ?? outlet.inventoryLocationId;
      if (outlet.inventoryLocationId !== at) throw conflict('This store does not serve the chosen shop location');
      const changed = cart.checkout.store !== outletId;
      const checkout: CheckoutFields = changed
        ? { ...cart.checkout, store: outletId, storePickupDueDate: null, storePickupDueTime: null, pickupType: null }
        : cart.checkout;
      this.pricing.carts.update(cart.id, { checkout, inventoryLocation: at }, this.pricing.now());
    });
  }

  setPaymentMethod(shopper: Shopper, location: string | null, paymentMethod: PaymentMethod): Cart {
    return this.cart.setCheckout(shopper, location, () => ({ paymentMethod }));
  }

  setEmail(shopper: Shopper, location: string | null, email: string): Cart {
    return this.cart.setCheckout(shopper, location, () => ({ email }));
  }

  setDeliveryMethod(shopper: Shopper, location: string | null, deliveryMethod: DeliveryMethod): Cart {
    return this.cart.setCheckout(shopper, location, (current) => {
      if (deliveryMethod === 'delivery' && current.shippingAddress) {
        const city = this.pricing.city(current.shippingAddress.cityId);
        if (!city?.deliverable) throw badRequest(DELIVERY_UNAVAILABLE);
      }
      return { deliveryMethod };
    });
  }

  setDeliveryPlan(shopper: Shopper, location: string | null, planId: string): Cart {
    return this.cart.setCheckout(shopper, location, (current, cart) => {
      const address = current.shippingAddress;
      if (!address) throw conflict('Add the shipping address first');
      const city = this.pricing.city(address.cityId);
      if (!city?.deliverable) throw badRequest(DELIVERY_UNAVAILABLE);
      const plan = this.pricing.commerce.plan(planId);
      if (!plan) throw notFound('No such delivery plan');
      if (plan.zone !== this.pricing.zoneOfCity(city) || planPrice(plan, cart.currency) === null)
        throw badRequest('This delivery plan is not available for your area');
      if (plan.express && !isCourierContactNumber(address.contactNumber, address.country)) throw badRequest(COURIER_CONTACT_INVALID);
      return { deliveryPlanId: plan.id };
    });
  }

  /** Plans of the shipping address's zone in the cart's currency; none until an address is set. */
  deliveryPlans(shopper: Shopper, location: string | null): DeliveryPlan[] {
    const cart = this.cart.view(shopper, location);
    const address = cart.shippingAddress;
    if (!address) return [];
    const city = this.pricing.city(address.cityId);
    if (!city?.deliverable) throw badRequest(DELIVERY_UNAVAILABLE);
    const goods = (cart.subTotal ?? 0) - (cart.totalPriceDiscounts ?? 0);
    return this.pricing.plansFor(city).flatMap((plan) => {
      const price = this.pricing.planCharge(plan, cart.selectedCurrency, goods);
      return price === null ? [] : [{ id: plan.id, label: plan.label, price }];
    });
  }

  setAdditionalInfo(shopper: Shopper, location: string | null, info: string): Cart {
    const text = info.trim();
    return this.cart.setCheckout(shopper, location, () => ({ additionalInfo: text === '' ? null : text }));
  }

  setSaveCardOptions(shopper: Shopper, location: string | null, options: CheckoutFields['saveCardOptions']): Cart {
    if (shopper.kind === 'guest' && (options.useSavedCard || options.saveCard || options.cardId !== null)) {
      throw badRequest('Saved cards are for registered customers');
    }
    if (options.useSavedCard && options.cardId === null) throw badRequest('Choose a saved card');
    return this.cart.setCheckout(shopper, location, () => ({ saveCardOptions: options }));
  }

  /** Delivery date and time: spec §5 business hours of deliveries, merchant time zone, within 60 days. */
  setOrderDueDate(
    shopper: Shopper,
    location: string | null,
    q: { orderDueDate: string; orderDueTime: string; deliveryType: string },
  ): Cart {
    const problem = dueDateProblem(
      this.pricing.rules().deliverySchedule,
      q.orderDueDate,
      q.orderDueTime,
      this.pricing.now(),
      this.pricing.timeZone(),
    );
    if (problem) throw badRequest(DUE_DATE_MESSAGES[problem]);
    return this.cart.setCheckout(shopper, location, () => ({
      orderDueDate: q.orderDueDate,
      orderDueTime: q.orderDueTime,
      deliveryType: q.deliveryType,
    }));
  }

  /** Pickup date and time: the chosen store's open hours and exceptions. */
  setPickupDueDate(
    shopper: Shopper,
    location: string | null,
    q: { storePickupDueDate: string; storePickupDueTime: string; pickupType: string },
  ): Cart {
    return this.cart.setCheckout(shopper, location, (current) => {
      const outlet = current.store ? this.pricing.outlet(current.store) : undefined;
      if (!outlet) throw conflict('Choose the pickup store first');
      const problem = dueDateProblem(
        outlet.schedule,
        q.storePickupDueDate,
        q.storePickupDueTime,
        this.pricing.now(),
        this.pricing.timeZone(),
      );
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
    const id = this.uploads.save(upload.data);
    try {
      return this.replaceFile(
        shopper,
        location,
        { id, name: cleanFileName(upload.name), size: upload.data.length, contentType: sniffed },
        id,
      );
    } catch (e) {
      this.uploads.remove(id);
      throw e;
    }
  }

  private replaceFile(shopper: Shopper, location: string | null, file: CheckoutFields['file'], keep: string | null): Cart {
    const replaced: { id: string | null } = { id: null };
    const cart = this.cart.setCheckout(shopper, location, (current, record) => {
      if (file && this.pricing.carts.lineCount(record.id) === 0) throw conflict(FILE_NEEDS_CART);
      replaced.id = current.file?.id ?? null;
      return { file };
    });
    // The replaced upload is no longer reachable from any cart.
    if (replaced.id !== null && replaced.id !== keep) this.uploads.remove(replaced.id);
    return cart;
  }
}
