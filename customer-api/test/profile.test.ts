import { apiError } from '../../lib/api/schemas';
import { ordersPage, purchaseResponse } from '../../lib/api/cart-schemas';
import { profile as profileSchema, savedAddress, type Profile } from '../../lib/api/profile-schemas';
import { Browser, signIn } from '../modules/identity/test/browser';
import { mailsTo, startIdentityApi, type IdentityApi } from '../modules/identity/test/identity-api';
import { CustomerRepository } from '../modules/identity/customer-repository';
import { hashPassword } from '../modules/identity/password';
import { address, readyForDelivery, Shopper } from './commerce-api';
import { call } from './start-test-api';

const PASSWORD = 'Demo-pass-1';
let idp: IdentityApi;
let nimal: Shopper;
let kavya: Shopper;

/** A customer's calls with a real access token from the provider (no guest session beside it). */
async function customer(email: string): Promise<Shopper> {
  const tokens = await signIn(new Browser(), idp.issuer, email, PASSWORD);
  return new Shopper(idp.api, { bearer: tokens.access_token, session: '' });
}

beforeAll(async () => {
  idp = await startIdentityApi();
  nimal = await customer('nimal@example.com');
  kavya = await customer('kavya@example.com');
}, 30_000);
afterAll(async () => {
  await idp.close();
});

const errorOf = (body: unknown) => apiError.parse(body);
const profileOf = async (s: Shopper): Promise<Profile> => profileSchema.parse((await s.get('profile/get')).body);

describe('profile/get and profile/update/profile', () => {
  it('answers the caller’s own profile with identity’s name, email and verified state', async () => {
    const me = await profileOf(nimal);
    expect(me).toMatchObject({
      userName: 'nimal@example.com',
      email: 'nimal@example.com',
      name: 'Nimal Perera',
      emailVerified: true,
      birthday: null,
      gender: null,
      phone: '',
    });
    expect((await profileOf(kavya)).email).toBe('kavya@example.com');
  });

  it('a guest or an anonymous caller gets no profile', async () => {
    const guest = new Shopper(idp.api);
    const res = await guest.get('profile/get');
    expect(res.status).toBe(401);
    expect(errorOf(res.body).code).toBe('E4010');
    expect((await call(`${idp.api}/profile/get`)).status).toBe(401);
    expect((await guest.post('profile/update/address', address())).status).toBe(401);
  });

  it('changes the caller’s fields and answers the reloaded profile', async () => {
    const kavyaBefore = await profileOf(kavya);
    const res = await nimal.post('profile/update/profile', {
      name: ' Nimal P ',
      email: 'nimal@example.com',
      birthday: '1990-04-14',
      gender: 'male',
      phone: '+94 77 123 4567',
    });
    expect(res.status).toBe(200);
    expect(profileSchema.parse(res.body)).toMatchObject({
      name: 'Nimal P',
      birthday: '1990-04-14',
      gender: 'male',
      phone: '+94 77 123 4567',
      emailVerified: true,
    });
    expect(await profileOf(kavya)).toEqual(kavyaBefore);
    await nimal.post('profile/update/profile', {
      name: 'Nimal Perera',
      email: 'nimal@example.com',
      birthday: '',
      gender: 'male',
      phone: '',
    });
  });

  it('counts guesses of the current password per customer: the eleventh in 15 minutes is 429 with Retry-After only', async () => {
    const created = new CustomerRepository(idp.db).create({
      email: 'ruwan@example.com',
      name: 'Ruwan',
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: true,
      locale: 'en',
      now: new Date(),
    });
    if (!created) throw new Error('no customer');
    const ruwan = await customer('ruwan@example.com');
    const guess = {
      name: 'Ruwan',
      email: 'ruwan.new@example.com',
      birthday: '',
      gender: 'male',
      phone: '',
      currentPassword: 'not-the-password',
    };
    // A change without the password is no guess: never counted.
    for (let i = 0; i < 12; i++)
      expect(
        (await ruwan.post('profile/update/profile', { ...guess, email: 'ruwan@example.com', currentPassword: undefined })).status,
      ).toBe(200);
    for (let i = 0; i < 10; i++)
      expect(errorOf((await ruwan.post('profile/update/profile', guess)).body).description).toBe('The current password is not correct');
    const refused = await ruwan.post('profile/update/profile', { ...guess, currentPassword: PASSWORD });
    expect(refused.status).toBe(429);
    expect(errorOf(refused.body)).toEqual({
      code: 'E4000',
      httpStatus: 429,
      description: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(850);
    expect([...refused.headers.keys()].filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    // Another customer's guesses are their own.
    expect((await kavya.post('profile/update/profile', { ...guess, name: 'Kavya', email: 'kavya.new@example.com' })).status).toBe(400);
  });

  it('changes the email only with the current password, and only once the link mailed to the new address is followed', async () => {
    const created = new CustomerRepository(idp.db).create({
      email: 'amaya@example.com',
      name: 'Amaya',
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: true,
      locale: 'en',
      now: new Date(),
    });
    if (!created) throw new Error('no customer');
    const amaya = await customer('amaya@example.com');
    const body = { name: 'Amaya', email: 'amaya.new@example.com', birthday: '', gender: 'female', phone: '' };

    const without = await amaya.post('profile/update/profile', body);
    expect(without.status).toBe(400);
    expect(errorOf(without.body).description).toBe('Enter your current password to change your email');
    const wrong = await amaya.post('profile/update/profile', { ...body, currentPassword: 'not-the-password' });
    expect(errorOf(wrong.body).description).toBe('The current password is not correct');
    expect(mailsTo(idp.outboxDir, 'amaya.new@example.com')).toHaveLength(0);

    const asked = profileSchema.parse((await amaya.post('profile/update/profile', { ...body, currentPassword: PASSWORD })).body);
    expect(asked).toMatchObject({
      email: 'amaya@example.com',
      emailVerified: true,
      pendingEmail: 'amaya.new@example.com',
      gender: 'female',
    });
    const [mail] = mailsTo(idp.outboxDir, 'amaya.new@example.com');
    expect(mail?.subject).toMatch(/Confirm your new email address/);
    // Until the link is followed the account signs in with the old address only.
    await expect(signIn(new Browser(), idp.issuer, 'amaya.new@example.com', PASSWORD)).rejects.toThrow();
    await signIn(new Browser(), idp.issuer, 'amaya@example.com', PASSWORD);

    const followed = await fetch(mail?.link ?? '', { redirect: 'manual' });
    expect(followed.status).toBe(200);
    expect((await fetch(mail?.link ?? '', { redirect: 'manual' })).status).not.toBe(200);
    expect(await profileOf(amaya)).toMatchObject({ email: 'amaya.new@example.com', emailVerified: true, pendingEmail: null });
    await signIn(new Browser(), idp.issuer, 'amaya.new@example.com', PASSWORD);
    await expect(signIn(new Browser(), idp.issuer, 'amaya@example.com', PASSWORD)).rejects.toThrow();
  });

  it('never changes the email without the link, even when saving the same address in another case', async () => {
    const res = await nimal.post('profile/update/profile', {
      name: 'Nimal Perera',
      email: 'NIMAL@example.com',
      birthday: '',
      gender: 'male',
      phone: '',
    });
    expect(res.status).toBe(200);
    expect(profileSchema.parse(res.body)).toMatchObject({ email: 'nimal@example.com', pendingEmail: null });
  });

  it('refuses the spec §5 cases with their messages and another customer’s email', async () => {
    const base = { name: 'Nimal', email: 'nimal@example.com', birthday: '', gender: 'male', phone: '' };
    const refused = async (body: Record<string, unknown>, message: string, status = 400) => {
      const res = await nimal.post('profile/update/profile', body);
      expect(res.status).toBe(status);
      expect(errorOf(res.body).description).toContain(message);
    };
    await refused({ ...base, name: '  ' }, 'Name should not be empty');
    await refused({ ...base, email: '' }, 'Email should not be empty');
    await refused({ ...base, email: 'not-an-email' }, 'Invalid email format');
    await refused({ ...base, birthday: '2999-01-01' }, 'Birthday cannot be a future date');
    await refused({ ...base, gender: '' }, 'Gender Selection Required');
    await refused({ ...base, phone: '12ab' }, 'Contact number is invalid');
    // Whether an address has an account is told only to a customer who knows their own password.
    await refused({ ...base, email: 'KAVYA@example.com' }, 'Enter your current password to change your email');
    await refused({ ...base, email: 'KAVYA@example.com', currentPassword: PASSWORD }, 'already in use', 409);
  });
});

describe('addresses', () => {
  it('adds, lists, finds, edits and removes the caller’s addresses; the first becomes both defaults', async () => {
    const created = savedAddress.parse((await nimal.post('profile/update/address', address())).body);
    expect(created).toMatchObject({ firstName: 'Nimal', cityId: 'city-colombo-03', userId: expect.any(String) });
    const second = savedAddress.parse(
      (await nimal.post('profile/update/address', address({ addressLine1: '4 Hill Street', city: 'Dehiwala', cityId: 'city-dehiwala' })))
        .body,
    );

    let me = await profileOf(nimal);
    expect(me.addresses.map((a) => a.id)).toEqual([created.id, second.id]);
    expect(me).toMatchObject({ defaultBillingAddress: created.id, defaultShippingAddress: created.id });
    expect((await nimal.get('profile/update/get/addresses')).body).toEqual(me.addresses);
    expect(savedAddress.parse((await nimal.get(`profile/find/address/${second.id}`)).body).addressLine1).toBe('4 Hill Street');

    const edited = await nimal.post('profile/update/address', { ...address({ addressLine1: '5 Hill Street' }), id: second.id });
    expect(savedAddress.parse(edited.body)).toMatchObject({ id: second.id, addressLine1: '5 Hill Street' });

    me = profileSchema.parse((await nimal.post(`profile/update/default-shipping-address/${second.id}`)).body);
    expect(me).toMatchObject({ defaultBillingAddress: created.id, defaultShippingAddress: second.id });
    me = profileSchema.parse((await nimal.post(`profile/update/default-billing-address/${second.id}`)).body);
    expect(me.defaultBillingAddress).toBe(second.id);

    const rest = await nimal.post(`profile/update/address/remove/${second.id}`);
    expect(rest.status).toBe(200);
    expect((rest.body as { id: string }[]).map((a) => a.id)).toEqual([created.id]);
    me = await profileOf(nimal);
    expect(me).toMatchObject({ defaultBillingAddress: null, defaultShippingAddress: null });
    expect((await nimal.get(`profile/find/address/${second.id}`)).status).toBe(404);
  });

  it('refuses an address with §5 messages or an unknown city', async () => {
    const refused = async (body: unknown, message: string) => {
      const res = await nimal.post('profile/update/address', body);
      expect(res.status).toBe(400);
      expect(errorOf(res.body).description).toContain(message);
    };
    await refused(address({ firstName: '' }), 'First name cannot be empty');
    await refused(address({ postalCode: '12' }), 'Postal code is invalid');
    await refused(address({ contactNumber: 'x' }), 'Contact number is invalid');
    await refused(address({ cityId: 'city-atlantis' }), 'City information is required');
  });

  it('one customer can never read, change, remove or default another’s address', async () => {
    const kavyas = savedAddress.parse(
      (await kavya.post('profile/update/address', address({ firstName: 'Kavya', lastName: 'Raman' }))).body,
    );
    const before = await profileOf(kavya);

    const attempts = [
      await nimal.get(`profile/find/address/${kavyas.id}`),
      await nimal.post('profile/update/address', { ...address({ firstName: 'Mallory' }), id: kavyas.id }),
      await nimal.post(`profile/update/address/remove/${kavyas.id}`),
      await nimal.post(`profile/update/default-billing-address/${kavyas.id}`),
      await nimal.post(`profile/update/default-shipping-address/${kavyas.id}`),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Kavya');
    }
    expect((await profileOf(nimal)).addresses.map((a) => a.id)).not.toContain(kavyas.id);
    expect(await profileOf(kavya)).toEqual(before);
  });
});

describe('order lists of signed-in customers', () => {
  async function placeOrder(s: Shopper): Promise<string> {
    await s.add('p-wrap', 'ribbon:off', 1);
    await readyForDelivery(s);
    const answer = purchaseResponse.parse((await s.post('cart/purchase')).body);
    if (answer.kind !== 'ORDER_PLACED') throw new Error('expected an order');
    return answer.orderId;
  }

  it('pages the caller’s own orders by first and after; another customer’s userId never shows theirs', async () => {
    const kavyaOrder = await placeOrder(kavya);
    const first = await placeOrder(nimal);
    const second = await placeOrder(nimal);
    const kavyaId = (await profileOf(kavya)).addresses[0]?.userId ?? 'kavya';

    const page = ordersPage.parse((await nimal.post('order/get-orders-ongoing', { first: 1, after: 0 })).body);
    expect(page).toMatchObject({ total: 2 });
    expect(page.orders.map((o) => o.id)).toEqual([second]);
    const next = ordersPage.parse((await nimal.post('order/get-orders-ongoing', { first: 1, after: 1, userId: kavyaId })).body);
    expect(next.orders.map((o) => o.id)).toEqual([first]);
    const all = ordersPage.parse((await nimal.post('order/get-orders-ongoing', { first: 50, after: 0, userId: kavyaId })).body);
    expect(all.orders.map((o) => o.id)).not.toContain(kavyaOrder);
    expect(ordersPage.parse((await kavya.post('order/get-orders-ongoing', {})).body).orders.map((o) => o.id)).toEqual([kavyaOrder]);
    expect(ordersPage.parse((await nimal.post('order/get-orders-completed', {})).body).total).toBe(0);
    expect((await nimal.get(`order/get/${kavyaOrder}`)).status).toBe(403);
  });

  it('refuses paging outside its bounds', async () => {
    expect((await nimal.post('order/get-orders-ongoing', { first: 0 })).status).toBe(400);
    expect((await nimal.post('order/get-orders-completed', { first: 51 })).status).toBe(400);
    expect((await nimal.post('order/get-orders-completed', { after: -1 })).status).toBe(400);
    expect((await call(`${idp.api}/order/get-orders-ongoing`, { method: 'POST' })).status).toBe(401);
  });
});
