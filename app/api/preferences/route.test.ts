import { startTestApi } from '@/customer-api/test/start-test-api';
import { LOCATIONS } from '@/customer-api/test/fixture';
import { againstReferenceApi } from '@/test/reference-api';
import { routeRequest } from '@/test/route-requests';
import { POST } from './route';

againstReferenceApi(startTestApi);

async function choose(https: boolean) {
  const res = await POST(routeRequest('/api/preferences', { method: 'POST', body: { currency: 'USD', inventoryId: LOCATIONS.kandy }, headers: { 'x-forwarded-proto': https ? 'https' : 'http' } }));
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
