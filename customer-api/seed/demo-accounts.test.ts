import { ordersPage } from '../../lib/api/cart-schemas';
import { profile as profileSchema } from '../../lib/api/profile-schemas';
import { Browser, signIn } from '../modules/identity/test/browser';
import { startIdentityApi, type IdentityApi } from '../modules/identity/test/identity-api';
import { address, Shopper } from '../test/commerce-api';
import { LOCATIONS } from '../test/fixture';
import { seedDemoAccounts, type DemoAccountPlan } from './demo-accounts';

const PLAN: DemoAccountPlan = {
  tenant: 'demo',
  location: LOCATIONS.colombo,
  product: { id: 'p-wrap', varianceKey: 'ribbon:off' },
  wishList: [
    { baseId: 'p-wrap', varianceKey: 'ribbon:on' },
    { baseId: 'p-tee', varianceKey: '' },
  ],
  addresses: [address(), address({ addressLine1: '4 Hill Street', city: 'Dehiwala', cityId: 'city-dehiwala', postalCode: '10350' })],
  deliveryPlanId: 'metro-standard',
};

let idp: IdentityApi;
beforeAll(async () => {
  idp = await startIdentityApi();
}, 30_000);
afterAll(async () => {
  await idp.close();
});

const customerIds = (): Record<string, string> =>
  Object.fromEntries(
    (idp.db.prepare('SELECT email, id FROM customers').all() as { email: string; id: string }[]).map((r) => [r.email, r.id]),
  );

it('gives each demo customer addresses (the first the default), a wish list and orders in several statuses, once', async () => {
  expect(await seedDemoAccounts(idp.db, customerIds(), PLAN)).toBe(2);
  expect(await seedDemoAccounts(idp.db, customerIds(), PLAN)).toBe(0);

  const tokens = await signIn(new Browser(), idp.issuer, 'kavya@example.com', 'Demo-pass-1');
  const kavya = new Shopper(idp.api, { bearer: tokens.access_token, session: '' });
  const me = profileSchema.parse((await kavya.get('profile/get')).body);
  expect(me.addresses.map((a) => [a.firstName, a.lastName, a.addressLine1])).toEqual([
    ['Kavya', 'Raman', '12 Flower Road'],
    ['Kavya', 'Raman', '4 Hill Street'],
  ]);
  expect(me.defaultBillingAddress).toBe(me.addresses[0]?.id);
  expect(me.defaultShippingAddress).toBe(me.addresses[0]?.id);
  expect(me.wishList).toEqual(PLAN.wishList);

  const ongoing = ordersPage.parse((await kavya.post('order/get-orders-ongoing', {})).body);
  const past = ordersPage.parse((await kavya.post('order/get-orders-completed', {})).body);
  expect(ongoing.orders.map((o) => o.status)).toEqual(['PROCESSING', 'DISPATCHED']);
  expect(past.orders.map((o) => o.status).sort()).toEqual(['CANCELLED', 'COMPLETED']);
  expect(past.orders.every((o) => o.email === 'kavya@example.com')).toBe(true);
});
