import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET as orderRoute } from '@/app/api/order/[orderId]/route';
import { GET as getCart } from '@/app/api/cart/route';
import { GET as deliveryPlans } from '@/app/api/cart/delivery-plans/route';
import { POST as addItem } from '@/app/api/cart/items/route';
import { POST as purchase } from '@/app/api/cart/purchase/route';
import { readyForDelivery, Shopper, startCommerceApi, type CommerceApi } from '@/customer-api/test/commerce-api';
import { guestCookieNames } from '@/lib/session/guest-cookie';
import { CookieJar, routeRequest, withParams } from '@/test/route-requests';

/**
 * A merchant API that sends every amount although its schema hides prices: the reference API with
 * the mode off, behind a proxy that switches `hideProductPrice` on in `schema/get` only.
 */
async function amountsSendingApi(api: CommerceApi): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'content-length')) as Record<
        string,
        string
      >;
      const upstream = await fetch(`${api.origin}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      });
      let text = await upstream.text();
      if (req.url?.endsWith('/schema/get')) {
        const schema = JSON.parse(text) as { generalSettings: Record<string, unknown> };
        schema.generalSettings.hideProductPrice = true;
        text = JSON.stringify(schema);
      }
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      res.end(text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let api: CommerceApi;
let proxy: { origin: string; close(): Promise<void> };
beforeAll(async () => {
  api = await startCommerceApi();
  proxy = await amountsSendingApi(api);
  Object.assign(process.env, { CUSTOMER_API_URL: proxy.origin, TENANT: 'demo', STATUS_CHECK_SECONDS: '0' });
});
afterAll(async () => {
  await proxy.close();
  await api.close();
});

// A currency code or an amount field followed by a number: an amount the browser could read.
const AMOUNT = /"(LKR|USD|unitPrice|itemTotal|subTotal|deliveryChargers|tax|totalPriceDiscounts|total|price)":\d/;

describe('hidden prices: the BFF strips the amounts of cart, checkout and order answers on its own', () => {
  it('the API behind sends amounts', async () => {
    const direct = new Shopper(api.api);
    expect(JSON.stringify((await direct.add('p-wrap', 'ribbon:off')).body)).toMatch(AMOUNT);
  });

  it('no amount in the cart, the delivery plans or the placed order', async () => {
    const jar = new CookieJar().set('inventoryId', 'loc-colombo');
    const added = await addItem(
      routeRequest('/api/cart/items', {
        method: 'POST',
        body: { productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 2 },
        cookies: jar,
      }),
    );
    expect(added.status).toBe(200);
    jar.take(added);
    const body = await added.text();
    expect(body).not.toMatch(AMOUNT);
    expect(JSON.parse(body)).toMatchObject({
      total: null,
      items: { 'p-wrap/ribbon:off': { quantity: 2, unitPrice: null, itemTotal: null } },
    });

    const session = jar.get(guestCookieNames(false).session) ?? '';
    await readyForDelivery(new Shopper(api.api, { session }), 'CASH');
    const answers = [
      await getCart(routeRequest('/api/cart', { cookies: jar })),
      await deliveryPlans(routeRequest('/api/cart/delivery-plans', { cookies: jar })),
    ];
    const placed = await purchase(routeRequest('/api/cart/purchase', { method: 'POST', cookies: jar }));
    expect(placed.status).toBe(200);
    const { orderId } = (await placed.json()) as { orderId: string };
    answers.push(await orderRoute(routeRequest(`/api/order/${orderId}`, { cookies: jar.take(placed) }), withParams({ orderId })));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toMatch(AMOUNT);
    }
  });
});
