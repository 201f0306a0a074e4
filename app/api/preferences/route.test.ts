import { startTestApi } from '@/customer-api/test/start-test-api';
import { LOCATIONS } from '@/customer-api/test/fixture';
import { againstReferenceApi } from '@/test/reference-api';
import { routeRequest } from '@/test/route-requests';
import { POST } from './route';

againstReferenceApi(startTestApi);

async function choose(https: boolean) {
  const res = await POST(
    routeRequest('/api/preferences', {
      method: 'POST',
      body: { currency: 'USD', inventoryId: LOCATIONS.kandy },
      headers: { 'x-forwarded-proto': https ? 'https' : 'http' },
    }),
  );
  expect(res.status).toBe(200);
  return new Map(res.headers.getSetCookie().map((line) => [line.split('=')[0], line]));
}

describe('POST /api/preferences', () => {
  it('keeps the currency and location a year, Secure over HTTPS so no plain page sees or sets them', async () => {
    const secure = await choose(true);
    for (const name of ['currency', 'inventoryId']) {
      expect(secure.get(name)).toMatch(/; Secure/i);
      expect(secure.get(name)).toMatch(/Max-Age=31536000/);
      expect(secure.get(name)).toMatch(/SameSite=lax/i);
    }
    const plain = await choose(false);
    for (const name of ['currency', 'inventoryId']) expect(plain.get(name)).not.toMatch(/; Secure/i);
  });
});

describe('POST /api/preferences from a form (a page before it hydrated)', () => {
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    POST(
      routeRequest('/api/preferences', {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      }),
    );

  it('stores the currency and answers 303 back to the page the form was on', async () => {
    const res = await form({ currency: 'USD', back: '/si/search?query=tea' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/si/search?query=tea');
    expect(res.headers.getSetCookie().some((line) => line.startsWith('currency=USD'))).toBe(true);
  });

  it('stores a location, and clearInventory clears it', async () => {
    const chosen = await form({ inventoryId: LOCATIONS.kandy, back: '/' });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.getSetCookie().some((line) => line.startsWith(`inventoryId=${LOCATIONS.kandy}`))).toBe(true);
    const cleared = await form({ clearInventory: 'true', back: '/cart' }, { cookie: `inventoryId=${LOCATIONS.kandy}` });
    expect(cleared.status).toBe(303);
    expect(cleared.headers.get('location')).toBe('/cart');
    expect(cleared.headers.getSetCookie().some((line) => /^inventoryId=;/.test(line))).toBe(true);
  });

  it.each(['//evil.test/x', 'https://evil.test/', '/\\evil.test'])('leads only to a path of this site, never to %s', async (back) => {
    const res = await form({ currency: 'USD', back });
    expect(res.headers.get('location')).toBe('/');
  });

  it('refuses another site, an unknown currency and unknown fields as the JSON route does', async () => {
    expect((await form({ currency: 'USD', back: '/' }, { origin: 'https://evil.test' })).status).toBe(403);
    expect((await form({ currency: 'XYZ', back: '/' })).status).toBe(400);
    expect((await form({ currency: 'USD', admin: '1' })).status).toBe(400);
  });
});
