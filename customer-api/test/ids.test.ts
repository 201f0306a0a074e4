import { request as httpRequest } from 'node:http';
import { apiError, ERROR_CODES } from '../../lib/api/schemas';
import { startTestApi, type TestApi } from './start-test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

/** Sends the path exactly as given (fetch would resolve the dot segments before sending). */
function rawGet(path: string, method = 'GET'): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(api.origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers: { 'x-guest-session': 'guest-session-ids-test-0001' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('id path parameters', () => {
  it.each([
    ['GET', '/product/..'],
    ['GET', '/product/%2e%2e'],
    ['GET', '/product/.'],
    ['GET', '/page/..'],
    ['GET', '/page/%2E'],
    ['GET', '/cities/search/find_by_id/..'],
    ['GET', '/cities/search/citysearch_by_id/%2e%2e'],
    ['GET', '/order/get/..'],
    ['GET', '/card/delete/..'],
    ['GET', '/profile/find/address/..'],
    ['POST', '/profile/update/address/remove/%2e'],
    ['GET', '/products/..'],
  ])('refuses %s %s with 400 E4000', async (method, path) => {
    const res = await rawGet(`/demo/customer-api/v2${path}`, method);
    expect(res.status).toBe(400);
    expect(apiError.parse(JSON.parse(res.body)).code).toBe(ERROR_CODES.badRequest);
  });

  it('still answers a plain id', async () => {
    expect((await rawGet('/demo/customer-api/v2/product/p-tee')).status).toBe(200);
  });
});
