import { Browser, signIn } from '@/customer-api/modules/identity/test/browser';
import { startIdentityApi, type IdentityApi } from '@/customer-api/modules/identity/test/identity-api';
import { GOOD_CARD, readyForDelivery, Shopper, submitPaymentForm } from '@/customer-api/test/commerce-api';
import { GET as cardsRoute } from '@/app/api/cards/route';
import { DELETE as deleteCardRoute } from '@/app/api/cards/[cardId]/route';
import { guestCookieNames, newGuestSession } from '@/lib/session/guest-cookie';
import { CookieJar, routeRequest, withParams } from '@/test/route-requests';
import { purchaseResponse } from './cart-schemas';
import { deleteCard, listCards } from './cards';
import type { CallContext } from './client';
import { isApiError } from './errors';

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

/** The customer pays one gift wrap by card on the hosted page and ticks "save this card". */
async function payAndSaveCard(ctx: CallContext, name: string): Promise<void> {
  const s = new Shopper(idp.api, { bearer: ctx.token ?? '', session: '' });
  expect((await s.add('p-wrap', 'ribbon:off', 1)).status).toBe(200);
  await readyForDelivery(s, 'CARD');
  await s.post('cart/set/save-card-options', { saveCard: true });
  const answer = purchaseResponse.parse((await s.get('cart/purchase')).body);
  if (answer.kind !== 'REDIRECT') throw new Error('expected a redirect');
  await submitPaymentForm(answer.redirectUrl, { ...GOOD_CARD, name, saveCard: 'on' });
  expect((await s.get('cart/complete-payment', { paymentId: answer.paymentId })).body).toMatchObject({ status: 'PAID' });
}

describe('the saved-card calls of lib/api', () => {
  it('list and delete the signed-in customer’s own cards, never another’s', async () => {
    expect(await listCards(nimal)).toEqual([]);
    await payAndSaveCard(kavya, 'Kavya Silva');
    const [hers] = await listCards(kavya);
    expect(hers).toMatchObject({
      brand: 'Visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      holderName: 'Kavya Silva',
      expired: false,
    });
    if (!hers) throw new Error('expected a saved card');

    expect(await listCards(nimal)).toEqual([]);
    expect(await statusOf(deleteCard(nimal, hers.id))).toBe(404);
    expect((await listCards(kavya)).map((c) => c.id)).toEqual([hers.id]);
    // spec §7: GET /card/delete/{cardId} (the reference API takes no other method for it).
    const sent = jest.spyOn(globalThis, 'fetch');
    try {
      expect(await deleteCard(kavya, hers.id)).toEqual([]);
      const [url, init] = sent.mock.calls[0] ?? [];
      expect([init?.method, new URL(String(url)).pathname]).toEqual(['GET', `/demo/customer-api/v2/card/delete/${hers.id}`]);
    } finally {
      sent.mockRestore();
    }
  });
});

describe('the saved-card BFF routes', () => {
  it('answer 401 to a visitor who is not signed in, anonymous or guest', async () => {
    const anonymous = await cardsRoute(routeRequest('/api/cards'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');
    const guest = new CookieJar().set(guestCookieNames(false).session, newGuestSession());
    expect((await cardsRoute(routeRequest('/api/cards', { cookies: guest }))).status).toBe(401);
    expect(
      (await deleteCardRoute(routeRequest('/api/cards/card_1', { method: 'DELETE', cookies: guest }), withParams({ cardId: 'card_1' })))
        .status,
    ).toBe(401);
  });
});
