/**
 * Cart benchmark against the reference customer API over HTTP: concurrent guest shoppers each loop
 * "add to cart → fill a store-pickup cash checkout → place the order" and the latency of the add and
 * of the placement is measured. Loopback only; every loop is bounded by time and by iterations.
 *
 *   const result = await benchCart({ apiBase: 'http://127.0.0.1:4200/demo/customer-api/v2', shoppers: 20, durationSeconds: 10 });
 */
import { randomBytes } from 'node:crypto';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
/** Upper bounds whatever the caller asks, so a typo cannot run for hours. */
const MAX_SHOPPERS = 200;
const MAX_SECONDS = 600;
const MAX_ITERATIONS_PER_SHOPPER = 5000;
const REQUEST_TIMEOUT_MS = 15_000;

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] * 10) / 10;
}

/** Percentiles of latency samples in milliseconds (nearest rank, one decimal); null for none. */
export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), p99Ms: percentile(sorted, 99), maxMs: percentile(sorted, 100) };
}

function summary(samples, errors) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: sorted.length, errors, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: percentile(sorted, 100) };
}

async function request(url, { method = 'GET', headers = {}, body } = {}) {
  const res = await fetch(url, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, body: json };
}

async function must(label, promise) {
  const res = await promise;
  if (res.status !== 200) throw new Error(`bench-cart setup: ${label} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * What every shopper buys and where: a product that needs no stock (or has the most), an outlet, a
 * billing city. With `tracked`, a product whose stock is counted (the one with the most).
 */
export async function discover(apiBase, { tracked = false } = {}) {
  const site = await must('schema/get', request(`${apiBase}/schema/get`));
  const location = site.inventoryLocations?.[0]?.id;
  if (!location) throw new Error('bench-cart setup: the shop has no inventory location');
  const headers = { 'x-inventory-location': location };
  const currency = (site.currency ?? site.currencies?.[0] ?? 'USD|$').split('|')[0];
  const search = await must(
    'product/search',
    request(`${apiBase}/product/search`, { method: 'POST', headers, body: { first: 100, after: 0 } }),
  );
  const candidates = search.products.filter((p) => p.cashOnDelivery && p.availability && (p.price?.[currency] ?? 0) > 0);
  const untracked = tracked ? undefined : candidates.find((p) => p.quantity === null);
  const product =
    untracked ?? [...candidates].filter((p) => !tracked || p.quantity !== null).sort((a, b) => (b.quantity ?? 0) - (a.quantity ?? 0))[0];
  if (!product) throw new Error('bench-cart setup: no product can be bought with cash at the first location');
  const outlets = await must('outlet/get', request(`${apiBase}/outlet/get`, { headers }));
  const outlet = outlets.find((o) => o.inventoryLocationId === location);
  if (!outlet) throw new Error(`bench-cart setup: no outlet serves ${location}`);
  const country = await must('country info', request(`${apiBase}/cities/search/find-country-info/${encodeURIComponent(site.country)}`));
  const province = country.provinces[0];
  const district = province?.districts?.[0];
  if (!province || !district) throw new Error('bench-cart setup: the country has no districts');
  const cities = await must('cities', request(`${apiBase}/cities/search/citysearch_by_id/${encodeURIComponent(district.id)}`));
  const city = cities[0];
  if (!city) throw new Error('bench-cart setup: the first district has no cities');
  const billing = {
    firstName: 'Bench',
    lastName: 'Shopper',
    addressLine1: '1 Benchmark Road',
    province: province.name.en ?? province.id,
    district: district.name.en ?? district.id,
    city: city.name.en ?? city.id,
    cityId: city.id,
    postalCode: /^\d{5}$/.test(city.postalCode) ? city.postalCode : '00100',
    country: country.name,
    contactNumber: '+94771234567',
  };
  const name = String(product.name?.en ?? Object.values(product.name ?? {})[0] ?? product.id);
  return {
    location,
    product: { id: product.id, varianceKey: product.varianceKey, name, tracked: product.quantity !== null },
    outletId: outlet.id,
    billing,
  };
}

/**
 * Runs `shoppers` concurrent guests for `durationSeconds` against `apiBase`
 * (`http://127.0.0.1:{port}/{tenant}/customer-api/v2`) and answers add-to-cart and place-order
 * (CASH) latency percentiles in milliseconds, with counts and errors.
 */
export async function benchCart({ apiBase, shoppers = 20, durationSeconds = 10 }) {
  const base = new URL(apiBase);
  if (!LOOPBACK.has(base.hostname)) throw new Error(`bench-cart runs against loopback only, not ${base.hostname}`);
  const api = base.href.replace(/\/$/, '');
  const count = Math.min(MAX_SHOPPERS, Math.max(1, Math.floor(shoppers)));
  const seconds = Math.min(MAX_SECONDS, Math.max(1, Number(durationSeconds) || 10));
  const setup = await discover(api);

  const adds = [];
  const orders = [];
  const errors = { add: 0, order: 0, checkout: 0 };
  const stopAt = performance.now() + seconds * 1000;

  async function shopper(index) {
    const headers = { 'x-guest-session': randomBytes(32).toString('base64url'), 'x-inventory-location': setup.location };
    const post = (path, body, query = '') => request(`${api}/${path}${query}`, { method: 'POST', headers, body });
    for (let i = 0; i < MAX_ITERATIONS_PER_SHOPPER && performance.now() < stopAt; i++) {
      let started = performance.now();
      const added = await post('cart/add', { productId: setup.product.id, varianceKey: setup.product.varianceKey, quantity: 1 });
      if (added.status !== 200) {
        errors.add += 1;
        // Sold out (a tracked product): nothing more this shopper can do.
        if (added.status === 409) return;
        continue;
      }
      adds.push(performance.now() - started);
      const steps = await Promise.all([
        post('cart/set/email', { email: `bench${index}@example.com` }),
        post('cart/set/payment-method', { paymentMethod: 'CASH' }),
      ]);
      steps.push(await post('cart/set/delivery-method', { deliveryMethod: 'store' }));
      steps.push(await post('cart/set/store', { outletId: setup.outletId }));
      steps.push(await post('cart/set/is-billing-same-as-shipping', { isBillingSameAsShipping: false }));
      steps.push(await post('cart/set/billing-address', setup.billing));
      if (steps.some((s) => s.status !== 200)) {
        errors.checkout += 1;
        continue;
      }
      started = performance.now();
      const placed = await request(`${api}/cart/purchase`, { headers });
      if (placed.status === 200 && placed.body?.kind === 'ORDER_PLACED') orders.push(performance.now() - started);
      else errors.order += 1;
    }
  }

  const began = performance.now();
  await Promise.all(Array.from({ length: count }, (_, i) => shopper(i)));
  const elapsed = (performance.now() - began) / 1000;
  return {
    shoppers: count,
    durationSeconds: Math.round(elapsed * 10) / 10,
    product: setup.product,
    addToCart: summary(adds, errors.add),
    placeOrder: summary(orders, errors.order),
    checkoutErrors: errors.checkout,
    ordersPerSecond: Math.round((orders.length / Math.max(elapsed, 0.001)) * 10) / 10,
  };
}
