import { randomBytes } from 'node:crypto';
import {
  affiliateBanks,
  affiliateCustomer,
  affiliateLink,
  affiliateLinks,
  affiliateReport,
  affiliateStatistics,
  affiliateStatus,
  type AffiliateLink,
} from '../../lib/api/affiliate-schemas';
import { completePaymentResponse, purchaseResponse } from '../../lib/api/cart-schemas';
import { apiError } from '../../lib/api/schemas';
import { GOOD_CARD, readyForDelivery, Shopper, startCommerceApi, submitPaymentForm, type CommerceApi } from './commerce-api';
import { AffiliateRepository } from '../modules/affiliate/affiliate-repository';
import { moveOrder } from '../modules/orders/order-status';

let api: CommerceApi;
beforeAll(async () => {
  api = await startCommerceApi(undefined, { expirySweepMs: 0 });
});
afterAll(async () => {
  await api.close();
});

const customer = (name: string) => new Shopper(api.api, { bearer: `token-${name}`, session: '' });
const visit = () => randomBytes(16).toString('base64url');
const BANK = { bankId: 'hnb', accountName: 'Nimal Perera', accountNumber: '0123 4567 8901' };

async function put(s: Shopper, path: string, body: unknown) {
  const res = await fetch(s.url(path), {
    method: 'PUT',
    headers: s.headers({ 'content-type': 'application/json' }),
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function click(token: string, session = visit()) {
  const res = await fetch(`${api.api}/affiliate/click`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, visit: session }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { valid: boolean };
}

async function newLink(s: Shopper, overrides: Record<string, string> = {}): Promise<AffiliateLink> {
  const res = await s.post('affiliate', {
    path: '/products/cotton-tee?color=red',
    description: 'Instagram bio',
    expiryDate: '2026-12-31',
    ...overrides,
  });
  expect(res.status).toBe(200);
  return affiliateLink.parse(res.body);
}

/** A guest (or the given shopper) buys one gift wrap with cash, carrying the token; answers the order's ref. */
async function buyWithCash(token: string | null, buyer = new Shopper(api.api), email?: string): Promise<string> {
  expect((await buyer.add('p-wrap', 'ribbon:off', 1)).status).toBe(200);
  await readyForDelivery(buyer, 'CASH', email);
  const res = await buyer.get('cart/purchase', token ? { affiliateToken: token } : undefined);
  expect(res.status).toBe(200);
  const answer = purchaseResponse.parse(res.body);
  if (answer.kind !== 'ORDER_PLACED') throw new Error('expected a placed order');
  return answer.refId;
}

async function linksOf(s: Shopper) {
  const res = await s.get('affiliate');
  expect(res.status).toBe(200);
  return affiliateLinks.parse(res.body);
}

describe('the affiliate programme', () => {
  it('guests are refused every affiliate call; the click call is public', async () => {
    const guest = new Shopper(api.api);
    for (const path of [
      'affiliate',
      'affiliate/customer',
      'affiliate/banks',
      'affiliate/status',
      'affiliate/statistics',
      'affiliate/report',
    ]) {
      expect((await guest.get(path)).status).toBe(401);
    }
    expect((await guest.post('affiliate', { path: '/', description: 'x', expiryDate: '2026-12-31' })).status).toBe(401);
    expect(await click('unknown-token-123')).toEqual({ valid: false });
    expect(await click('Invalid')).toEqual({ valid: false });
  });

  it('links need bank details first (spec §5 message); the bank list and the details are the caller own', async () => {
    const nimal = customer('aff-nimal');
    expect(affiliateStatus.parse((await nimal.get('affiliate/status')).body)).toEqual({
      enabled: true,
      commissionPercent: 5,
      hasBankDetails: false,
    });
    expect((await nimal.get('affiliate/customer')).body).toBeNull();
    const refused = await nimal.post('affiliate', { path: '/', description: 'Home', expiryDate: '2026-12-31' });
    expect(refused.status).toBe(409);
    expect(apiError.parse(refused.body).description).toBe('Please provide the bank details before proceeding to generate affiliate links.');

    const banks = affiliateBanks.parse((await nimal.get('affiliate/banks')).body);
    expect(banks.length).toBeGreaterThanOrEqual(8);
    expect(banks.map((b) => b.name)).toContain('Hatton National Bank');

    const empty = await nimal.post('affiliate/customer', { bankId: 'hnb', accountName: ' ', accountNumber: '' });
    expect(empty.status).toBe(400);
    expect((await nimal.post('affiliate/customer', { ...BANK, bankId: 'no-such-bank' })).status).toBe(400);
    const saved = await nimal.post('affiliate/customer', BANK);
    expect(saved.status).toBe(200);
    expect(affiliateCustomer.parse(saved.body)).toEqual({ ...BANK, bankName: 'Hatton National Bank' });
    expect((await nimal.get('affiliate/customer')).body).toEqual({ ...BANK, bankName: 'Hatton National Bank' });
    expect(affiliateStatus.parse((await nimal.get('affiliate/status')).body).hasBankDetails).toBe(true);

    // Someone else sees none of it.
    expect((await customer('aff-stranger').get('affiliate/customer')).body).toBeNull();
  });

  it('validates links: path of this shop, description and expiry date not empty, expiry not passed', async () => {
    const nimal = customer('aff-nimal');
    for (const bad of [
      { path: '' },
      { path: 'https://evil.example/' },
      { path: '//evil.example' },
      { description: '' },
      { expiryDate: '' },
      { expiryDate: '2026-11-24' },
    ]) {
      expect((await nimal.post('affiliate', { path: '/', description: 'Home', expiryDate: '2026-12-31', ...bad })).status).toBe(400);
    }
  });

  it('a click counts once per browser session; a guest paying cash through the link counts and earns once the order is delivered', async () => {
    const nimal = customer('aff-nimal');
    const link = await newLink(nimal);
    expect(link).toMatchObject({ clicks: 0, orders: 0, earned: {}, expired: false, path: '/products/cotton-tee?color=red' });

    const session = visit();
    expect(await click(link.token, session)).toEqual({ valid: true });
    expect(await click(link.token, session)).toEqual({ valid: true });
    const ref = await buyWithCash(link.token);

    const order = api.db.prepare<[string], { json: string }>('SELECT json FROM orders WHERE ref_id = ?').get(ref);
    const draft = JSON.parse(order?.json ?? '{}') as { subTotal: number; totalPriceDiscounts: number; currency: string };
    const earning = Math.round((draft.subTotal - draft.totalPriceDiscounts) * 5) / 100;
    // Cash not collected yet: the report lists the order, but it neither counts nor earns until delivered.
    const pendingDay = async () =>
      affiliateStatistics.parse((await nimal.get('affiliate/statistics', { from: '2026-11-25', to: '2026-11-25' })).body).days[0];
    const [pending] = (await linksOf(nimal)).filter((l) => l.token === link.token);
    expect(pending).toMatchObject({ clicks: 1, orders: 0, earned: { [draft.currency]: 0 } });
    expect(await pendingDay()).toMatchObject({ clicks: 1, orders: 0 });
    expect(affiliateReport.parse((await nimal.get('affiliate/report')).body).entries[0]).toMatchObject({
      orderRef: ref,
      status: 'PROCESSING',
      earning: 0,
    });
    for (const status of ['READY_TO_DISPATCH', 'DISPATCHED'] as const) moveOrder(api.db, ref, status, null, api.clock.now());
    expect((await linksOf(nimal)).find((l) => l.token === link.token)).toMatchObject({ orders: 0, earned: { [draft.currency]: 0 } });
    expect(await pendingDay()).toMatchObject({ orders: 0 });
    moveOrder(api.db, ref, 'COMPLETED', null, api.clock.now());

    const [listed] = (await linksOf(nimal)).filter((l) => l.token === link.token);
    expect(listed).toMatchObject({ clicks: 1, orders: 1, earned: { [draft.currency]: earning } });

    const stats = affiliateStatistics.parse((await nimal.get('affiliate/statistics', { from: '2026-11-20', to: '2026-11-25' })).body);
    expect(stats.days).toHaveLength(6);
    expect(stats.days.at(-1)).toEqual({ day: '2026-11-25', clicks: 1, orders: 1, earned: { [draft.currency]: earning } });

    const report = affiliateReport.parse((await nimal.get('affiliate/report', { size: '10', page: '1' })).body);
    expect(report.total).toBe(1);
    expect(report.entries[0]).toMatchObject({
      orderRef: ref,
      status: 'COMPLETED',
      amount: draft.subTotal - draft.totalPriceDiscounts,
      earning,
      linkDescription: 'Instagram bio',
    });
  });

  it('a cash order cancelled before delivery never earns', async () => {
    const nimal = customer('aff-nimal');
    const link = await newLink(nimal, { description: 'Cancelled cash' });
    const ref = await buyWithCash(link.token);
    moveOrder(api.db, ref, 'READY_TO_DISPATCH', null, api.clock.now());
    moveOrder(api.db, ref, 'CANCELLED', 'Changed their mind', api.clock.now());
    const [afterCancel] = (await linksOf(nimal)).filter((l) => l.token === link.token);
    expect(afterCancel?.orders).toBe(0);
    expect(Object.values(afterCancel?.earned ?? {}).every((amount) => amount === 0)).toBe(true);
    const cancelled = affiliateReport.parse((await nimal.get('affiliate/report')).body);
    expect(cancelled.entries.find((e) => e.orderRef === ref)).toMatchObject({ status: 'CANCELLED', earning: 0 });
  });

  it("counts days on the shop's calendar (Colombo), not UTC's: a late click is tomorrow's, a link stops at local midnight", async () => {
    const nimal = customer('aff-nimal-tz');
    expect((await nimal.post('affiliate/customer', BANK)).status).toBe(200);
    const link = await newLink(nimal, { expiryDate: '2026-11-26' });
    const today = await newLink(nimal, { expiryDate: '2026-11-25', description: 'Today only' });
    try {
      // 19:00 UTC on the 25th is 00:30 on the 26th in Colombo.
      api.clock.set('2026-11-25T19:00:00.000Z');
      expect(await click(link.token)).toEqual({ valid: true });
      expect(await click(today.token)).toEqual({ valid: false });
      const stats = affiliateStatistics.parse((await nimal.get('affiliate/statistics')).body);
      expect(stats.to).toBe('2026-11-26');
      expect(stats.days.at(-1)).toMatchObject({ day: '2026-11-26', clicks: 1 });
      expect(stats.days.at(-2)).toMatchObject({ day: '2026-11-25', clicks: 0 });
    } finally {
      api.clock.set('2026-11-25T04:30:00.000Z');
    }
  });

  it('a card purchase carrying the token is attributed once paid', async () => {
    const nimal = customer('aff-nimal');
    const link = await newLink(nimal, { description: 'Card buyers' });
    const buyer = new Shopper(api.api);
    expect((await buyer.add('p-wrap', 'ribbon:off', 1)).status).toBe(200);
    await readyForDelivery(buyer, 'CARD');
    const answer = purchaseResponse.parse((await buyer.get('cart/purchase', { affiliateToken: link.token })).body);
    if (answer.kind !== 'REDIRECT') throw new Error('expected a redirect');
    await submitPaymentForm(answer.redirectUrl, GOOD_CARD);
    expect(completePaymentResponse.parse((await buyer.get('cart/complete-payment', { paymentId: answer.paymentId })).body).status).toBe(
      'PAID',
    );
    const [listed] = (await linksOf(nimal)).filter((l) => l.token === link.token);
    expect(listed?.orders).toBe(1);
    // Paid by card: earned at once; cancelled afterwards (refunded): the earning is gone.
    const entry = affiliateReport
      .parse((await nimal.get('affiliate/report')).body)
      .entries.find((e) => e.linkDescription === 'Card buyers');
    expect(entry?.earning).toBeGreaterThan(0);
    moveOrder(api.db, entry?.orderRef ?? '', 'CANCELLED', 'Refunded', api.clock.now());
    const [afterCancel] = (await linksOf(nimal)).filter((l) => l.token === link.token);
    expect(afterCancel?.orders).toBe(0);
    expect(Object.values(afterCancel?.earned ?? {}).every((amount) => amount === 0)).toBe(true);
  });

  it('an expired link counts no click and no order; editing is the owner only (404 for anyone else)', async () => {
    const nimal = customer('aff-nimal');
    const link = await newLink(nimal, { description: 'Old promo' });
    const stranger = customer('aff-stranger');
    expect((await stranger.post('affiliate/customer', { ...BANK, accountName: 'Stranger' })).status).toBe(200);
    const stolen = await put(stranger, `affiliate/${link.token}`, { description: 'Mine now', expiryDate: '2027-01-31' });
    expect(stolen.status).toBe(404);
    expect(JSON.stringify(stolen.body)).not.toContain('Old promo');
    expect((await linksOf(stranger)).map((l) => l.token)).not.toContain(link.token);
    expect((await put(stranger, 'affiliate/bad token!', { description: 'x', expiryDate: '2027-01-31' })).status).toBe(400);

    const ended = await put(nimal, `affiliate/${link.token}`, { description: 'Old promo (ended)', expiryDate: '2026-11-24' });
    expect(ended.status).toBe(200);
    expect(affiliateLink.parse(ended.body)).toMatchObject({ description: 'Old promo (ended)', expiryDate: '2026-11-24', expired: true });
    expect(await click(link.token)).toEqual({ valid: false });
    await buyWithCash(link.token);
    const [listed] = (await linksOf(nimal)).filter((l) => l.token === link.token);
    expect(listed).toMatchObject({ clicks: 0, orders: 0, earned: {} });
  });

  it("an affiliate's own orders earn nothing — signed in, or with their email as a guest or on another account — and a purchase without a token is no one's", async () => {
    const nimal = customer('aff-nimal');
    // The account as identity keeps it: the email the affiliate signs in with.
    api.db
      .prepare(`INSERT OR IGNORE INTO customers (id, email, name, password_hash, email_verified, created_at) VALUES (?, ?, ?, 'x', 1, ?)`)
      .run('aff-nimal', 'Nimal.Affiliate@example.com', 'Nimal', new Date().toISOString());
    const link = await newLink(nimal, { description: 'Self' });
    await buyWithCash(link.token, customer('aff-nimal'));
    await buyWithCash(link.token, new Shopper(api.api), ' nimal.affiliate@EXAMPLE.com');
    await buyWithCash(link.token, customer('aff-other'), 'nimal.affiliate@example.com');
    await buyWithCash(null);
    const [listed] = (await linksOf(nimal)).filter((l) => l.token === link.token);
    expect(listed).toMatchObject({ orders: 0, earned: {} });
    // Kavya buying through it counts, once delivered.
    const kavyas = await buyWithCash(link.token, customer('aff-kavya'));
    for (const status of ['READY_TO_DISPATCH', 'DISPATCHED', 'COMPLETED'] as const)
      moveOrder(api.db, kavyas, status, null, api.clock.now());
    const [after] = (await linksOf(nimal)).filter((l) => l.token === link.token);
    expect(after?.orders).toBe(1);
  });

  it("statistics and reports answer about the caller's own links only", async () => {
    const stranger = customer('aff-stranger');
    const report = affiliateReport.parse((await stranger.get('affiliate/report')).body);
    expect(report).toEqual({ entries: [], total: 0, page: 1, size: 10 });
    const stats = affiliateStatistics.parse((await stranger.get('affiliate/statistics')).body);
    expect(stats.days).toHaveLength(30);
    expect(stats.days.every((d) => d.clicks === 0 && d.orders === 0)).toBe(true);
    expect((await stranger.get('affiliate/report', { size: '0' })).status).toBe(400);
    expect((await stranger.get('affiliate/statistics', { from: 'yesterday' })).status).toBe(400);
  });

  it('a closed programme counts nothing and makes no links', async () => {
    const records = new AffiliateRepository(api.db);
    const nimal = customer('aff-nimal');
    const link = await newLink(nimal, { description: 'Before closing' });
    records.setProgramme({ enabled: false, commissionPercent: 5 });
    try {
      expect(affiliateStatus.parse((await nimal.get('affiliate/status')).body).enabled).toBe(false);
      expect(await click(link.token)).toEqual({ valid: false });
      expect((await nimal.post('affiliate', { path: '/', description: 'x', expiryDate: '2026-12-31' })).status).toBe(409);
      await buyWithCash(link.token);
      const [listed] = (await linksOf(nimal)).filter((l) => l.token === link.token);
      expect(listed).toMatchObject({ clicks: 0, orders: 0 });
    } finally {
      records.setProgramme({ enabled: true, commissionPercent: 5 });
    }
  });
});
