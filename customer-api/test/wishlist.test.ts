import { apiError } from '../../lib/api/schemas';
import { profile as profileSchema, WISH_LIST_LIMIT, type Profile } from '../../lib/api/profile-schemas';
import { Browser, signIn } from '../modules/identity/test/browser';
import { startIdentityApi, type IdentityApi } from '../modules/identity/test/identity-api';
import { ProfileRepository } from '../modules/profile/profile-repository';
import { Shopper } from './commerce-api';
import { call } from './start-test-api';

const PASSWORD = 'Demo-pass-1';
let idp: IdentityApi;
let nimal: Shopper;
let kavya: Shopper;
let nimalId: string;

async function customer(email: string): Promise<Shopper> {
  const tokens = await signIn(new Browser(), idp.issuer, email, PASSWORD);
  return new Shopper(idp.api, { bearer: tokens.access_token, session: '' });
}

beforeAll(async () => {
  idp = await startIdentityApi();
  nimal = await customer('nimal@example.com');
  kavya = await customer('kavya@example.com');
  nimalId = idp.db.prepare<[string], { id: string }>('SELECT id FROM customers WHERE email = ?').get('nimal@example.com')?.id ?? '';
}, 30_000);
afterAll(async () => {
  await idp.close();
});

const TEE_BLUE_S = { baseId: 'p-tee', varianceKey: 'color:blue|size:s' };
const KETTLE = { baseId: 'p-kettle', varianceKey: '' };
const errorOf = (body: unknown) => apiError.parse(body);
const listOf = async (s: Shopper): Promise<Profile['wishList']> => profileSchema.parse((await s.get('profile/get')).body).wishList;
const update = (s: Shopper, body: unknown) => s.post('profile/update/wishList', body);

beforeEach(() => {
  idp.db.prepare('DELETE FROM wish_list_items').run();
});

describe('profile/update/wishList', () => {
  it('adds, toggles and removes a product variant in the caller’s list and answers the reloaded profile', async () => {
    const added = await update(nimal, { ...TEE_BLUE_S, action: 'add' });
    expect(added.status).toBe(200);
    expect(profileSchema.parse(added.body).wishList).toEqual([TEE_BLUE_S]);

    // Adding twice keeps one entry; the spec's payload alone (no action) toggles.
    await update(nimal, { ...TEE_BLUE_S, action: 'add' });
    expect(profileSchema.parse((await update(nimal, KETTLE)).body).wishList).toEqual([TEE_BLUE_S, KETTLE]);
    expect(profileSchema.parse((await update(nimal, KETTLE)).body).wishList).toEqual([TEE_BLUE_S]);

    const removed = await update(nimal, { ...TEE_BLUE_S, action: 'remove' });
    expect(removed.status).toBe(200);
    expect(profileSchema.parse(removed.body).wishList).toEqual([]);
    // Removing what is not there is not an error.
    expect((await update(nimal, { ...TEE_BLUE_S, action: 'remove' })).status).toBe(200);
    expect(await listOf(nimal)).toEqual([]);
  });

  it('adds only a product and variant that exist and are enabled', async () => {
    const refused = async (body: unknown, status: number, message: string) => {
      const res = await update(nimal, body);
      expect(res.status).toBe(status);
      expect(errorOf(res.body).description).toContain(message);
    };
    await refused({ baseId: 'p-nothing', varianceKey: '', action: 'add' }, 404, 'No such product');
    await refused({ baseId: 'p-tee', varianceKey: 'color:purple|size:s', action: 'add' }, 404, 'No such product variant');
    await refused({ baseId: 'p-lamp', varianceKey: '', action: 'add' }, 404, 'No such product');
    await refused({ baseId: 'p-tee', varianceKey: 'color:blue|size:s', action: 'keep' }, 400, 'action');
    await refused({ varianceKey: '' }, 400, 'baseId');
    expect(await listOf(nimal)).toEqual([]);
  });

  it('an entry whose product was disabled stays listed and can still be removed', async () => {
    const repo = new ProfileRepository(idp.db);
    repo.addToWishList(nimalId, { baseId: 'p-lamp', varianceKey: '' }, new Date());
    expect(await listOf(nimal)).toEqual([{ baseId: 'p-lamp', varianceKey: '' }]);
    expect(profileSchema.parse((await update(nimal, { baseId: 'p-lamp', varianceKey: '' })).body).wishList).toEqual([]);
  });

  it(`refuses an item beyond ${WISH_LIST_LIMIT} with a clear error; removing one makes room`, async () => {
    const repo = new ProfileRepository(idp.db);
    for (let i = 0; i < WISH_LIST_LIMIT; i++)
      repo.addToWishList(nimalId, { baseId: `p-gone-${i}`, varianceKey: '' }, new Date(Date.UTC(2026, 0, 1, 0, 0, i)));
    const full = await update(nimal, { ...KETTLE, action: 'add' });
    expect(full.status).toBe(409);
    expect(errorOf(full.body).description).toBe(`Your wish list is full (${WISH_LIST_LIMIT} items). Remove an item to add another.`);
    await update(nimal, { baseId: 'p-gone-0', varianceKey: '', action: 'remove' });
    const list = profileSchema.parse((await update(nimal, { ...KETTLE, action: 'add' })).body).wishList;
    expect(list).toHaveLength(WISH_LIST_LIMIT);
    expect(list.at(-1)).toEqual(KETTLE);
  });

  it('a guest or anonymous caller gets 401; one customer never changes another’s list', async () => {
    const guest = new Shopper(idp.api);
    const res = await update(guest, { ...KETTLE, action: 'add' });
    expect(res.status).toBe(401);
    expect(errorOf(res.body).code).toBe('E4010');
    expect(
      (
        await call(`${idp.api}/profile/update/wishList`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(KETTLE),
        })
      ).status,
    ).toBe(401);

    await update(kavya, { ...KETTLE, action: 'add' });
    await update(nimal, { ...TEE_BLUE_S, action: 'add' });
    // Nimal toggling and removing Kavya's entry changes only Nimal's list.
    await update(nimal, { ...KETTLE, action: 'remove' });
    expect(await listOf(kavya)).toEqual([KETTLE]);
    expect(profileSchema.parse((await update(nimal, KETTLE)).body).wishList).toEqual([TEE_BLUE_S, KETTLE]);
    expect(await listOf(kavya)).toEqual([KETTLE]);
    await update(kavya, { ...KETTLE, action: 'remove' });
    expect(await listOf(kavya)).toEqual([]);
    expect(await listOf(nimal)).toEqual([TEE_BLUE_S, KETTLE]);
  });
});
