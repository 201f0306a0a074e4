import { z } from 'zod';
import { addToCartRequest, deleteCartItemQuery } from '../../lib/api/cart-schemas';
import { GUEST_HEADER, INVENTORY_HEADER } from '../../lib/api/http';
import { apiError, idParam } from '../../lib/api/schemas';
import { invalidInput } from '../core/errors';
import { LOCATIONS } from './fixture';
import { call, startTestApi, TENANT, type TestApi } from './start-test-api';

/**
 * Fastify checks every request part with its zod schema (fastify-type-provider-zod); the error
 * handler turns its validation error into the contract's 400, word for word the answer the API gave
 * before: 'Invalid {where}: {field}: {message}; …' naming the route's own part.
 */
let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
});
afterAll(() => server.close());

const shopper = { [GUEST_HEADER]: 'invalid-input-guest-session', [INVENTORY_HEADER]: LOCATIONS.colombo };
const expected = (schema: z.ZodType, value: unknown, where: string) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('the example is valid');
  return { code: 'E4000', httpStatus: 400, description: invalidInput(where, result.error).message };
};

describe('a request part that breaks its schema', () => {
  it('answers 400 naming the body and each field: Invalid item: quantity: …', async () => {
    const body = { productId: 'p-tee', varianceKey: '', quantity: 0, extra: 'x' };
    const res = await call(`${server.api}/cart/add`, {
      method: 'POST',
      headers: { ...shopper, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body)).toEqual(expected(addToCartRequest, body, 'item'));
    expect((res.body as { description: string }).description).toMatch(/^Invalid item: quantity: /);
  });

  it('names a query the same way, with up to five fields', async () => {
    const res = await call(`${server.api}/cart/delete?variance=${'x'.repeat(300)}`, { headers: shopper });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expected(deleteCartItemQuery, { variance: 'x'.repeat(300) }, 'query'));
  });

  it('names path parameters by the route (page id), and says a whole-part message where the route has one', async () => {
    const page = await call(`${server.api}/page/${encodeURIComponent('a b')}`);
    expect(page.status).toBe(400);
    expect(page.body).toEqual(expected(z.object({ id: idParam }), { id: 'a b' }, 'page id'));
    const image = await call(`${server.origin}/${TENANT}/media/not-an-image.exe`);
    expect(image.body).toEqual({ code: 'E4000', httpStatus: 400, description: 'Invalid image reference' });
  });

  it('reads a body left out, or null, as the route says (a search without one is the first page)', async () => {
    const none = await call(`${server.api}/product/search`, { method: 'POST' });
    expect(none.status).toBe(200);
    const nullBody = await call(`${server.api}/product/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'null',
    });
    expect(nullBody.status).toBe(200);
    expect(nullBody.body).toEqual(none.body);
  });
});
