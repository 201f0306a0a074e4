import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { GET as product } from '@/app/api/product/[id]/route';
import { buildSite } from '@/customer-api/seed/site';
import { routeRequest, withParams } from '@/test/route-requests';

/** A merchant's customer API that answers its errors its own way. */
const ANSWERS: Record<string, [number, unknown]> = {
  '/schema/get': [200, buildSite()],
  '/product/p-gone': [404, { code: 'E4040', description: 'Route GET:/demo/customer-api/v2/product/p-gone not found', httpStatus: 404 }],
  '/product/p-lost': [404, { code: 'E4040', description: 'No endpoint GET /demo/customer-api/v2/product/p-lost', httpStatus: 404 }],
  '/product/p-down': [
    503,
    { code: 'E2003', description: `Back at 6 pm <b>with new stock</b>\n${'and more '.repeat(60)}`, httpStatus: 503 },
  ],
  '/product/p-quiet': [503, { code: 'E2003', httpStatus: 503 }],
};

let server: Server;
beforeAll(async () => {
  server = createServer((request, response) => {
    const [status, body] = ANSWERS[new URL(request.url ?? '/', 'http://api').pathname.replace('/demo/customer-api/v2', '')] ?? [500, {}];
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, { CUSTOMER_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, TENANT: 'demo' });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const errorBody = z.strictObject({ code: z.string(), message: z.string() });
const ask = async (id: string) => {
  const res = await product(routeRequest(`/api/product/${id}`), withParams({ id }));
  return { status: res.status, body: errorBody.parse(await res.json()) };
};

describe('the BFF with the customer API’s error texts', () => {
  it('answers its own text for a not-found that names the API’s routes or paths', async () => {
    for (const id of ['p-gone', 'p-lost']) {
      const { status, body } = await ask(id);
      expect(status).toBe(404);
      expect(body).toEqual({ code: 'E4040', message: 'Not found.' });
    }
  });

  it('passes on the API’s E2003 description as plain text of at most 300 characters (spec §8)', async () => {
    const { status, body } = await ask('p-down');
    expect(status).toBe(503);
    expect(body.code).toBe('E2003');
    expect(body.message).toMatch(/^Back at 6 pm with new stock and more/);
    expect(body.message).not.toMatch(/[<>\n]/);
    expect(body.message.length).toBeLessThanOrEqual(300);
  });

  it('falls back to the fixed text when an E2003 has no description', async () => {
    expect((await ask('p-quiet')).body).toEqual({ code: 'E2003', message: 'We are sorry, Site is temporarily offline' });
  });
});
