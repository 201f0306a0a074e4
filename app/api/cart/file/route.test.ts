import { NextRequest } from 'next/server';
import { z } from 'zod';
import { startCommerceApi } from '@/customer-api/test/commerce-api';
import { POST as addItem } from '@/app/api/cart/items/route';
import { GET as deliverySchedule } from '@/app/api/cart/delivery-schedule/route';
import { cart as cartSchema, deliverySchedule as scheduleSchema, UPLOAD_LIMIT_BYTES } from '@/lib/api/cart-schemas';
import { guestWithOneItem } from '@/test/cart-routes';
import { CookieJar, ORIGIN, routeRequest } from '@/test/route-requests';
import { againstReferenceApi } from '@/test/reference-api';
import { POST as setFile } from './route';

againstReferenceApi(startCommerceApi);

const errorBody = z.strictObject({ code: z.string().min(1), message: z.string().min(1) });
// The first bytes of a PNG: the API checks the type by them.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);

function upload(jar: CookieJar, body: Uint8Array, type: string, name = 'map.png') {
  return setFile(
    new NextRequest(`${ORIGIN}/api/cart/file`, {
      method: 'POST',
      headers: { host: 'shop.test', origin: ORIGIN, cookie: jar.header(), 'content-type': type, 'x-file-name': encodeURIComponent(name) },
      body: new Uint8Array(body),
    }),
  );
}

describe('POST /api/cart/file', () => {
  it('passes the bytes on as they are: the cart describes the file, and an empty body removes it', async () => {
    const jar = await guestWithOneItem();
    const res = await upload(jar, PNG, 'image/png', 'gate map.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(cartSchema.parse(await res.json()).file).toMatchObject({ name: 'gate map.png', size: PNG.byteLength, contentType: 'image/png' });
    const removed = await upload(jar, new Uint8Array(0), 'application/octet-stream');
    expect(cartSchema.parse(await removed.json()).file).toBeNull();
  });

  it('refuses a type that is not allowed (415) and a file over 5 MB (413) with the one error shape', async () => {
    const jar = await guestWithOneItem();
    const wrong = await upload(jar, new TextEncoder().encode('hello'), 'text/plain', 'note.txt');
    expect(wrong.status).toBe(415);
    expect(errorBody.parse(await wrong.json()).message).toBe('Only PDF, PNG, JPEG or WebP files can be attached');
    const big = await upload(jar, new Uint8Array(UPLOAD_LIMIT_BYTES + 1), 'image/png');
    expect(big.status).toBe(413);
    expect(errorBody.parse(await big.json()).code).toBe('E4130');
  });

  it('refuses a visitor without a cart: no session is started and nothing reaches the API', async () => {
    const res = await upload(new CookieJar(), PNG, 'image/png');
    expect(res.status).toBe(409);
    expect(errorBody.parse(await res.json()).message).toBe('Add an item to your cart before attaching a file');
    expect(res.headers.get('set-cookie') ?? '').not.toMatch(/guest/i);
  });

  it('refuses a guest whose cart is empty with the same message (the API checks it)', async () => {
    const jar = new CookieJar().set('inventoryId', 'loc-colombo');
    const started = await addItem(
      routeRequest('/api/cart/items', {
        method: 'POST',
        body: { productId: 'no-such-product', varianceKey: '', quantity: 1 },
        cookies: jar,
      }),
    );
    jar.take(started);
    const res = await upload(jar, PNG, 'image/png');
    expect(res.status).toBe(409);
    expect(errorBody.parse(await res.json()).message).toBe('Add an item to your cart before attaching a file');
  });

  it('counts uploads per session: the eleventh in ten minutes answers 429 with Retry-After', async () => {
    const jar = await guestWithOneItem();
    // Each test file counts on its own address; this one sends from its own.
    const from = (j: CookieJar) =>
      setFile(
        new NextRequest(`${ORIGIN}/api/cart/file`, {
          method: 'POST',
          headers: {
            host: 'shop.test',
            origin: ORIGIN,
            cookie: j.header(),
            'content-type': 'image/png',
            'x-forwarded-for': '198.51.100.23',
          },
          body: new Uint8Array(PNG),
        }),
      );
    for (let i = 0; i < 10; i += 1) expect((await from(jar)).status).toBe(200);
    const refused = await from(jar);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses another site with 403', async () => {
    const res = await setFile(
      new NextRequest(`${ORIGIN}/api/cart/file`, {
        method: 'POST',
        headers: { host: 'shop.test', origin: 'https://evil.example', 'content-type': 'image/png' },
        body: PNG,
      }),
    );
    expect(res.status).toBe(403);
  });
});

describe('GET /api/cart/delivery-schedule', () => {
  it('answers the business hours to a visitor without any session and to a guest with a cart', async () => {
    for (const jar of [new CookieJar(), await guestWithOneItem()]) {
      const res = await deliverySchedule(routeRequest('/api/cart/delivery-schedule', { cookies: jar }));
      expect(res.status).toBe(200);
      expect(scheduleSchema.parse(await res.json()).timeZone).toBe('Asia/Colombo');
    }
  });
});
