import fc from 'fast-check';
import { startCommerceApi } from '@/customer-api/test/commerce-api';
import { GET as getCart } from '@/app/api/cart/route';
import { formOf, hostileText as junk, postFromPage, redirectOf } from '@/test/action-requests';
import { againstReferenceApi } from '@/test/reference-api';
import { CookieJar, routeRequest } from '@/test/route-requests';
import { changeCartLine } from './cart';
import { continueShipping, continueWithEmail } from './checkout';
import { applyPromoCode } from './promo';

jest.mock('next/headers', () => jest.requireActual('@/test/action-requests').actionRequestHeaders);

againstReferenceApi(startCommerceApi, { RATE_LIMIT_ALLOW: '' });

const line = { productId: 'p-wrap', varianceKey: 'ribbon:off' };

/** A browser that chose the Colombo shop (spec §1: a location before adding). */
const atColombo = () => new CookieJar().set('inventoryId', 'loc-colombo');

/** The cart of the jar's shopper, as the storefront's own cart route reads it. */
async function cartOf(jar: CookieJar) {
  const res = await getCart(routeRequest('/api/cart', { cookies: jar }));
  return (await res.json()) as { items?: Record<string, { quantity: number }>; email?: string | null; deliveryMethod?: string } | null;
}

type CartRead = Awaited<ReturnType<typeof cartOf>>;
/** What a cart holds that a shopper wrote: lines, an email, a method, a note, a code (an empty guest cart: nothing). */
function written(cart: CartRead): string[] {
  if (!cart) return [];
  const c = cart as NonNullable<CartRead> & { additionalInfo?: string | null; promo?: unknown };
  return [
    ...(Object.keys(c.items ?? {}).length > 0 ? ['items'] : []),
    ...(c.email ? ['email'] : []),
    ...(c.deliveryMethod && c.deliveryMethod !== 'none' ? ['deliveryMethod'] : []),
    ...(c.additionalInfo ? ['additionalInfo'] : []),
    ...(c.promo ? ['promo'] : []),
  ];
}

describe("the cart form's Server Function", () => {
  it("starts a guest's cart, adds the line and answers the cart it left; Update sets the quantity", async () => {
    const jar = atColombo();
    postFromPage(jar);
    const added = await changeCartLine(null, formOf({ ...line, quantity: '2', mode: 'add', intent: 'add' }));
    expect(added).toMatchObject({ ok: true, value: { outcome: 'added', line: { ...line, quantity: 2 } } });
    expect(added.ok && Object.values(added.value.cart?.items ?? {}).map((i) => i.quantity)).toEqual([2]);
    expect(jar.header()).toMatch(/guest_session=/);
    const updated = await changeCartLine(null, formOf({ ...line, quantity: '5', mode: 'update' }));
    expect(updated).toMatchObject({ ok: true, value: { outcome: 'updated' } });
    expect(Object.values((await cartOf(jar))?.items ?? {}).map((i) => i.quantity)).toEqual([5]);
  });

  it('adds nothing for a variant the page showed as not addable, and says why', async () => {
    const jar = atColombo();
    postFromPage(jar);
    expect(await changeCartLine(null, formOf({ ...line, soldOut: '1' }))).toMatchObject({
      ok: true,
      value: { outcome: 'outOfStock', cart: null },
    });
    expect(await changeCartLine(null, formOf({ ...line, missingChoice: '1' }))).toMatchObject({
      ok: true,
      value: { outcome: 'chooseVariant' },
    });
    expect(written(await cartOf(jar))).toEqual([]);
  });

  it('goes on to checkout after Buy Now, in the language of the page', async () => {
    const jar = atColombo().set('NEXT_LOCALE', 'si');
    postFromPage(jar);
    expect(await redirectOf(changeCartLine(null, formOf({ ...line, intent: 'buy' })))).toBe('/si/checkout');
    expect(Object.values((await cartOf(jar))?.items ?? {})).toHaveLength(1);
  });

  it.each([
    ['says it comes from another site', { 'sec-fetch-site': 'cross-site' }],
    ['carries no Origin', { origin: null }],
  ])('refuses a post that %s, and writes nothing', async (_case, headers) => {
    const jar = atColombo();
    postFromPage(jar, headers);
    expect(await changeCartLine(null, formOf({ ...line, quantity: '1' }))).toMatchObject({ ok: false, status: 403 });
    expect(jar.header()).toBe('inventoryId=loc-colombo');
  });
});

describe("the checkout steps' Server Functions", () => {
  it('sets a valid email, and answers the validation key of one that is not', async () => {
    const jar = atColombo();
    postFromPage(jar);
    await changeCartLine(null, formOf({ ...line }));
    expect(await continueWithEmail(null, formOf({ email: 'not an email' }))).toEqual({
      ok: true,
      value: { cart: null, invalid: 'checkoutEmailInvalid' },
    });
    expect(await continueWithEmail(null, formOf({ email: '  ' }))).toEqual({ ok: true, value: { cart: null, invalid: 'mandatoryFields' } });
    expect(await continueWithEmail(null, formOf({ email: ' guest@example.com ' }))).toMatchObject({ ok: true, value: { invalid: null } });
    expect((await cartOf(jar))?.email).toBe('guest@example.com');
  });

  it('sets the ticked method, and nothing a junk radio says', async () => {
    const jar = atColombo();
    postFromPage(jar);
    await changeCartLine(null, formOf({ ...line }));
    expect(await continueShipping(null, formOf({ 'delivery-method': 'teleport', 'delivery-plan': '../../admin' }))).toMatchObject({
      ok: true,
      value: { refused: null },
    });
    expect((await cartOf(jar))?.deliveryMethod).not.toBe('store');
    expect(await continueShipping(null, formOf({ 'delivery-method': 'store' }))).toMatchObject({
      ok: true,
      value: { cart: { deliveryMethod: 'store' } },
    });
  });
});

describe("the promo code's Server Function", () => {
  it("refuses a malformed code before the API, and says the API's refusal of an unknown one", async () => {
    const jar = atColombo();
    postFromPage(jar);
    await changeCartLine(null, formOf({ ...line }));
    expect(await applyPromoCode(null, formOf({ promoCode: 'no spaces allowed!' }))).toMatchObject({
      ok: true,
      value: { invalid: true, cart: null },
    });
    const unknown = await applyPromoCode(null, formOf({ promoCode: 'NOSUCHCODE' }));
    expect(unknown).toMatchObject({ ok: true, value: { invalid: false, cart: null, sent: 'NOSUCHCODE' } });
    expect(unknown.ok && unknown.value.refused).toEqual(expect.any(String));
  });
});

const junkForm = fc.dictionary(
  fc.constantFrom(
    'productId',
    'varianceKey',
    'quantity',
    'mode',
    'intent',
    'email',
    'delivery-method',
    'delivery-plan',
    '__proto__',
    '$ACTION_KEY',
  ),
  junk,
);

it('answers hostile form data to every Server Function without a 500 or a write', async () => {
  const functions = [changeCartLine, continueShipping, continueWithEmail, applyPromoCode];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...functions), junkForm, async (act, fields) => {
      const jar = atColombo();
      postFromPage(jar);
      const answer = await act(null, formOf(fields));
      if (!answer.ok) expect(answer.status).toBeLessThan(500);
      expect(written(await cartOf(jar))).toEqual([]);
    }),
    { numRuns: 60 },
  );
});
