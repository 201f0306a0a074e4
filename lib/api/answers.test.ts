import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { buildSite } from '@/customer-api/seed/site';
import { foreignAnswer } from '@/test/foreign-api';
import { orderFixture } from '@/test/fixtures/order';
import { productFixture } from '@/test/fixtures/product';
import { orderAnswer, productAnswer, searchAnswer, siteSchemaAnswer } from './answers';
import { order, ORDER_STATUSES } from './cart-schemas';
import { product, searchResponse, siteSchema } from './schemas';
import { siteStatus } from './site-status';
import { resetWarnings } from './tolerant';

const NUM_RUNS = 100;
const site = buildSite();
const aProduct = productFixture();

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWarnings();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('reading a foreign customer API', () => {
  it('reads every mutated site schema, and what it reads holds to the contract', () => {
    fc.assert(
      fc.property(foreignAnswer(siteSchema, site), (answer) => {
        const read = siteSchemaAnswer.parse(answer);
        expect(siteSchema.safeParse(read).success).toBe(true);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('reads every mutated product, alone and in a search answer', () => {
    const search = { products: [aProduct], total: 1, first: 12, after: 0, facets: { categories: [], brands: [] } };
    fc.assert(
      fc.property(foreignAnswer(product, aProduct), foreignAnswer(searchResponse, search), (one, list) => {
        expect(product.safeParse(productAnswer.parse(one)).success).toBe(true);
        expect(searchResponse.safeParse(searchAnswer.parse(list)).success).toBe(true);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('reads every mutated order; a status it does not know is Unavailable', () => {
    fc.assert(
      fc.property(foreignAnswer(order, orderFixture()), (answer) => {
        const read = orderAnswer.parse(answer);
        const sent = (answer as { status?: unknown }).status;
        const known = (ORDER_STATUSES as readonly unknown[]).includes(sent);
        expect(read.status).toBe(known ? sent : 'UNAVAILABLE');
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('reads the spec defaults: other logo alignment centred, other variance type a dropdown', () => {
    const read = siteSchemaAnswer.parse({
      ...site,
      logoAlignment: 'RIGHT',
      menuAlignment: 'JUSTIFY',
      backgroundType: 'GRADIENT',
      popUpConfig: undefined,
      extra: 1,
    });
    expect(read).toMatchObject({
      logoAlignment: 'CENTER',
      menuAlignment: 'LEFT',
      backgroundType: 'NONE',
      popUpConfig: { isEnabled: false },
    });
    expect(read).not.toHaveProperty('extra');
    const variances = aProduct.variances.map((v) => ({ ...v, type: 'CHIPS' }));
    expect(productAnswer.parse({ ...aProduct, variances }).variances.map((v) => v.type)).toEqual(variances.map(() => 'DROPDOWN'));
  });

  it('reads a malformed isStorePublic as a private store, logged once; a missing one as public', () => {
    const withPublic = (isStorePublic: unknown) =>
      siteSchemaAnswer.parse({ ...site, generalSettings: { ...site.generalSettings, isStorePublic } }).generalSettings.isStorePublic;
    expect(['false', 'true', 0, 1, null, {}].map(withPublic)).toEqual([false, false, false, false, false, false]);
    withPublic('false');
    expect(withPublic(undefined)).toBe(true);
    expect(withPublic(true)).toBe(true);
    const logged = warn.mock.calls.map(([message]) => message as string);
    expect(logged.filter((message) => message.startsWith('customer API: site.generalSettings.isStorePublic had "false"'))).toHaveLength(1);
  });

  it('drops the one list item that does not parse and keeps the rest', () => {
    const menus = [...site.header.menus, { name: 42, link: null }];
    expect(siteSchemaAnswer.parse({ ...site, header: { menus } }).header.menus).toEqual(siteSchema.parse(site).header.menus);
  });

  it('warns once per path and value, not once per answer', () => {
    for (let i = 0; i < 3; i++) siteSchemaAnswer.parse({ ...site, logoAlignment: 'RIGHT' });
    siteSchemaAnswer.parse({ ...site, logoAlignment: 'MIDDLE' });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'customer API: site.logoAlignment had "RIGHT"; read leniently',
      'customer API: site.logoAlignment had "MIDDLE"; read leniently',
    ]);
  });

  it('still refuses an answer without what it cannot do without', () => {
    expect(siteSchemaAnswer.safeParse({ ...site, merchantId: undefined }).success).toBe(false);
    expect(productAnswer.safeParse({ ...aProduct, id: 7 }).success).toBe(false);
  });
});

describe('a shop started against a foreign customer API', () => {
  let server: Server;
  let answer: unknown = site;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.CUSTOMER_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stays online whatever a valid schema carries besides (no offline screen)', async () => {
    let later = Date.now();
    await fc.assert(
      fc.asyncProperty(foreignAnswer(siteSchema, site), async (mutated) => {
        answer = mutated;
        // Past the healthy answer's time to live: every run reads the schema afresh.
        later += 3_600_000;
        expect((await siteStatus(later)).online).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
