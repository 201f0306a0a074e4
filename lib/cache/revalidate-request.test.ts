import { signBody, tagsToRevalidate } from './revalidate-request';

const secret = 'a-long-shared-secret-for-tests';
const NOW = 1_795_460_000_000;
const ts = String(NOW / 1000);
/** A call signed now, as the back office sends it. */
const check = (body: string, signature: string | null = signBody(secret, body, ts), timestamp: string | null = ts, now = NOW) =>
  tagsToRevalidate(secret, body, { signature, timestamp }, now);

describe('the revalidate webhook', () => {
  it('accepts the signature a sender computes independently (HMAC-SHA256 of "{timestamp}.{raw body}", hex)', () => {
    // Known answer: printf '%s' "1795460000.$body" | openssl dgst -sha256 -hmac 'a-long-shared-secret-for-tests'
    const body = '{"kind":"product","id":"P-1001"}';
    const expected = 'sha256=eb2b0b2968f9196b919f58b2b2efddd948a46dc94ac99d4839e89e8ede4b4d4e';
    expect(signBody(secret, body, ts)).toBe(expected);
    expect(check(body, expected)).toEqual({ ok: true, tags: ['product:P-1001', 'search'] });
    expect(check(body.replace('1001', '1002'), expected)).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a call whose timestamp was changed, or that is more than five minutes old or ahead', () => {
    const body = JSON.stringify({ kind: 'schema' });
    expect(check(body, signBody(secret, body, ts), String(NOW / 1000 + 1))).toMatchObject({ ok: false, status: 401 });
    expect(check(body, undefined, undefined, NOW + 299_000)).toMatchObject({ ok: true });
    expect(check(body, undefined, undefined, NOW + 301_000)).toMatchObject({
      ok: false,
      status: 401,
      message: expect.stringContaining('expired'),
    });
    expect(check(body, undefined, undefined, NOW - 301_000)).toMatchObject({ ok: false, status: 401 });
    expect(check(body, signBody(secret, body, 'soon'), 'soon')).toMatchObject({ ok: false, status: 401 });
  });

  it('invalidates one product and search results when signed', () => {
    expect(check(JSON.stringify({ kind: 'product', id: 'p-0001' }))).toEqual({ ok: true, tags: ['product:p-0001', 'search'] });
  });

  it('refreshes pages read by slug when the slug is named', () => {
    expect(check(JSON.stringify({ kind: 'product', id: 'p-0001', slug: 'teak-coffee-table' }))).toEqual({
      ok: true,
      tags: ['product:p-0001', 'product-slug:teak-coffee-table', 'search'],
    });
  });

  it('refreshes every product page when no product is named', () => {
    expect(check(JSON.stringify({ kind: 'product' }))).toEqual({ ok: true, tags: ['products', 'search'] });
  });

  it('invalidates the whole site schema', () => {
    expect(check(JSON.stringify({ kind: 'schema' }))).toEqual({ ok: true, tags: ['schema'] });
  });

  it("takes the back office's own id of a change, so two same changes in one second sign differently", () => {
    const first = JSON.stringify({ kind: 'schema', event: 'chg-1' });
    const second = JSON.stringify({ kind: 'schema', event: 'chg-2' });
    expect(check(first)).toEqual({ ok: true, tags: ['schema'] });
    expect(signBody(secret, first, ts)).not.toBe(signBody(secret, second, ts));
    expect(check(JSON.stringify({ kind: 'schema', event: 'not an id!' }))).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses an unsigned or wrongly signed request', () => {
    const body = JSON.stringify({ kind: 'schema' });
    expect(check(body, null)).toMatchObject({ ok: false, status: 401 });
    expect(check(body, undefined, null)).toMatchObject({ ok: false, status: 401 });
    expect(check(body, signBody('another-secret-entirely', body, ts))).toMatchObject({ ok: false, status: 401 });
    expect(check(body, 'sha256=00')).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a signed body it does not understand', () => {
    expect(check(JSON.stringify({ kind: 'everything' }))).toMatchObject({ ok: false, status: 400 });
    expect(check('not json')).toMatchObject({ ok: false, status: 400 });
  });

  it('is off until a secret is configured', () => {
    expect(tagsToRevalidate(undefined, '{}', { signature: 'sha256=x', timestamp: ts })).toMatchObject({ ok: false, status: 503 });
  });
});
