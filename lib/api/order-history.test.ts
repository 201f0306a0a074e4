import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSite } from '@/customer-api/seed/site';
import { GET as ordersRoute } from '@/app/api/orders/[which]/route';
import { orderFixture } from '@/test/fixtures/order';
import { routeRequest, signedInJar, withParams } from '@/test/route-requests';
import { getOrders } from './profile';

/** A merchant's customer API that answers a history only for the customer its body names (spec §7 userId). */
let server: Server;
const asked: { path: string; body: unknown }[] = [];
const kavyasOrder = orderFixture({ id: 'ord_kavya' });

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      response.setHeader('content-type', 'application/json');
      if (path.endsWith('/schema/get')) return void response.end(JSON.stringify(buildSite()));
      const body: unknown = text ? JSON.parse(text) : undefined;
      asked.push({ path, body });
      const hers = (body as { userId?: unknown } | undefined)?.userId === 'kavya';
      response.end(JSON.stringify(hers ? { orders: [kavyasOrder], total: 1 } : { orders: [], total: 0 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.CUSTOMER_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.TENANT = 'demo';
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  asked.length = 0;
});

describe('the order history names the signed-in customer (spec §7 userId)', () => {
  it('sends the session’s customer id with the page asked, so the merchant’s API answers her orders', async () => {
    const res = await ordersRoute(
      routeRequest('/api/orders/ongoing?first=5&after=0', { cookies: await signedInJar('kavya') }),
      withParams({ which: 'ongoing' }),
    );
    expect(res.status).toBe(200);
    expect(asked).toEqual([{ path: '/demo/customer-api/v2/order/get-orders-ongoing', body: { first: 5, after: 0, userId: 'kavya' } }]);
    expect(((await res.json()) as { orders: { id: string }[] }).orders.map((o) => o.id)).toEqual(['ord_kavya']);
  });

  it('sends no userId when the call has no customer id', async () => {
    await getOrders({ inventoryId: null, token: 'token-kavya', guestSession: null }, 'completed', { first: 10, after: 0 });
    expect(asked).toEqual([{ path: '/demo/customer-api/v2/order/get-orders-completed', body: { first: 10, after: 0 } }]);
  });
});
