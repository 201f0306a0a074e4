import { apiError, messageTree, missingKeysResponse, missingMessagesResponse } from '../../lib/api/schemas';
import { MISSING_KEYS_CAP } from '../modules/i18n/translations-repository';
import { call, postJson, startTestApi, type TestApi } from './start-test-api';

let api: TestApi;
let i18n: string;
beforeAll(async () => {
  api = await startTestApi();
  i18n = `${api.origin}/i18n/demo`;
});
afterAll(async () => {
  await api.close();
});

describe('merchant message overrides', () => {
  it('returns the overrides of a language', async () => {
    const res = await call(`${i18n}/locale/si.json`);
    expect(res.status).toBe(200);
    expect(messageTree.parse(res.body)).toEqual({ product: { addToCart: 'කරත්තයට එක් කරන්න' } });
  });

  it('returns {} for a language without overrides', async () => {
    const res = await call(`${i18n}/locale/ta.json`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });

  it.each(['EN.json', 'en.txt', 'english.json', 'en', '..%2Fen.json'])('answers 400 for a malformed language file %s', async (file) => {
    const res = await call(`${i18n}/locale/${file}`);
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).code).toBe('E4000');
  });

  it('answers 404 for another tenant', async () => {
    expect((await call(`${api.origin}/i18n/other/locale/en.json`)).status).toBe(404);
  });
});

describe('missing message keys', () => {
  it('records keys with counts and lists them most asked first', async () => {
    const first = await postJson(`${i18n}/locale/ta.json`, { keys: ['cart.title', 'cart.empty', 'cart.title'] });
    expect(first.status).toBe(200);
    expect(missingKeysResponse.parse(first.body)).toEqual({ recorded: 2 });
    await postJson(`${i18n}/locale/ta.json`, { keys: ['cart.title'] });

    const res = await call(`${i18n}/missing/ta.json`);
    expect(res.status).toBe(200);
    const list = missingMessagesResponse.parse(res.body);
    expect(list.lng).toBe('ta');
    expect(list.keys.map((k) => [k.key, k.count])).toEqual([
      ['cart.title', 2],
      ['cart.empty', 1],
    ]);
    const title = list.keys[0];
    expect(title && Date.parse(title.lastSeen) >= Date.parse(title.firstSeen)).toBe(true);
  });

  it('keeps languages apart', async () => {
    await postJson(`${i18n}/locale/si.json`, { keys: ['home.hero'] });
    const en = missingMessagesResponse.parse((await call(`${i18n}/missing/en.json`)).body);
    expect(en.keys).toEqual([]);
    const si = missingMessagesResponse.parse((await call(`${i18n}/missing/si.json`)).body);
    expect(si.keys.map((k) => k.key)).toEqual(['home.hero']);
  });

  it.each([
    ['no keys', {}],
    ['an empty list', { keys: [] }],
    ['a key with spaces', { keys: ['a b'] }],
    ['a key that is not text', { keys: [7] }],
    ['too many keys', { keys: Array.from({ length: 501 }, (_, i) => `k${i}`) }],
  ])('answers 400 for %s', async (_name, body) => {
    const res = await postJson(`${i18n}/locale/en.json`, body);
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).code).toBe('E4000');
  });

  it('answers 400 for invalid JSON', async () => {
    const res = await call(`${i18n}/locale/en.json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{keys' });
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).code).toBe('E4000');
  });

  it('answers 400 for a language the shop does not offer', async () => {
    const res = await postJson(`${i18n}/locale/fr.json`, { keys: ['a'] });
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).description).toMatch(/not offered/);
  });

  it('stops adding new keys at the cap but keeps counting known ones', async () => {
    const batch = (from: number) => Array.from({ length: 500 }, (_, i) => `bulk.k${from + i}`);
    for (let from = 0; from < MISSING_KEYS_CAP + 500; from += 500) {
      await postJson(`${i18n}/locale/en.json`, { keys: batch(from) });
    }
    const list = missingMessagesResponse.parse((await call(`${i18n}/missing/en.json`)).body);
    expect(list.keys).toHaveLength(MISSING_KEYS_CAP);
    const again = await postJson(`${i18n}/locale/en.json`, { keys: ['bulk.k0', 'bulk.new'] });
    expect(missingKeysResponse.parse(again.body)).toEqual({ recorded: 1 });
  });
});
