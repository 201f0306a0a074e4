/**
 * The last units of one product, bought by many shoppers at once through the storefront's own routes:
 * each shopper is a guest with its own cookies who adds the product (`/api/cart/items`), fills a
 * store-pickup cash checkout (`/api/cart/set/*`), waits for the others, and then all place their
 * order together (`/api/cart/purchase`). Those who got nothing read their cart (`/api/cart`) to see
 * why, as the checkout does. Loopback only.
 *
 *   const setup = await discover(apiBase, { tracked: true });   // ./cart-load.mjs
 *   (set that product's stock at setup.location to 10)
 *   const result = await buyLastUnits({ web: 'http://127.0.0.1:3200', setup, shoppers: 200 });
 */
import Database from 'better-sqlite3';
import { percentiles } from './cart-load.mjs';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const MAX_SHOPPERS = 500;
const REQUEST_TIMEOUT_MS = 120_000;

/** A guest's cookies, kept as the browser would (name → value; an empty value or Max-Age=0 removes). */
class CookieJar {
  #cookies = new Map();

  constructor(initial) {
    for (const [name, value] of Object.entries(initial)) this.#cookies.set(name, value);
  }

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  take(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (gone) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}

/**
 * Runs `shoppers` guests against the storefront at `web` for `setup` (from `discover`). Answers how
 * many orders were placed (with their ids), the purchase answers by status, the refusals with the
 * warning each refused shopper's cart then carried for the product, and the purchase latency.
 * `whilePurchasing` runs beside the purchases once they start (a fault to inject); with
 * `retryOutageMs` a shopper whose purchase met an outage (5xx or no answer) presses again every
 * half second for that long, as a shopper would.
 */
export async function buyLastUnits({ web, setup, shoppers = 200, whilePurchasing, retryOutageMs = 0 }) {
  const base = new URL(web);
  if (!LOOPBACK.has(base.hostname)) throw new Error(`buyLastUnits runs against loopback only, not ${base.hostname}`);
  const origin = base.origin;
  const count = Math.min(MAX_SHOPPERS, Math.max(1, Math.floor(shoppers)));
  const { product, location, outletId, billing } = setup;

  async function call(jar, method, path, body) {
    const started = performance.now();
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        cookie: jar.header(),
        accept: 'application/json',
        ...(method === 'GET' ? {} : { origin, 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    jar.take(res);
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, body: json, text, ms: performance.now() - started };
  }

  const statuses = {};
  const tally = (res) => {
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  };

  // Every shopper fills the checkout first; the purchases then start together.
  let release;
  const allReady = new Promise((resolve) => {
    release = resolve;
  });
  let ready = 0;
  const arrived = () => {
    ready += 1;
    if (ready === count) release();
  };

  const setupFailures = [];
  const purchases = [];

  async function shopper(index) {
    const jar = new CookieJar({ inventoryId: location });
    const steps = [
      ['POST', '/api/cart/items', { productId: product.id, varianceKey: product.varianceKey, quantity: 1 }],
      ['POST', '/api/cart/set/email', { email: `last-units-${index}@example.com` }],
      ['POST', '/api/cart/set/payment-method', { paymentMethod: 'CASH' }],
      ['POST', '/api/cart/set/delivery-method', { deliveryMethod: 'store' }],
      ['POST', '/api/cart/set/store', { outletId }],
      ['POST', '/api/cart/set/is-billing-same-as-shipping', { isBillingSameAsShipping: false }],
      ['POST', '/api/cart/set/billing-address', billing],
    ];
    try {
      for (const [method, path, body] of steps) {
        const res = await call(jar, method, path, body);
        tally(res);
        if (res.status !== 200) {
          setupFailures.push({ shopper: index, path, status: res.status, body: res.body ?? res.text.slice(0, 200) });
          return;
        }
      }
    } catch (error) {
      setupFailures.push({ shopper: index, error: error instanceof Error ? error.message : String(error) });
      return;
    } finally {
      arrived();
    }
    await allReady;
    const press = () =>
      call(jar, 'POST', '/api/cart/purchase').catch((error) => ({ status: 0, body: { message: String(error) }, ms: NaN }));
    let placed = await press();
    tally(placed);
    const outages = [];
    const giveUpAt = performance.now() + retryOutageMs;
    while ((placed.status === 0 || placed.status >= 500) && performance.now() < giveUpAt) {
      outages.push({ status: placed.status, code: placed.body?.code ?? null, message: placed.body?.message ?? null });
      await new Promise((resolve) => setTimeout(resolve, 500));
      placed = await press();
      tally(placed);
    }
    const outcome = { shopper: index, status: placed.status, ms: placed.ms, body: placed.body, outages };
    if (placed.status !== 200) {
      // What the checkout shows next: the cart, with its warning for the product.
      const cart = await call(jar, 'GET', '/api/cart').catch(() => ({ status: 0, body: undefined }));
      tally(cart);
      const warnings = Object.values(cart.body?.warnings ?? {});
      outcome.warning = warnings.find((w) => w.productId === product.id && w.varianceKey === product.varianceKey) ?? null;
    }
    purchases.push(outcome);
  }

  const began = performance.now();
  const fault = whilePurchasing ? allReady.then(() => whilePurchasing()) : Promise.resolve();
  await Promise.all([fault, ...Array.from({ length: count }, (_, i) => shopper(i))]);
  const elapsed = (performance.now() - began) / 1000;

  const placed = purchases.filter((p) => p.status === 200 && p.body?.kind === 'ORDER_PLACED');
  const refused = purchases.filter((p) => p.status !== 200);
  return {
    shoppers: count,
    product,
    durationSeconds: Math.round(elapsed * 10) / 10,
    setupFailures,
    statuses,
    errors5xx: Object.entries(statuses).reduce((n, [status, times]) => (Number(status) >= 500 ? n + times : n), 0),
    orderIds: placed.map((p) => p.body.orderId),
    outages: purchases.flatMap((p) => p.outages),
    refused: refused.map(({ shopper, status, body, warning }) => ({
      shopper,
      status,
      code: body?.code ?? null,
      message: body?.message ?? null,
      warning,
    })),
    purchase: { count: purchases.length, ...percentiles(purchases.map((p) => p.ms).filter(Number.isFinite)) },
  };
}

/**
 * The product's shelf in the reference API's SQLite file: `set(quantity)` puts that many on it;
 * `read()` answers the quantity left and the orders holding the product (ids and units, per order
 * so a doubled order shows).
 */
export function shelf(databasePath, { product, location }) {
  const where = 'product_id = ? AND variance_key = ? AND location_id = ?';
  const withDb = (fn) => {
    const db = new Database(databasePath, { timeout: 10_000 });
    try {
      return fn(db);
    } finally {
      db.close();
    }
  };
  return {
    set(quantity) {
      withDb((db) => {
        const changed = db.prepare(`UPDATE stock SET quantity = ? WHERE ${where}`).run(quantity, product.id, product.varianceKey, location);
        if (changed.changes !== 1) throw new Error(`no stock row for ${product.id} at ${location}`);
      });
    },
    read() {
      return withDb((db) => {
        const stock =
          db.prepare(`SELECT quantity FROM stock WHERE ${where}`).get(product.id, product.varianceKey, location)?.quantity ?? null;
        const orders = db
          .prepare(
            `SELECT o.id AS id, o.cart_id AS cartId, SUM(json_extract(i.value, '$.quantity')) AS units
             FROM orders o, json_each(o.json, '$.items') i
             WHERE json_extract(i.value, '$.productId') = ? AND json_extract(i.value, '$.varianceKey') = ?
             GROUP BY o.id ORDER BY o.seq`,
          )
          .all(product.id, product.varianceKey);
        return { stock, orders };
      });
    },
  };
}
