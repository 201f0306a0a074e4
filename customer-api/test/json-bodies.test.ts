import { apiError } from '../../lib/api/schemas';
import { Shopper, startCommerceApi, type CommerceApi } from './commerce-api';
import { call } from './start-test-api';

let api: CommerceApi;
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(async () => {
  await api.close();
});

const NOT_JSON = { code: 'E4000', description: 'Request body is not valid JSON', httpStatus: 400 };
const item = '"productId": "p-wrap", "varianceKey": "ribbon:off", "quantity": 1';
const POISONED: [string, string][] = [
  ['__proto__', `{${item}, "__proto__": {"polluted": true}}`],
  ['constructor.prototype', `{${item}, "constructor": {"prototype": {"polluted": true}}}`],
];

afterEach(() => {
  // Nothing may have reached the prototype of every object.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
});

describe('JSON bodies', () => {
  it.each(POISONED)('answers 400 to a shopper call whose body carries %s, and changes nothing', async (_name, body) => {
    const s = new Shopper(api.api);
    const res = await call(s.url('cart/add'), { method: 'POST', headers: s.headers({ 'content-type': 'application/json' }), body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(NOT_JSON);
    expect((await s.cart()).itemCount).toBe(0);
  });

  it.each(POISONED)('answers 400 to a catalogue and a translations call whose body carries %s', async (_name, body) => {
    const search = await call(`${api.api}/product/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const missing = await call(`${api.origin}/i18n/demo/locale/en.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect([search.body, missing.body]).toEqual([NOT_JSON, NOT_JSON]);
  });

  it('reads the same body without the poisoned key normally', async () => {
    const s = new Shopper(api.api);
    const res = await call(s.url('cart/add'), {
      method: 'POST',
      headers: s.headers({ 'content-type': 'application/json' }),
      body: `{${item}}`,
    });
    expect(res.status).toBe(200);
    expect((await s.cart()).itemCount).toBe(1);
  });

  it('still takes an empty JSON body as none on shopper calls (clear-cart, purchase are sent without one)', async () => {
    const s = new Shopper(api.api);
    await s.add('p-wrap', 'ribbon:off');
    const res = await call(s.url('cart/clear-cart'), {
      method: 'POST',
      headers: s.headers({ 'content-type': 'application/json' }),
      body: '',
    });
    expect(res.status).toBe(200);
    expect((await s.cart()).itemCount).toBe(0);
  });

  it('answers broken JSON on a shopper call in the error shape', async () => {
    const s = new Shopper(api.api);
    const res = await call(s.url('cart/add'), {
      method: 'POST',
      headers: s.headers({ 'content-type': 'application/json' }),
      body: '{"productId": ',
    });
    expect(apiError.parse(res.body)).toEqual(NOT_JSON);
  });
});
