import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cart as cartSchema } from '../../lib/api/cart-schemas';
import { cleanUpAbandoned } from '../modules/cart/cart-cleanup';
import { readyForDelivery, Shopper, startCommerceApi, type CommerceApi } from './commerce-api';
import { LOCATIONS } from './fixture';
import { call } from './start-test-api';

let api: CommerceApi;
beforeAll(async () => {
  api = await startCommerceApi();
});
afterAll(() => api.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;
const rules = { guestCartMaxAgeMs: 30 * DAY, orphanUploadMaxAgeMs: DAY, orderUploadMaxAgeMs: 90 * DAY };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const uploadDir = () => join(api.dir, 'uploads');
const uploads = () => (existsSync(uploadDir()) ? readdirSync(uploadDir()) : []);

async function guestWithUpload(shopper = new Shopper(api.api, { location: LOCATIONS.colombo })): Promise<{ fileId: string }> {
  await shopper.add('p-wrap', 'ribbon:off', 1);
  const res = await call(shopper.url('cart/set/file'), {
    method: 'POST',
    headers: shopper.headers({ 'content-type': 'image/png', 'x-file-name': 'scan.png' }),
    body: new Uint8Array(PNG),
  });
  const fileId = cartSchema.parse(res.body).file?.id;
  if (!fileId) throw new Error('no upload');
  return { fileId };
}

describe('cleaning up abandoned guest carts and uploads', () => {
  it('keeps a guest cart touched within GUEST_CART_DAYS, and deletes it with its upload after', async () => {
    const { fileId } = await guestWithUpload();
    const now = api.clock.now().getTime();
    const count = () =>
      api.db.prepare("SELECT count(*) AS n FROM carts WHERE owner_kind = 'guest' AND status = 'OPEN'").get() as { n: number };
    const before = count().n;

    expect(cleanUpAbandoned(api.db, uploadDir(), rules, new Date(now + 29 * DAY))).toEqual({ carts: 0, uploads: 0 });
    expect(uploads()).toContain(fileId);

    // A month on, the cart goes, and its upload (older than a day by then, named by no cart) with it.
    expect(cleanUpAbandoned(api.db, uploadDir(), rules, new Date(now + 31 * DAY))).toEqual({ carts: before, uploads: 1 });
    expect(count().n).toBe(0);
    expect(uploads()).not.toContain(fileId);
  });

  it('never deletes a customer’s cart or an upload a cart still names', async () => {
    const customer = new Shopper(api.api, { location: LOCATIONS.colombo, bearer: 'token-cleanup-customer' });
    await customer.add('p-wrap', 'ribbon:off', 1);
    const { fileId } = await guestWithUpload();
    const stray = join(uploadDir(), 'file_00ff');
    writeFileSync(stray, 'x');
    for (const name of [fileId, 'file_00ff'])
      utimesSync(join(uploadDir(), name), new Date(Date.now() - 2 * DAY), new Date(Date.now() - 2 * DAY));

    const result = cleanUpAbandoned(api.db, uploadDir(), rules, new Date(Date.now()));
    expect(result.uploads).toBe(1);
    expect(uploads()).toContain(fileId);
    expect(existsSync(stray)).toBe(false);
    const customerCarts = api.db.prepare("SELECT count(*) AS n FROM carts WHERE owner_kind = 'user'").get() as { n: number };
    cleanUpAbandoned(api.db, uploadDir(), rules, new Date(api.clock.now().getTime() + 365 * DAY));
    expect((api.db.prepare("SELECT count(*) AS n FROM carts WHERE owner_kind = 'user'").get() as { n: number }).n).toBe(customerCarts.n);
  });

  it('lets go of the file of a cart emptied of items once untouched for UPLOAD_ORPHAN_HOURS', async () => {
    const shopper = new Shopper(api.api, { location: LOCATIONS.colombo });
    const { fileId } = await guestWithUpload(shopper);
    expect((await shopper.post('cart/clear-cart')).status).toBe(200);
    const now = api.clock.now().getTime();
    utimesSync(join(uploadDir(), fileId), new Date(now - 2 * DAY), new Date(now - 2 * DAY));

    cleanUpAbandoned(api.db, uploadDir(), rules, new Date(now + 2 * HOUR));
    expect(uploads()).toContain(fileId);
    cleanUpAbandoned(api.db, uploadDir(), rules, new Date(now + DAY + HOUR));
    expect(uploads()).not.toContain(fileId);
    expect(cartSchema.parse((await shopper.get('cart/get')).body).file).toBeNull();
  });

  it('keeps the file of a placed order for ORDER_UPLOAD_DAYS, then deletes it', async () => {
    const shopper = new Shopper(api.api, { location: LOCATIONS.colombo });
    const { fileId } = await guestWithUpload(shopper);
    await readyForDelivery(shopper, 'CASH');
    expect((await shopper.get('cart/purchase')).status).toBe(200);
    const now = api.clock.now().getTime();
    utimesSync(join(uploadDir(), fileId), new Date(now - 2 * DAY), new Date(now - 2 * DAY));

    cleanUpAbandoned(api.db, uploadDir(), rules, new Date(now + 89 * DAY));
    expect(uploads()).toContain(fileId);
    cleanUpAbandoned(api.db, uploadDir(), rules, new Date(now + 91 * DAY));
    expect(uploads()).not.toContain(fileId);
  });
});
