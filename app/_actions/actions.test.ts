import fc from 'fast-check';
import { SettingsRepository } from '@/customer-api/core/settings-repository';
import { startCommerceApi } from '@/customer-api/test/commerce-api';
import { GET as getAffiliateLinks } from '@/app/api/affiliate/route';
import { GET as getBankDetails } from '@/app/api/affiliate/customer/route';
import { GET as getCart } from '@/app/api/cart/route';
import type { ActionAnswer } from '@/lib/bff/action';
import {
  actionRequest,
  answerOrRedirect,
  formOf,
  FROM_SCRIPT,
  hostileText as junk,
  postFromPage,
  redirectOf,
} from '@/test/action-requests';
import { againstReferenceApi } from '@/test/reference-api';
import { CookieJar, ORIGIN, routeRequest, signedInJar } from '@/test/route-requests';
import { createAffiliateLink, saveBankDetails } from './affiliate';
import { changeCartLine } from './cart';
import { continueShipping, continueWithEmail } from './checkout';
import { changePreferences } from './preferences';
import { applyPromoCode } from './promo';

jest.mock('next/headers', () => jest.requireActual('@/test/action-requests').actionRequestHeaders);

// The shop's modes are read afresh on every call (the proxy's schema check trusts a read for a while).
const api = againstReferenceApi(startCommerceApi, { RATE_LIMIT_ALLOW: '', STATUS_CHECK_SECONDS: '0' });

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

describe("the preferences' Server Function", () => {
  it('keeps an offered currency a year, Secure over HTTPS, and answers in place once the page has hydrated', async () => {
    for (const https of [true, false]) {
      const jar = atColombo();
      postFromPage(jar, { ...FROM_SCRIPT, 'x-forwarded-proto': https ? 'https' : 'http' });
      expect(await changePreferences(null, formOf({ currency: 'USD' }))).toEqual({ ok: true, value: {} });
      expect(jar.get('currency')).toBe('USD');
      expect(actionRequest.written.get('currency')).toEqual({ path: '/', maxAge: 31_536_000, sameSite: 'lax', secure: https });
    }
  });

  it('sends a page posted before hydration back to itself, where the proxy serves the new currency', async () => {
    const jar = atColombo();
    postFromPage(jar, { referer: 'http://shop.test/si/search?query=tea' });
    expect(await redirectOf(changePreferences(null, formOf({ currency: 'USD' })))).toBe('/si/search?query=tea');
    expect(jar.get('currency')).toBe('USD');
  });

  it('empties the cart for a new location and answers it; Proceed clears the location and empties it again', async () => {
    const jar = atColombo();
    postFromPage(jar, FROM_SCRIPT);
    await changeCartLine(null, formOf({ ...line, quantity: '2' }));
    expect(written(await cartOf(jar))).toEqual(['items']);

    // The location already chosen is no switch: the cart stays.
    expect(await changePreferences(null, formOf({ inventoryId: 'loc-colombo' }))).toEqual({ ok: true, value: {} });
    expect(written(await cartOf(jar))).toEqual(['items']);

    const chosen = await changePreferences(null, formOf({ inventoryId: 'loc-kandy' }));
    expect(chosen).toMatchObject({ ok: true, value: { cart: { items: {} } } });
    expect(jar.get('inventoryId')).toBe('loc-kandy');
    expect(written(await cartOf(jar))).toEqual([]);

    await changeCartLine(null, formOf({ ...line }));
    expect(await changePreferences(null, formOf({ clearInventory: 'true' }))).toMatchObject({ ok: true, value: { cart: { items: {} } } });
    expect(jar.get('inventoryId')).toBeUndefined();
    expect(actionRequest.written.get('inventoryId')).toMatchObject({ path: '/', maxAge: 0 });
    expect(written(await cartOf(jar))).toEqual([]);
  });

  it('answers a shopper without a cart that there is none, and starts no guest session', async () => {
    const jar = new CookieJar();
    postFromPage(jar, FROM_SCRIPT);
    expect(await changePreferences(null, formOf({ inventoryId: 'loc-kandy' }))).toEqual({ ok: true, value: { cart: null } });
    expect(jar.header()).toBe('inventoryId=loc-kandy');
  });

  it.each([
    [{ currency: 'EUR' }, /does not offer the currency EUR/],
    [{ currency: 'usd' }, /three-letter code/],
    [{ inventoryId: 'loc-nowhere' }, /no shop location loc-nowhere/],
    [{ inventoryId: '../etc' }, /not a valid location id/],
    [{}, /Nothing to change/],
    [{ inventoryId: 'loc-kandy', clearInventory: 'true' }, /either inventoryId or clearInventory/],
    [{ clearInventory: 'yes' }, /clearInventory/],
    [{ currency: 'USD', admin: '1' }, /Unrecognized key/i],
  ])('refuses %j with a clear message, before the page hydrated or after, and stores nothing', async (fields, message) => {
    for (const extra of [{}, FROM_SCRIPT]) {
      const jar = atColombo();
      postFromPage(jar, extra);
      const answer = await changePreferences(null, formOf(fields));
      expect(answer).toMatchObject({ ok: false, status: 400, code: 'E4000' });
      expect(!answer.ok && answer.message).toMatch(message);
      expect(jar.header()).toBe('inventoryId=loc-colombo');
    }
  });

  describe("in the merchant's modes", () => {
    const settings = () => new SettingsRepository(api.db);
    afterEach(() => {
      settings().setGeneralSetting('useSiteAsCatalog', false);
      settings().setGeneralSetting('isStorePublic', true);
    });

    it('switches the location in catalogue mode too, where the API keeps the cart as it is', async () => {
      const jar = atColombo();
      postFromPage(jar, FROM_SCRIPT);
      await changeCartLine(null, formOf({ ...line }));
      settings().setGeneralSetting('useSiteAsCatalog', true);
      expect(await changePreferences(null, formOf({ inventoryId: 'loc-kandy' }))).toEqual({ ok: true, value: {} });
      expect(jar.get('inventoryId')).toBe('loc-kandy');
      expect(written(await cartOf(jar))).toEqual(['items']);
    });

    it("lets a visitor who is not signed in choose on a private store (the sign-in page's header)", async () => {
      settings().setGeneralSetting('isStorePublic', false);
      const jar = new CookieJar();
      postFromPage(jar, FROM_SCRIPT);
      expect(await changePreferences(null, formOf({ currency: 'USD' }))).toEqual({ ok: true, value: {} });
      expect(jar.get('currency')).toBe('USD');
      expect(await changeCartLine(null, formOf({ ...line }))).toMatchObject({ ok: false, status: 401 });
    });
  });

  it.each([
    ['says it comes from another site', { 'sec-fetch-site': 'cross-site' }],
    ['carries no Origin', { origin: null }],
  ])('refuses a post that %s, and stores nothing', async (_case, headers) => {
    const jar = atColombo();
    postFromPage(jar, headers);
    expect(await changePreferences(null, formOf({ currency: 'USD' }))).toMatchObject({ ok: false, status: 403 });
    expect(jar.header()).toBe('inventoryId=loc-colombo');
  });
});

/** The affiliate's bank details and links, as the storefront's own routes read them. */
async function affiliateOf(jar: CookieJar) {
  const bank = (await (await getBankDetails(routeRequest('/api/affiliate/customer', { cookies: jar }))).json()) as Record<
    string,
    string
  > | null;
  const links = (await (await getAffiliateLinks(routeRequest('/api/affiliate', { cookies: jar }))).json()) as Array<{ path: string }>;
  return { bank, links: links.map((l) => l.path) };
}

const BANK = { bankId: 'hnb', accountName: 'Nimal Perera', accountNumber: '0123 4567 8901' };
const LINK = { link: `${ORIGIN}/search?query=tea`, description: 'Tea', expiryDate: '2999-01-01' };

describe("the affiliate forms' Server Functions", () => {
  it('answer the spec §5 messages and what was typed, saving nothing, then save and say so', async () => {
    const jar = await signedInJar('action-bank');
    postFromPage(jar);
    expect(await saveBankDetails(null, formOf({ ...BANK, accountName: ' ', accountNumber: '' }))).toEqual({
      ok: true,
      value: {
        outcome: null,
        errors: { accountName: 'accountNameRequired', accountNumber: 'accountNumberRequired' },
        values: { bankId: 'hnb', accountName: ' ', accountNumber: '' },
        refusal: null,
      },
    });
    expect((await affiliateOf(jar)).bank).toBeNull();
    expect(await saveBankDetails(null, formOf(BANK))).toEqual({
      ok: true,
      value: { outcome: 'paymentInfoUpdated', errors: {}, values: BANK, refusal: null },
    });
    expect((await affiliateOf(jar)).bank).toMatchObject(BANK);
  });

  it("say the API's refusal: no link before bank details, no bank it does not know", async () => {
    const jar = await signedInJar('action-link-first');
    postFromPage(jar);
    expect(await createAffiliateLink(null, formOf(LINK))).toEqual({
      ok: true,
      value: {
        outcome: 'affiliateLinkCreateFailed',
        errors: {},
        values: LINK,
        refusal: 'Please provide the bank details before proceeding to generate affiliate links.',
        links: null,
      },
    });
    expect(await saveBankDetails(null, formOf({ ...BANK, bankId: 'no-such-bank' }))).toMatchObject({
      ok: true,
      value: { outcome: 'paymentInfoUpdateFailed', refusal: expect.any(String) },
    });
    expect(await affiliateOf(jar)).toEqual({ bank: null, links: [] });
  });

  it('answer the link messages; a page of this shop is made, and the links come with the answer', async () => {
    const jar = await signedInJar('action-link');
    postFromPage(jar);
    await saveBankDetails(null, formOf(BANK));
    expect(await createAffiliateLink(null, formOf({ link: '', description: 'Tea', expiryDate: '' }))).toMatchObject({
      ok: true,
      value: { outcome: null, errors: { link: 'affiliateLinkRequired', expiryDate: 'expiryDateRequired' }, values: { description: 'Tea' } },
    });
    expect(await createAffiliateLink(null, formOf({ ...LINK, link: 'https://evil.example/x' }))).toMatchObject({
      ok: true,
      value: { outcome: null, errors: { link: 'affiliateLinkInvalid' } },
    });
    expect(await createAffiliateLink(null, formOf({ ...LINK, expiryDate: '2001-01-01' }))).toMatchObject({
      ok: true,
      value: { outcome: null, errors: { expiryDate: 'expiryDatePast' } },
    });
    const made = await createAffiliateLink(null, formOf(LINK));
    expect(made).toMatchObject({ ok: true, value: { outcome: 'affiliateLinkCreated', errors: {}, values: {}, refusal: null } });
    expect(made.ok && made.value.links?.map((l) => l.path)).toEqual(['/search?query=tea']);
    expect((await affiliateOf(jar)).links).toEqual(['/search?query=tea']);
  });

  it("write only the caller's own records: another customer's save and link leave this one's as they were", async () => {
    const owner = await signedInJar('action-owner');
    postFromPage(owner);
    await saveBankDetails(null, formOf(BANK));
    await createAffiliateLink(null, formOf(LINK));
    const other = await signedInJar('action-other');
    postFromPage(other);
    await saveBankDetails(null, formOf({ ...BANK, accountName: 'Someone Else', accountNumber: '999' }));
    await createAffiliateLink(null, formOf({ ...LINK, link: `${ORIGIN}/products/other` }));
    expect(await affiliateOf(owner)).toEqual({ bank: expect.objectContaining(BANK), links: ['/search?query=tea'] });
    expect(await affiliateOf(other)).toEqual({
      bank: expect.objectContaining({ accountName: 'Someone Else' }),
      links: ['/products/other'],
    });
  });

  it('send a visitor who is not signed in to sign in, back to the form, in the language of the page', async () => {
    postFromPage(atColombo().set('NEXT_LOCALE', 'si'));
    expect(await redirectOf(saveBankDetails(null, formOf(BANK)))).toBe(
      `/si/login?callbackUrl=${encodeURIComponent('/si/account/affiliate/bank-info')}`,
    );
    expect(await redirectOf(createAffiliateLink(null, formOf(LINK)))).toBe(
      `/si/login?callbackUrl=${encodeURIComponent('/si/account/affiliate')}`,
    );
  });

  it.each([
    ['says it comes from another site', { 'sec-fetch-site': 'cross-site' }],
    ['carries no Origin', { origin: null }],
  ])('refuse a post that %s, and save nothing', async (_case, headers) => {
    const jar = await signedInJar('action-cross-site');
    postFromPage(jar, headers);
    expect(await saveBankDetails(null, formOf(BANK))).toMatchObject({ ok: false, status: 403 });
    expect(await createAffiliateLink(null, formOf(LINK))).toMatchObject({ ok: false, status: 403 });
    expect(await affiliateOf(jar)).toEqual({ bank: null, links: [] });
  });
});

type AffiliateAction = (previous: unknown, form: FormData) => Promise<ActionAnswer<unknown>>;
const junkAffiliateForm = fc.dictionary(
  fc.constantFrom('bankId', 'accountName', 'accountNumber', 'link', 'description', 'expiryDate', '__proto__', '$ACTION_KEY'),
  junk,
);

it("answers hostile form data to the affiliate forms' Server Functions without a 500 or a write, signed in or not", async () => {
  const customer = await signedInJar('action-affiliate-fuzz');
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom<AffiliateAction>(saveBankDetails, createAffiliateLink),
      junkAffiliateForm,
      fc.boolean(),
      async (act, fields, signedIn) => {
        postFromPage(signedIn ? customer : atColombo());
        const answer = await answerOrRedirect(act(null, formOf(fields)));
        if ('ok' in answer && !answer.ok) expect(answer.status).toBeLessThan(500);
        if ('redirect' in answer) expect(signedIn).toBe(false);
        expect(await affiliateOf(customer)).toEqual({ bank: null, links: [] });
      },
    ),
    { numRuns: 60 },
  );
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
    'currency',
    'inventoryId',
    'clearInventory',
    '__proto__',
    '$ACTION_KEY',
  ),
  junk,
);

it('answers hostile form data to every Server Function without a 500 or a write', async () => {
  const functions = [changeCartLine, continueShipping, continueWithEmail, applyPromoCode, changePreferences];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...functions), junkForm, async (act, fields) => {
      const jar = atColombo();
      postFromPage(jar, FROM_SCRIPT);
      const answer = await act(null, formOf(fields));
      if (!answer.ok) expect(answer.status).toBeLessThan(500);
      expect(written(await cartOf(jar))).toEqual([]);
      // The preferences' cookies: no junk is a currency or a location the shop offers.
      if (act === changePreferences) expect(jar.header()).toBe('inventoryId=loc-colombo');
    }),
    { numRuns: 75 },
  );
});
