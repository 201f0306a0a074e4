import { GUEST_HEADER, INVENTORY_HEADER } from '../../lib/api/http';
import { apiError } from '../../lib/api/schemas';
import type { Db } from '../core/database';
import { LOCATIONS } from './fixture';
import { call, startTestApi, type TestApi } from './start-test-api';

let server: TestApi;
let api: string;
let db: Db;
const verified: string[] = [];

beforeAll(async () => {
  server = await startTestApi({
    commerce: {
      verifyBearer: (token) => {
        verified.push(token);
        return token === 'token-ann' ? { userId: 'ann', email: 'ann@example.com' } : null;
      },
    },
  });
  api = server.api;
  db = server.db;
});
afterAll(async () => {
  await server.close();
});

const carts = () => (db.prepare('SELECT COUNT(*) AS n FROM carts').get() as { n: number }).n;
const json = (headers: Record<string, string>) => ({
  ...headers,
  'content-type': 'application/json',
  [INVENTORY_HEADER]: LOCATIONS.colombo,
});

describe('the shopper scope', () => {
  it('checks a bearer token once per request, before the call does anything', async () => {
    verified.length = 0;
    const res = await call(`${api}/cart/add`, {
      method: 'POST',
      headers: json({ authorization: 'Bearer token-ann' }),
      body: JSON.stringify({ productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 1 }),
    });
    expect(res.status).toBe(200);
    expect(verified).toEqual(['token-ann']);
  });

  it('answers 401 E4010 without a caller and leaves the cart tables alone', async () => {
    const before = carts();
    const res = await call(`${api}/cart/add`, {
      method: 'POST',
      headers: json({}),
      body: JSON.stringify({ productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 1 }),
    });
    expect(res.status).toBe(401);
    expect(apiError.parse(res.body).code).toBe('E4010');
    expect(carts()).toBe(before);
  });

  it('checks the body before the caller, as the handlers did: bad input is a 400 even without one', async () => {
    const res = await call(`${api}/cart/add`, {
      method: 'POST',
      headers: json({}),
      body: JSON.stringify({ productId: 'p-wrap', quantity: 0 }),
    });
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).description).toMatch(/^Invalid item: /);
  });

  it('hands a guest cart sent beside a bearer token to the user', async () => {
    const session = 'guest-session-for-adoption-01';
    await call(`${api}/cart/add`, {
      method: 'POST',
      headers: json({ [GUEST_HEADER]: session }),
      body: JSON.stringify({ productId: 'p-wrap', varianceKey: 'ribbon:on', quantity: 2 }),
    });
    const mine = await call(`${api}/cart/get`, { headers: json({ authorization: 'Bearer token-ann', [GUEST_HEADER]: session }) });
    expect((mine.body as { items: Record<string, { quantity: number }> }).items['p-wrap/ribbon:on']?.quantity).toBe(2);
  });

  it('leaves the catalogue to everyone: no caller needed', async () => {
    verified.length = 0;
    expect((await call(`${api}/product/p-tee`)).status).toBe(200);
    expect((await call(`${api}/product/p-tee`, { headers: { authorization: 'Bearer nonsense' } })).status).toBe(200);
    expect(verified).toEqual([]);
  });
});
