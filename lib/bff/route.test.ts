import { NextRequest } from 'next/server';
import { z } from 'zod';
import { SettingsRepository } from '@/customer-api/core/settings-repository';
import { startCommerceApi } from '@/customer-api/test/commerce-api';
import { GET as getCart } from '@/app/api/cart/route';
import { POST as addItem } from '@/app/api/cart/items/route';
import { POST as setField } from '@/app/api/cart/set/[field]/route';
import { GET as places } from '@/app/api/places/route';
import { POST as revalidate } from '@/app/api/revalidate/route';
import { GET as product } from '@/app/api/product/[id]/route';
import { CookieJar, ORIGIN, routeRequest, withParams } from '@/test/route-requests';
import { bffRoute } from './route';
import { againstReferenceApi } from '@/test/reference-api';

const api = againstReferenceApi(startCommerceApi, { REVALIDATE_SECRET: 'a-test-secret-of-sixteen+' });
const setMaintenance = (on: boolean) => new SettingsRepository(api.db).setMaintenance(on);

const line = { productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 1 };
const errorBody = z.strictObject({ code: z.string().min(1), message: z.string().min(1) });

describe('the BFF route wrapper', () => {
  it('refuses a body whose Content-Length is over the cap with 413, before reading it', async () => {
    // The body itself is a valid small one: only the declared length can refuse it.
    const res = await addItem(
      routeRequest('/api/cart/items', { method: 'POST', body: line, headers: { 'content-length': String(17 * 1024) } }),
    );
    expect(res.status).toBe(413);
    expect(errorBody.parse(await res.json()).code).toBe('E4130');
    expect(res.cookies.getAll()).toEqual([]);
  });

  it('stops reading a streamed body once it passes the cap, whatever Content-Length claimed', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const req = new NextRequest(`${ORIGIN}/api/cart/items`, {
      method: 'POST',
      headers: { host: 'shop.test', origin: ORIGIN, 'content-type': 'application/json', 'content-length': '20' },
      body: stream,
      // Node needs duplex for a streamed request body; the DOM typings do not know it.
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await addItem(req);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(10);
  });

  it('lets the revalidate webhook send up to 64 KB and no more', async () => {
    const within = JSON.stringify({ kind: 'schema', pad: 'x'.repeat(40 * 1024) });
    const over = JSON.stringify({ kind: 'schema', pad: 'x'.repeat(65 * 1024) });
    // Within the cap the body is read and its (missing) signature judged: 401, not 413.
    expect((await revalidate(routeRequest('/api/revalidate', { method: 'POST', body: within }))).status).toBe(401);
    const res = await revalidate(routeRequest('/api/revalidate', { method: 'POST', body: over }));
    expect(res.status).toBe(413);
    expect((await addItem(routeRequest('/api/cart/items', { method: 'POST', body: within }))).status).toBe(413);
  });

  it('refuses a change sent from another site with 403, and sets no cookie', async () => {
    const res = await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, headers: { origin: 'https://evil.example' } }));
    expect(res.status).toBe(403);
    expect(errorBody.parse(await res.json())).toEqual({ code: 'E4030', message: 'Cross-site requests are not allowed.' });
    expect(res.cookies.getAll()).toEqual([]);
  });

  it('answers 400 for a body, query or segment that fails its schema, 415 for a body that is not JSON', async () => {
    const badBody = await addItem(routeRequest('/api/cart/items', { method: 'POST', body: { productId: 'p-wrap', quantity: 'two' } }));
    expect(badBody.status).toBe(400);
    expect(errorBody.parse(await badBody.json()).message).toMatch(/quantity/);

    const notJson = await addItem(
      routeRequest('/api/cart/items', { method: 'POST', body: '{"productId":', headers: { 'content-type': 'application/json' } }),
    );
    expect(notJson.status).toBe(400);
    expect(errorBody.parse(await notJson.json()).message).toBe('The body is not valid JSON.');

    const text = await addItem(
      routeRequest('/api/cart/items', { method: 'POST', body: 'productId=p-wrap', headers: { 'content-type': 'text/plain' } }),
    );
    expect(text.status).toBe(415);

    const badQuery = await places(routeRequest('/api/places?districtId=../x'));
    expect(badQuery.status).toBe(400);
    errorBody.parse(await badQuery.json());

    const badSegment = await product(routeRequest('/api/product/..%2Fx'), withParams({ id: '../x' }));
    expect(badSegment.status).toBe(400);
    errorBody.parse(await badSegment.json());
  });

  it('answers every failure with the one body { code, message }, mapping the API by status', async () => {
    const jar = new CookieJar().set('inventoryId', 'loc-colombo');
    const added = await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: jar }));
    expect(added.status).toBe(200);
    jar.take(added);

    const unknownField = await setField(
      routeRequest('/api/cart/set/colour', { method: 'POST', body: {}, cookies: jar }),
      withParams({ field: 'colour' }),
    );
    expect(unknownField.status).toBe(404);
    errorBody.parse(await unknownField.json());

    // The API's own refusal passes through with its shopper-safe description.
    const refused = await setField(
      routeRequest('/api/cart/set/email', { method: 'POST', body: { email: 'x@' }, cookies: jar }),
      withParams({ field: 'email' }),
    );
    expect(refused.status).toBe(400);
    expect(errorBody.parse(await refused.json()).message).toContain('*Email is invalid');

    const missing = await product(routeRequest('/api/product/p-nothing'), withParams({ id: 'p-nothing' }));
    expect(missing.status).toBe(404);
    expect(errorBody.parse(await missing.json()).code).toMatch(/^E404/);

    setMaintenance(true);
    try {
      const offline = await getCart(routeRequest('/api/cart', { cookies: jar }));
      expect(offline.status).toBe(503);
      expect(errorBody.parse(await offline.json()).code).toBe('E2003');
    } finally {
      setMaintenance(false);
    }
  });

  it('answers 500 "An error occurred" for anything unexpected, without its details', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const broken = bffRoute({}, () => {
        throw new Error('database password is hunter2');
      });
      const res = await broken(routeRequest('/api/broken'));
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ code: 'E5000', message: 'An error occurred' });
      expect(text).not.toContain('hunter2');
    } finally {
      errors.mockRestore();
    }
  });

  it('marks every answer private, no-store, failures included; quick reads may be kept 30 s by the browser only', async () => {
    const ok = await getCart(routeRequest('/api/cart'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    const refused = await addItem(
      routeRequest('/api/cart/items', { method: 'POST', body: line, headers: { origin: 'https://evil.example' } }),
    );
    expect(refused.headers.get('cache-control')).toBe('private, no-store');

    const variant = await product(routeRequest('/api/product/p-wrap?varianceKey=ribbon%3Aoff'), withParams({ id: 'p-wrap' }));
    expect(variant.status).toBe(200);
    expect(variant.headers.get('cache-control')).toBe('private, max-age=30');
    const gone = await product(routeRequest('/api/product/p-nothing'), withParams({ id: 'p-nothing' }));
    expect(gone.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 429 with Retry-After once a cart has tried too many promo codes, and counts no other field', async () => {
    const jar = new CookieJar().set('inventoryId', 'loc-colombo');
    jar.take(await addItem(routeRequest('/api/cart/items', { method: 'POST', body: line, cookies: jar })));
    const tryCode = (promoCode: string) =>
      setField(
        routeRequest('/api/cart/set/promoCode', { method: 'POST', body: { promoCode }, cookies: jar }),
        withParams({ field: 'promoCode' }),
      );
    for (let i = 0; i < 20; i += 1) expect((await tryCode(`GUESS${i}`)).status).not.toBe(429);
    const refused = await tryCode('GUESS20');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'E4290', retryAfterSeconds: expect.any(Number) });
    const email = await setField(
      routeRequest('/api/cart/set/email', { method: 'POST', body: { email: 'a@example.com' }, cookies: jar }),
      withParams({ field: 'email' }),
    );
    expect(email.status).toBe(200);
  });
});
