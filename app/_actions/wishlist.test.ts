import fc from 'fast-check';
import { Browser, signIn } from '@/customer-api/modules/identity/test/browser';
import { startIdentityApi } from '@/customer-api/modules/identity/test/identity-api';
import { GET as getWishList } from '@/app/api/wishlist/route';
import type { WishListItem } from '@/lib/api/profile-schemas';
import { heartCookieName, sealHeart } from '@/lib/wishlist/heart-after-sign-in.server';
import { actionRequest, answerOrRedirect, formOf, hostileText, postFromPage, redirectOf } from '@/test/action-requests';
import { againstReferenceApi } from '@/test/reference-api';
import { CookieJar, signedInJar, routeRequest } from '@/test/route-requests';
import { addWishAfterSignIn, changeWishList } from './wishlist';

jest.mock('next/headers', () => jest.requireActual('@/test/action-requests').actionRequestHeaders);

// The wish list is the profile's: the reference API with its identity provider, and two real customers.
const idp = againstReferenceApi(() => startIdentityApi());

const PASSWORD = 'Demo-pass-1';
const customers: Record<'nimal' | 'kavya', { id: string; token: string }> = {
  nimal: { id: '', token: '' },
  kavya: { id: '', token: '' },
};

beforeAll(async () => {
  for (const name of ['nimal', 'kavya'] as const) {
    const tokens = await signIn(new Browser(), idp.issuer, `${name}@example.com`, PASSWORD);
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string };
    customers[name] = { id: claims.sub, token: tokens.access_token };
  }
}, 30_000);
beforeEach(() => {
  idp.db.prepare('DELETE FROM wish_list_items').run();
});

const wrap: WishListItem = { baseId: 'p-wrap', varianceKey: 'ribbon:off' };
const KEPT = heartCookieName(false);

/** A browser signed in as `name`, carrying `cookies` too (a heart kept before sign-in, or a planted one). */
async function customer(name: keyof typeof customers, cookies: Record<string, string> = {}): Promise<CookieJar> {
  const jar = await signedInJar(customers[name].id, name, customers[name].token);
  for (const [cookie, value] of Object.entries(cookies)) jar.set(cookie, value);
  return jar;
}

/** A guest's browser at the Colombo shop. */
const guest = () => new CookieJar().set('inventoryId', 'loc-colombo');

/** The wish list keys of the jar's customer, as the storefront's own route reads them. */
async function wishListOf(jar: CookieJar): Promise<WishListItem[]> {
  const res = await getWishList(routeRequest('/api/wishlist?first=0&after=0', { cookies: jar }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: WishListItem[] }).items;
}

const keys = (items: WishListItem[]) => ({ items, total: items.length, first: 0, after: 0, entries: [] });

describe("the wish list heart's Server Function", () => {
  it("adds and removes the signed-in customer's entry, answering the keys, and toggles when the page did not know", async () => {
    const jar = await customer('nimal');
    postFromPage(jar);
    expect(await changeWishList(null, formOf({ ...wrap, action: 'add' }))).toEqual({
      ok: true,
      value: { outcome: 'added', item: wrap, keys: keys([wrap]) },
    });
    expect(await wishListOf(jar)).toEqual([wrap]);
    expect(await changeWishList(null, formOf({ ...wrap, action: 'toggle' }))).toEqual({
      ok: true,
      value: { outcome: 'removed', item: wrap, keys: keys([]) },
    });
    // A junk action reads as the toggle the page sends before it knows the list.
    expect(await changeWishList(null, formOf({ ...wrap, action: 'steal' }))).toMatchObject({ ok: true, value: { outcome: 'added' } });
    expect(await wishListOf(jar)).toEqual([wrap]);
  });

  it("changes only the caller's own list: another customer's Remove of the same entry leaves it listed", async () => {
    const owner = await customer('nimal');
    postFromPage(owner);
    await changeWishList(null, formOf({ ...wrap, action: 'add' }));
    const other = await customer('kavya');
    postFromPage(other);
    expect(await changeWishList(null, formOf({ ...wrap, action: 'remove' }))).toEqual({
      ok: true,
      value: { outcome: 'removed', item: wrap, keys: keys([]) },
    });
    expect(await wishListOf(owner)).toEqual([wrap]);
    expect(await wishListOf(other)).toEqual([]);
  });

  it('says a product the catalogue does not have as a failed addition, and writes nothing', async () => {
    const jar = await customer('nimal');
    postFromPage(jar);
    const unknown = { baseId: 'p-nothing-here', varianceKey: '' };
    expect(await changeWishList(null, formOf({ ...unknown, action: 'add' }))).toEqual({
      ok: true,
      value: { outcome: 'addFailed', item: unknown, keys: null },
    });
    expect(await wishListOf(jar)).toEqual([]);
  });

  it('sends a customer whose sign-in the API refuses to sign in again, the heart kept for the return', async () => {
    const jar = await signedInJar(customers.nimal.id, 'nimal', 'a-token-the-api-refuses');
    postFromPage(jar);
    expect(await redirectOf(changeWishList(null, formOf({ ...wrap, action: 'add' })))).toBe(
      `/login?callbackUrl=${encodeURIComponent('/products/x')}&expired=1`,
    );
    expect(actionRequest.written.get(KEPT)).toMatchObject({ httpOnly: true });
    expect(jar.get(KEPT)).toEqual(expect.any(String));
  });
});

describe("a guest's heart, kept through sign-in", () => {
  it('sends the guest to sign in and back, keeping the entry in one signed, httpOnly cookie, added once on the return', async () => {
    const jar = guest().set('NEXT_LOCALE', 'si');
    postFromPage(jar);
    expect(await redirectOf(changeWishList(null, formOf({ ...wrap, action: 'toggle' })))).toBe(
      `/si/login?callbackUrl=${encodeURIComponent('/products/x')}`,
    );
    const kept = actionRequest.written.get(KEPT);
    expect(kept).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 30 });
    // The one thing written: no other cookie carries the heart.
    expect([...actionRequest.written.keys()]).toEqual([KEPT]);

    const back = await customer('nimal', { [KEPT]: jar.get(KEPT) ?? '' });
    postFromPage(back);
    expect(await addWishAfterSignIn(null, formOf({}))).toEqual({ ok: true, value: { outcome: 'added', item: wrap, keys: keys([wrap]) } });
    expect(back.get(KEPT)).toBeUndefined();
    expect(await addWishAfterSignIn(null, formOf({}))).toEqual({ ok: true, value: null });
    expect(await wishListOf(back)).toEqual([wrap]);
  });

  it('is a __Host- cookie, Secure, over HTTPS, where a plain-named one is not read', async () => {
    postFromPage(guest(), { 'x-forwarded-proto': 'https' });
    await redirectOf(changeWishList(null, formOf({ ...wrap })));
    expect(actionRequest.written.get('__Host-wish_after_sign_in')).toMatchObject({
      httpOnly: true,
      secure: true,
      path: '/',
      sameSite: 'lax',
    });

    const jar = await customer('nimal', { [KEPT]: sealHeart(wrap) });
    jar.set('__Host-next-auth.session-token', jar.get('next-auth.session-token') ?? '');
    postFromPage(jar, { 'x-forwarded-proto': 'https' });
    expect(await addWishAfterSignIn(null, formOf({}))).toEqual({ ok: true, value: null });
    expect(await wishListOf(jar)).toEqual([]);
  });

  const payload = (fields: object) => Buffer.from(JSON.stringify(fields)).toString('base64url');
  it.each([
    ['signed with another secret', () => sealHeart(wrap, Date.now(), 'a secret this shop never had, 32+ chars')],
    [
      'with its entry changed',
      () => `${payload({ ...wrap, baseId: 'p-tee', savedAt: Date.now() })}.${sealHeart(wrap).split('.')[1] ?? ''}`,
    ],
    ['unsigned', () => payload({ ...wrap, savedAt: Date.now() })],
    ['kept longer than 30000 ms', () => sealHeart(wrap, Date.now() - 30_001)],
    ['dated in the future', () => sealHeart(wrap, Date.now() + 60_000)],
    ['of junk', () => '%%%.'.repeat(300)],
  ])('ignores a planted value %s: nothing is added and the cookie goes', async (_case, planted) => {
    const jar = await customer('nimal', { [KEPT]: planted() });
    postFromPage(jar);
    expect(await addWishAfterSignIn(null, formOf({}))).toEqual({ ok: true, value: null });
    expect(jar.get(KEPT)).toBeUndefined();
    expect(await wishListOf(jar)).toEqual([]);
  });

  it('keeps nothing for a guest pressing Remove, and adds nothing for a caller who is not signed in', async () => {
    postFromPage(guest());
    expect(await redirectOf(changeWishList(null, formOf({ ...wrap, action: 'remove' })))).toBe(
      `/login?callbackUrl=${encodeURIComponent('/products/x')}`,
    );
    expect(actionRequest.written.size).toBe(0);
    const jar = guest().set(KEPT, sealHeart(wrap));
    postFromPage(jar);
    expect(await addWishAfterSignIn(null, formOf({}))).toMatchObject({ ok: false, status: 401 });
    expect(jar.get(KEPT)).toBeDefined();
  });
});

describe('a post from another site', () => {
  it.each([
    ['says it comes from another site', { 'sec-fetch-site': 'cross-site' }],
    ['carries no Origin', { origin: null }],
  ])('that %s is refused by both functions, and nothing is kept or written', async (_case, headers) => {
    const jar = await customer('nimal', { [KEPT]: sealHeart(wrap) });
    for (const act of [changeWishList, addWishAfterSignIn]) {
      postFromPage(jar, headers);
      expect(await act(null, formOf({ ...wrap, action: 'add' }))).toMatchObject({ ok: false, status: 403 });
      expect(actionRequest.written.size).toBe(0);
    }
    postFromPage(guest(), headers);
    expect(await changeWishList(null, formOf({ ...wrap, action: 'add' }))).toMatchObject({ ok: false, status: 403 });
    expect(actionRequest.written.size).toBe(0);
    expect(await wishListOf(jar)).toEqual([]);
  });
});

const hostileForm = fc.dictionary(fc.constantFrom('baseId', 'varianceKey', 'action', '__proto__', '$ACTION_KEY'), hostileText);
/** What a browser can carry in a cookie (RFC 6265 cookie-octets), hostile otherwise; a kept heart's halves. */
const hostileCookie = (kept: string) =>
  fc.oneof(
    hostileText.filter((v) => /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/.test(v)),
    fc.constantFrom(`${kept.split('.')[0] ?? ''}.`, `.${kept.split('.')[1] ?? ''}`, '..', 'a.b.c'),
  );

it('answers hostile form data and hostile kept hearts without a 500 or a write, signed in or not', async () => {
  const nimal = await customer('nimal');
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(changeWishList, addWishAfterSignIn),
      hostileForm,
      fc.boolean(),
      fc.option(hostileCookie(sealHeart(wrap)), { nil: undefined }),
      async (act, fields, signedIn, planted) => {
        const jar = signedIn ? await customer('nimal') : guest();
        if (planted !== undefined) jar.set(KEPT, planted);
        postFromPage(jar);
        const answer = await answerOrRedirect(act(null, formOf(fields)));
        if ('ok' in answer && !answer.ok) expect(answer.status).toBeLessThan(500);
        expect(await wishListOf(nimal)).toEqual([]);
      },
    ),
    { numRuns: 60 },
  );
});
