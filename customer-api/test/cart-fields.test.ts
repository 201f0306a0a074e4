import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { CART_FIELDS, type CartField } from '../../lib/api/cart-schemas';
import { buildApp } from '../app';
import { openDatabase, type Db } from '../core/database';
import { loadSeed } from '../seed/load-seed';
import { fixtureSeed } from './fixture';

let dir: string;
let db: Db;
let app: ReturnType<typeof buildApp>;
const registered: RouteOptions[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'customer-api-cart-fields-'));
  db = openDatabase(join(dir, 'api.sqlite'));
  loadSeed(db, fixtureSeed());
  app = buildApp({ db, tenant: 'demo', imageDir: join(dir, 'images'), commerce: { paymentSimulator: true } });
  app.addHook('onRoute', (route) => void registered.push(route));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the cart's fields, one map in the contract", () => {
  it('are exactly the set/… routes of the API, each reading its value where the contract says', () => {
    const routes = registered.filter((r) => r.method === 'POST' && /\/cart\/set\/[^/:]+$/.test(r.url));
    const byField = new Map(routes.map((r) => [r.url.split('/').pop() as string, r]));
    for (const field of Object.keys(CART_FIELDS) as CartField[]) {
      const schema = byField.get(field)?.schema;
      expect([field, CART_FIELDS[field].in === 'query' ? Boolean(schema?.querystring) : Boolean(schema?.body)]).toEqual([field, true]);
    }
    // The other POST set/… route is the cart's attached file (a form upload), not a checkout value.
    expect([...byField.keys()].filter((f) => !(f in CART_FIELDS)).sort()).toEqual(['file']);
  });
});
