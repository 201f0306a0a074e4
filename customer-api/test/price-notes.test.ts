import {
  cart as cartSchema,
  deliveryPlan,
  locationDeliveryPlans,
  order as orderSchema,
  purchaseResponse,
} from '../../lib/api/cart-schemas';
import { apiError, siteSchema } from '../../lib/api/schemas';
import { SettingsRepository } from '../core/settings-repository';
import { readyForDelivery, Shopper, startCommerceApi, type CommerceApi } from './commerce-api';
import { LOCATIONS } from './fixture';
import { call } from './start-test-api';

/** Tax display and free delivery in the site schema, delivery plans before an address. */

let api: CommerceApi;
let settings: SettingsRepository;
beforeAll(async () => {
  api = await startCommerceApi();
  settings = new SettingsRepository(api.db);
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  settings.updateSite((site) => {
    site.commerceSettings = { taxDisplay: 'ADDED_AT_CHECKOUT', freeDeliveryThreshold: { LKR: 10000, USD: 35 } };
  });
  settings.setGeneralSetting('hideProductPrice', false);
});

const plansOf = async (location: string) => call(`${api.api}/delivery-plans/by-location/${location}`);

describe('the site schema says how tax shows and from when delivery is free', () => {
  it('carries the optional commerce settings the storefront reads', async () => {
    const site = siteSchema.parse((await call(`${api.api}/schema/get`)).body);
    expect(site.commerceSettings).toEqual({ taxDisplay: 'ADDED_AT_CHECKOUT', freeDeliveryThreshold: { LKR: 10000, USD: 35 } });
  });
});

describe('delivery plans of a shop location, before an address', () => {
  it('answers anyone, without a session, every plan with its prices and working days', async () => {
    const answer = await plansOf(LOCATIONS.colombo);
    expect(answer.status).toBe(200);
    const { inventoryLocationId, plans } = locationDeliveryPlans.parse(answer.body);
    expect(inventoryLocationId).toBe(LOCATIONS.colombo);
    expect(plans.map((p) => [p.id, p.prices.LKR, p.days])).toEqual([
      ['metro-standard', 350, { min: 2, max: 3 }],
      ['metro-express', 750, { min: 1, max: 1 }],
      ['regional-standard', 600, { min: 3, max: 5 }],
      ['regional-express', 1200, { min: 1, max: 2 }],
    ]);
    expect(plans[0]?.label).toMatchObject({ en: 'Standard (2-3 days)' });
  });

  it('refuses an unknown location with 404 and carries no amount while prices are hidden', async () => {
    const unknown = await plansOf('loc-atlantis');
    expect(unknown.status).toBe(404);
    expect(apiError.parse(unknown.body).code).toBe('E4040');
    settings.setGeneralSetting('hideProductPrice', true);
    const hidden = locationDeliveryPlans.parse((await plansOf(LOCATIONS.kandy)).body);
    expect(hidden.plans.length).toBe(4);
    expect(hidden.plans.every((p) => Object.keys(p.prices).length === 0)).toBe(true);
  });
});

describe('free delivery from the threshold', () => {
  it('charges the plan below Rs 10,000 and nothing from it, in the cart, its plans and the placed order', async () => {
    const s = new Shopper(api.api);
    await s.add('p-kettle', '', 1);
    await readyForDelivery(s);
    let c = await s.cart();
    expect(c).toMatchObject({ subTotal: 6000, deliveryChargers: 350, tax: 600, total: 6950 });

    await s.add('p-sneaker', 'size:40', 1);
    c = await s.cart();
    expect(c).toMatchObject({ subTotal: 15000, deliveryChargers: 0, tax: 1500, total: 16500 });
    expect(c.deliveryPlan).toMatchObject({ id: 'metro-standard', price: 0 });
    const plans = deliveryPlan.array().parse((await s.get('cart/get/delivery-plans')).body);
    expect(plans.map((p) => p.price)).toEqual([0, 0]);

    const placed = purchaseResponse.parse((await s.get('cart/purchase')).body);
    if (placed.kind !== 'ORDER_PLACED') throw new Error('expected a placed order');
    const order = orderSchema.parse((await s.get(`order/get/${placed.orderId}`)).body);
    expect(order).toMatchObject({ subTotal: 15000, deliveryChargers: 0, total: 16500 });
  });

  it('counts the goods after discounts: a promo that takes the cart below the threshold brings the charge back', async () => {
    const s = new Shopper(api.api);
    await s.add('p-kettle', '', 1);
    await s.add('p-wrap', 'ribbon:off', 14);
    await readyForDelivery(s);
    expect(await s.cart()).toMatchObject({ subTotal: 10200, deliveryChargers: 0 });
    const c = cartSchema.parse((await s.post('cart/set/promoCode', { promoCode: 'FLAT500' })).body);
    expect(c).toMatchObject({ subTotal: 10200, totalPriceDiscounts: 500, deliveryChargers: 350, tax: 970, total: 11020 });
  });

  it('charges every plan when the merchant has no such rule', async () => {
    settings.updateSite((site) => {
      site.commerceSettings = {};
    });
    const s = new Shopper(api.api);
    await s.add('p-kettle', '', 1);
    await s.add('p-sneaker', 'size:40', 1);
    await readyForDelivery(s);
    expect(await s.cart()).toMatchObject({ subTotal: 15000, deliveryChargers: 350, total: 16850 });
  });
});

describe('tax included in prices', () => {
  it('shows the tax part of the goods and does not add it to the total', async () => {
    settings.updateSite((site) => {
      site.commerceSettings = { taxDisplay: 'INCLUDED' };
    });
    const s = new Shopper(api.api);
    await s.add('p-kettle', '', 1);
    await readyForDelivery(s);
    // 6000 includes 10 % tax: 6000 − 6000 / 1.1 = 545.45.
    expect(await s.cart()).toMatchObject({ subTotal: 6000, deliveryChargers: 350, tax: 545.45, total: 6350 });
  });
});
