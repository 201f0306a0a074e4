import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInput, Cart } from '../../lib/api/cart-schemas';
import { GUEST_HEADER, INVENTORY_HEADER } from '../../lib/api/http';
import { buildApp, type CommerceOptions } from '../app';
import type { LogOptions } from '../core/logging';
import { DEMO_CLIENT_SECRET } from '../../lib/config';
import type { ServerClient } from '../core/private-store';
import type { VerifiedUser } from '../core/request-scope';
import { loadSeed } from '../seed/load-seed';
import { openDatabase, type Db } from '../core/database';
import { fixtureSeed, LOCATIONS } from './fixture';
import { call, testLog, type JsonAnswer } from './start-test-api';

export const TENANT = 'demo';
export const STOREFRONT = 'http://shop.test:3000';

/** A settable server clock, so business hours and promo expiry can be tested on known days. */
export class TestClock {
  private at: number;
  constructor(iso: string) {
    this.at = Date.parse(iso);
  }
  now = (): Date => new Date(this.at);
  set(iso: string): void {
    this.at = Date.parse(iso);
  }
}

export interface CommerceApi {
  origin: string;
  api: string;
  db: Db;
  dir: string;
  clock: TestClock;
  close(): Promise<void>;
}

/** Bearer tokens the test verifier accepts: 'token-{userId}'. */
const verifyBearer = (token: string): VerifiedUser | null => {
  const match = /^token-([a-z0-9-]+)$/.exec(token);
  return match?.[1] ? { userId: match[1], email: `${match[1]}@example.com` } : null;
};

/** The storefront's own client credentials in tests (its demo defaults): its catalogue reads on a private store. */
export const STOREFRONT_CLIENT: ServerClient = { id: 'web-portal', secret: DEMO_CLIENT_SECRET };

/**
 * The real server over a temporary SQLite file with the contract fixture and its commerce seed.
 * Default clock: Wednesday 2026-11-25 10:00 in Colombo (04:30 UTC).
 */
export async function startCommerceApi(
  clockAt = '2026-11-25T04:30:00.000Z',
  commerce: Partial<CommerceOptions> = {},
  log: LogOptions = testLog(),
): Promise<CommerceApi> {
  const dir = mkdtempSync(join(tmpdir(), 'customer-api-commerce-'));
  const db = openDatabase(join(dir, 'api.sqlite'));
  loadSeed(db, fixtureSeed());
  const clock = new TestClock(clockAt);
  const app = buildApp({
    db,
    tenant: TENANT,
    imageDir: join(dir, 'images'),
    commerce: {
      uploadDir: join(dir, 'uploads'),
      storefrontUrl: STOREFRONT,
      now: clock.now,
      verifyBearer,
      serverClient: STOREFRONT_CLIENT,
      paymentSimulator: true,
      ...commerce,
    },
    log,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    api: `${origin}/${TENANT}/customer-api/v2`,
    db,
    dir,
    clock,
    close: async () => {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A second server on the same database file, as after a restart of the API. */
export async function startAnotherServer(first: CommerceApi): Promise<{ api: string; close(): Promise<void> }> {
  const db = openDatabase(join(first.dir, 'api.sqlite'));
  const app = buildApp({
    db,
    tenant: TENANT,
    imageDir: join(first.dir, 'images'),
    commerce: {
      uploadDir: join(first.dir, 'uploads'),
      storefrontUrl: STOREFRONT,
      now: first.clock.now,
      verifyBearer,
      serverClient: STOREFRONT_CLIENT,
      paymentSimulator: true,
    },
    log: testLog(),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    api: `http://127.0.0.1:${port}/${TENANT}/customer-api/v2`,
    close: async () => {
      await app.close();
      db.close();
    },
  };
}

export type Query = Record<string, string>;

/** One shopper talking to the API over HTTP, as the storefront's server would on their behalf. */
export class Shopper {
  readonly session: string;
  location: string | null;

  constructor(
    readonly api: string,
    options: { location?: string | null; bearer?: string; session?: string } = {},
  ) {
    this.session = options.session ?? randomBytes(32).toString('base64url');
    this.location = options.location === undefined ? LOCATIONS.colombo : options.location;
    this.bearer = options.bearer ?? null;
  }

  private readonly bearer: string | null;

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const h: Record<string, string> = { ...extra };
    if (this.bearer) h.authorization = `Bearer ${this.bearer}`;
    if (this.session) h[GUEST_HEADER] = this.session;
    if (this.location) h[INVENTORY_HEADER] = this.location;
    return h;
  }

  url(path: string, query?: Query): string {
    const q = query ? `?${new URLSearchParams(query).toString()}` : '';
    return `${this.api}/${path}${q}`;
  }

  get(path: string, query?: Query): Promise<JsonAnswer> {
    return call(this.url(path, query), { headers: this.headers() });
  }

  post(path: string, body?: unknown, query?: Query): Promise<JsonAnswer> {
    return call(this.url(path, query), {
      method: 'POST',
      headers: this.headers(body === undefined ? {} : { 'content-type': 'application/json' }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  put(path: string, query?: Query): Promise<JsonAnswer> {
    return call(this.url(path, query), { method: 'PUT', headers: this.headers() });
  }

  async cart(): Promise<Cart> {
    return (await this.get('cart/get')).body as Cart;
  }

  add(productId: string, varianceKey: string, quantity = 1): Promise<JsonAnswer> {
    return this.post('cart/add', { productId, varianceKey, quantity });
  }
}

export const address = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  firstName: 'Nimal',
  lastName: 'Perera',
  addressLine1: '12 Flower Road',
  addressLine2: '',
  province: 'Western',
  district: 'Colombo',
  city: 'Colombo 03',
  cityId: 'city-colombo-03',
  postalCode: '00300',
  country: 'Sri Lanka',
  contactNumber: '+94771234567',
  geoCoordinates: null,
  ...overrides,
});

/** Fills every checkout field for home delivery with cash (or card). */
export async function readyForDelivery(s: Shopper, paymentMethod: 'CASH' | 'CARD' = 'CASH', email = 'nimal@example.com'): Promise<void> {
  const steps: JsonAnswer[] = [];
  steps.push(await s.post('cart/set/email', { email }));
  steps.push(await s.post('cart/set/shipping-address', address()));
  steps.push(await s.post('cart/set/delivery-method', { deliveryMethod: 'delivery' }));
  steps.push(await s.post('cart/set/delivery-plan', { deliveryPlanId: 'metro-standard' }));
  steps.push(await s.post('cart/set/payment-method', { paymentMethod }));
  const failed = steps.find((r) => r.status !== 200);
  if (failed) throw new Error(`checkout step failed: ${failed.status} ${JSON.stringify(failed.body)}`);
}

/** Submits the hosted payment page's form like a browser (no redirect following). */
export async function submitPaymentForm(redirectUrl: string, fields: Record<string, string>): Promise<Response> {
  return fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export const GOOD_CARD = { action: 'pay', cardNumber: '4242 4242 4242 4242', name: 'Nimal Perera', expiry: '12/30', cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

export function stockOf(db: Db, productId: string, varianceKey: string, location: string): number {
  const row = db
    .prepare<[string, string, string], { quantity: number }>(
      'SELECT quantity FROM stock WHERE product_id = ? AND variance_key = ? AND location_id = ?',
    )
    .get(productId, varianceKey, location);
  return row?.quantity ?? -1;
}
