import { Browser, signIn } from '@/customer-api/modules/identity/test/browser';
import { startIdentityApi, type IdentityApi } from '@/customer-api/modules/identity/test/identity-api';
import { address } from '@/customer-api/test/commerce-api';
import { GET as ordersRoute } from '@/app/api/orders/[which]/route';
import { GET as profileRoute, POST as updateProfileRoute } from '@/app/api/profile/route';
import { DELETE as removeAddressRoute } from '@/app/api/profile/addresses/[addressId]/route';
import { guestCookieNames, newGuestSession } from '@/lib/session/guest-cookie';
import { CookieJar, routeRequest, withParams } from '@/test/route-requests';
import type { CallContext } from './client';
import { isApiError } from './errors';
import { findAddress, getAddresses, getOrders, getProfile, removeAddress, saveAddress, setDefaultAddress, updateProfile } from './profile';

let idp: IdentityApi;
let nimal: CallContext;
let kavya: CallContext;

const asCustomer = async (email: string): Promise<CallContext> => {
  const tokens = await signIn(new Browser(), idp.issuer, email, 'Demo-pass-1');
  return { inventoryId: null, token: tokens.access_token, guestSession: null };
};

beforeAll(async () => {
  idp = await startIdentityApi();
  process.env.CUSTOMER_API_URL = idp.origin;
  process.env.TENANT = 'demo';
  nimal = await asCustomer('nimal@example.com');
  kavya = await asCustomer('kavya@example.com');
}, 30_000);
afterAll(async () => {
  await idp.close();
});

async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (e) {
    if (isApiError(e)) return e.status;
    throw e;
  }
}

describe('the profile calls of lib/api', () => {
  it('read and change the signed-in customer’s own profile and addresses', async () => {
    expect(await getProfile(nimal)).toMatchObject({ email: 'nimal@example.com', emailVerified: true });
    const changed = await updateProfile(nimal, {
      name: 'Nimal Perera',
      email: 'nimal@example.com',
      birthday: '1991-02-03',
      gender: 'male',
      phone: '0771234567',
    });
    expect(changed).toMatchObject({ birthday: '1991-02-03', gender: 'male', phone: '0771234567' });

    const home = await saveAddress(nimal, address());
    const office = await saveAddress(nimal, address({ addressLine1: '4 Hill Street' }));
    expect((await getAddresses(nimal)).map((a) => a.id)).toEqual([home.id, office.id]);
    expect((await setDefaultAddress(nimal, 'shipping', office.id)).defaultShippingAddress).toBe(office.id);
    expect((await findAddress(nimal, office.id)).addressLine1).toBe('4 Hill Street');
    expect((await removeAddress(nimal, office.id)).map((a) => a.id)).toEqual([home.id]);
  });

  it('never reach another customer’s address', async () => {
    const hers = await saveAddress(kavya, address({ firstName: 'Kavya' }));
    expect(await statusOf(findAddress(nimal, hers.id))).toBe(404);
    expect(await statusOf(removeAddress(nimal, hers.id))).toBe(404);
    expect(await statusOf(saveAddress(nimal, { ...address(), id: hers.id }))).toBe(404);
    expect((await getAddresses(kavya)).map((a) => a.id)).toContain(hers.id);
  });

  it('list the caller’s own ongoing and past orders', async () => {
    expect(await getOrders(nimal, 'ongoing', { first: 5, after: 0 })).toEqual({ orders: [], total: 0 });
    expect(await getOrders(kavya, 'completed', { first: 5, after: 0 })).toEqual({ orders: [], total: 0 });
  });
});

describe('the account BFF routes', () => {
  it('answer 401 to a visitor who is not signed in, anonymous or guest, without asking the API', async () => {
    const anonymous = await profileRoute(routeRequest('/api/profile'));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ code: 'E4010', message: 'Please sign in to see your account.' });
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');

    const guest = new CookieJar().set(guestCookieNames(false).session, newGuestSession());
    const asGuest = await profileRoute(routeRequest('/api/profile', { cookies: guest }));
    expect(asGuest.status).toBe(401);
    expect(await asGuest.json()).toEqual({ code: 'E4010', message: 'Please sign in to see your account.' });
    const change = await updateProfileRoute(
      routeRequest('/api/profile', {
        method: 'POST',
        body: { name: 'x', email: 'x@example.com', birthday: '', gender: 'male', phone: '' },
      }),
    );
    expect(change.status).toBe(401);
    expect(
      (await removeAddressRoute(routeRequest('/api/profile/addresses/addr_1', { method: 'DELETE' }), withParams({ addressId: 'addr_1' })))
        .status,
    ).toBe(401);
    expect((await ordersRoute(routeRequest('/api/orders/ongoing'), withParams({ which: 'ongoing' }))).status).toBe(401);
  });
});
