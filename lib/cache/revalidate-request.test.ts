import { signBody, tagsToRevalidate } from './revalidate-request';

const secret = 'a-long-shared-secret-for-tests';

describe('the revalidate webhook', () => {
  it('accepts the signature a sender computes independently (HMAC-SHA256 of the raw body, hex)', () => {
    // Known answer: printf '%s' "$body" | openssl dgst -sha256 -hmac 'a-long-shared-secret-for-tests'
    const body = '{"kind":"product","id":"P-1001"}';
    const expected = 'sha256=782b30d97b2162c73c6c869bc77ebf51314cd9991c8a911f5af3d3b1eb6d17af';
    expect(signBody(secret, body)).toBe(expected);
    expect(tagsToRevalidate(secret, body, expected)).toEqual({ ok: true, tags: ['product:P-1001', 'search'] });
    expect(tagsToRevalidate(secret, body.replace('1001', '1002'), expected)).toMatchObject({ ok: false, status: 401 });
  });

  it('invalidates one product and search results when signed', () => {
    const body = JSON.stringify({ kind: 'product', id: 'p-0001' });
    expect(tagsToRevalidate(secret, body, signBody(secret, body))).toEqual({ ok: true, tags: ['product:p-0001', 'search'] });
  });

  it('refreshes pages read by slug when the slug is named', () => {
    const body = JSON.stringify({ kind: 'product', id: 'p-0001', slug: 'teak-coffee-table' });
    expect(tagsToRevalidate(secret, body, signBody(secret, body))).toEqual({
      ok: true,
      tags: ['product:p-0001', 'product-slug:teak-coffee-table', 'search'],
    });
  });

  it('refreshes every product page when no product is named', () => {
    const body = JSON.stringify({ kind: 'product' });
    expect(tagsToRevalidate(secret, body, signBody(secret, body))).toEqual({ ok: true, tags: ['products', 'search'] });
  });

  it('invalidates the whole site schema', () => {
    const body = JSON.stringify({ kind: 'schema' });
    expect(tagsToRevalidate(secret, body, signBody(secret, body))).toEqual({ ok: true, tags: ['schema'] });
  });

  it('refuses an unsigned or wrongly signed request', () => {
    const body = JSON.stringify({ kind: 'schema' });
    expect(tagsToRevalidate(secret, body, null)).toMatchObject({ ok: false, status: 401 });
    expect(tagsToRevalidate(secret, body, signBody('another-secret-entirely', body))).toMatchObject({ ok: false, status: 401 });
    expect(tagsToRevalidate(secret, body, 'sha256=00')).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses a signed body it does not understand', () => {
    const body = JSON.stringify({ kind: 'everything' });
    expect(tagsToRevalidate(secret, body, signBody(secret, body))).toMatchObject({ ok: false, status: 400 });
    expect(tagsToRevalidate(secret, 'not json', signBody(secret, 'not json'))).toMatchObject({ ok: false, status: 400 });
  });

  it('is off until a secret is configured', () => {
    expect(tagsToRevalidate(undefined, '{}', 'sha256=x')).toMatchObject({ ok: false, status: 503 });
  });
});
