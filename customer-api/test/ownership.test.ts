import { purchaseResponse } from '../../lib/api/cart-schemas';
import { profile as profileSchema, type Profile } from '../../lib/api/profile-schemas';
import { Browser, signIn } from '../modules/identity/test/browser';
import { startIdentityApi, type IdentityApi } from '../modules/identity/test/identity-api';
import { GOOD_CARD, readyForDelivery, Shopper, submitPaymentForm } from './commerce-api';
import { call, type JsonAnswer } from './start-test-api';

/**
 * Ownership over real HTTP with real access tokens from the built-in provider: one customer never
 * reads or changes another's profile, order or cart, and a guest never reads a customer's order.
 * Addresses and order lists: `profile.test.ts`.
 */

const PASSWORD = 'Demo-pass-1';
let idp: IdentityApi;
let nimal: Shopper;
let kavya: Shopper;
let nimalId: string;
let kavyaId: string;

async function customer(email: string): Promise<{ shopper: Shopper; id: string }> {
  const tokens = await signIn(new Browser(), idp.issuer, email, PASSWORD);
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
  return { shopper: new Shopper(idp.api, { bearer: tokens.access_token, session: '' }), id: claims.sub };
}

beforeAll(async () => {
  idp = await startIdentityApi();
  ({ shopper: nimal, id: nimalId } = await customer('nimal@example.com'));
  ({ shopper: kavya, id: kavyaId } = await customer('kavya@example.com'));
}, 30_000);
afterAll(async () => {
  await idp.close();
});

const profileOf = async (s: Shopper): Promise<Profile> => profileSchema.parse((await s.get('profile/get')).body);

/** The answer carries none of the other customer's data. */
function expectNothingOf(res: JsonAnswer, ...secrets: string[]) {
  const text = JSON.stringify(res.body);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

async function placeCashOrder(s: Shopper, email: string): Promise<{ orderId: string; refId: string }> {
  await s.add('p-wrap', 'ribbon:off', 1);
  await readyForDelivery(s, 'CASH', email);
  const answer = purchaseResponse.parse((await s.get('cart/purchase')).body);
  if (answer.kind !== 'ORDER_PLACED') throw new Error('expected an order');
  return answer;
}

describe('a profile is the caller’s own', () => {
  it('ids or user names in an update body never point it at another customer', async () => {
    const kavyaBefore = await profileOf(kavya);
    const res = await nimal.post('profile/update/profile', {
      name: 'Nimal Perera',
      email: 'nimal@example.com',
      birthday: '',
      gender: 'male',
      phone: '+94 77 000 0001',
      id: kavyaId,
      userId: kavyaId,
      userName: 'kavya@example.com',
    });
    expect([200, 400]).toContain(res.status);
    expectNothingOf(res, 'kavya@example.com', 'Kavya');
    expect(await profileOf(kavya)).toEqual(kavyaBefore);
    expect((await profileOf(nimal)).userName).toBe('nimal@example.com');
  });
});

describe('an order is seen by its owner only', () => {
  it('another customer gets 403, a guest 403, nobody 401, and never the order', async () => {
    const { orderId, refId } = await placeCashOrder(nimal, 'nimal@example.com');
    expect((await nimal.get(`order/get/${orderId}`)).status).toBe(200);

    const byKavya = await kavya.get(`order/get/${orderId}`);
    expect(byKavya.status).toBe(403);
    expect(byKavya.body).toEqual({ code: 'E4030', description: 'You do not have permission to view this order!', httpStatus: 403 });

    const guest = new Shopper(idp.api);
    await guest.add('p-wrap', 'ribbon:off', 1);
    const byGuest = await guest.get(`order/get/${orderId}`);
    expect(byGuest.status).toBe(403);

    const byNobody = await call(`${idp.api}/order/get/${orderId}`);
    expect(byNobody.status).toBe(401);

    for (const res of [byKavya, byGuest, byNobody]) expectNothingOf(res, refId, '12 Flower Road', 'nimal@example.com', nimalId);
  });
});

describe('a cart is its owner’s', () => {
  it('another customer neither sees nor changes it, and cannot complete its card payment', async () => {
    await nimal.post('cart/clear-cart');
    await kavya.post('cart/clear-cart');
    await nimal.add('p-kettle', '', 2);
    await readyForDelivery(nimal, 'CARD', 'nimal@example.com');
    const before = await nimal.cart();
    expect(before.items['p-kettle/']?.quantity).toBe(2);

    // Kavya's own cart calls act on Kavya's cart only.
    expect(Object.keys((await kavya.cart()).items)).toEqual([]);
    await kavya.get('cart/delete', { productId: 'p-kettle', variance: '' });
    await kavya.post('cart/clear-cart');
    await kavya.post('cart/set/email', { email: 'kavya@example.com' });
    expect(await nimal.cart()).toEqual(before);

    // Nimal's card payment, paid on the hosted page: only Nimal's completion places the order.
    const answer = purchaseResponse.parse((await nimal.get('cart/purchase')).body);
    if (answer.kind !== 'REDIRECT') throw new Error('expected the payment page');
    expect((await submitPaymentForm(answer.redirectUrl, GOOD_CARD)).status).toBe(303);
    const stolen = await kavya.get('cart/complete-payment', { paymentId: answer.paymentId });
    expect(stolen.status).toBeGreaterThanOrEqual(400);
    expect(stolen.status).toBeLessThan(500);
    expectNothingOf(stolen, 'nimal@example.com', 'Kettle', nimalId);
    expect((await nimal.cart()).orderStatus).toBe('ON_PAYMENT');

    const own = await nimal.get('cart/complete-payment', { paymentId: answer.paymentId });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: 'PAID', orderId: expect.any(String) });
  });

  it('a guest session a customer adopted at sign-in no longer reaches the customer’s cart', async () => {
    await kavya.post('cart/clear-cart');
    const guest = new Shopper(idp.api);
    await guest.add('p-wrap', 'ribbon:off', 1);
    const tokens = await signIn(new Browser(), idp.issuer, 'kavya@example.com', PASSWORD);
    const signedIn = new Shopper(idp.api, { bearer: tokens.access_token, session: guest.session });
    expect((await signedIn.cart()).items['p-wrap/ribbon:off']?.quantity).toBe(1);

    // The same guest session alone (a shared computer after sign-out) sees an empty cart and changes nothing of Kavya's.
    expect((await guest.cart()).items).toEqual({});
    await guest.add('p-kettle', '', 1);
    const kavyas = await kavya.cart();
    expect(kavyas.items['p-kettle/']).toBeUndefined();
    expect(kavyas.items['p-wrap/ribbon:off']?.quantity).toBe(1);
  });
});
