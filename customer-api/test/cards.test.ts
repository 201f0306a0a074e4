import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { savedCards, type SavedCard } from '../../lib/api/card-schemas';
import { completePaymentResponse, purchaseResponse } from '../../lib/api/cart-schemas';
import { apiError } from '../../lib/api/schemas';
import { GOOD_CARD, readyForDelivery, Shopper, startCommerceApi, submitPaymentForm, type CommerceApi } from './commerce-api';

const CARD_DIGITS = '4242424242424242';
const CVC = '737';
const lines: string[] = [];
let api: CommerceApi;
beforeAll(async () => {
  // Every log line the API writes, at its most talkative, is scanned for the card number below.
  api = await startCommerceApi(undefined, { expirySweepMs: 0 }, { level: 'trace', stream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await api.close();
});

const customer = (name: string) => new Shopper(api.api, { bearer: `token-${name}`, session: '' });

async function list(s: Shopper): Promise<SavedCard[]> {
  const res = await s.get('card/list');
  expect(res.status).toBe(200);
  return savedCards.parse(res.body);
}

/** Checks out one gift wrap by card and answers the hosted page's link. */
async function startCardPayment(s: Shopper, options?: { saveCard?: boolean; cardId?: string }) {
  expect((await s.add('p-wrap', 'ribbon:off', 1)).status).toBe(200);
  await readyForDelivery(s, 'CARD');
  const choice = options?.cardId ? { useSavedCard: true, cardId: options.cardId } : { saveCard: options?.saveCard ?? false };
  expect((await s.post('cart/set/save-card-options', choice)).status).toBe(200);
  const res = await s.get('cart/purchase');
  return res;
}

async function payingCustomer(s: Shopper, options?: { saveCard?: boolean; cardId?: string }) {
  const res = await startCardPayment(s, options);
  const answer = purchaseResponse.parse(res.body);
  if (answer.kind !== 'REDIRECT') throw new Error('expected a redirect');
  return answer;
}

async function complete(s: Shopper, paymentId: string) {
  return completePaymentResponse.parse((await s.get('cart/complete-payment', { paymentId })).body);
}

describe('saved cards', () => {
  it('guests have no saved cards: 401 on list and delete, and the page never offers to save', async () => {
    const guest = new Shopper(api.api);
    expect((await guest.get('card/list')).status).toBe(401);
    expect((await guest.get('card/delete/card_x')).status).toBe(401);
    await guest.add('p-wrap', 'ribbon:off', 1);
    await readyForDelivery(guest, 'CARD');
    const answer = purchaseResponse.parse((await guest.get('cart/purchase')).body);
    if (answer.kind !== 'REDIRECT') throw new Error('expected a redirect');
    expect(await (await fetch(answer.redirectUrl)).text()).not.toContain('Save this card');
    await submitPaymentForm(answer.redirectUrl, { ...GOOD_CARD, saveCard: 'on' });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM saved_cards').get()).toEqual({ n: 0 });
  });

  it('a customer saves the card while paying, pays a second order with it (security code only), then deletes it', async () => {
    const nimal = customer('nimal');
    expect(await list(nimal)).toEqual([]);

    // First order: the checkout asked to save the card; the page says so and does not ask again.
    const first = await payingCustomer(nimal, { saveCard: true });
    const page = await (await fetch(first.redirectUrl)).text();
    expect(page).not.toContain('id="saveCard"');
    expect(page).toContain('This card will be saved for next time, as chosen at checkout.');
    await submitPaymentForm(first.redirectUrl, { ...GOOD_CARD, cvc: CVC });
    expect(await complete(nimal, first.paymentId)).toMatchObject({ status: 'PAID' });
    const [card, ...rest] = await list(nimal);
    expect(rest).toEqual([]);
    expect(card).toEqual({
      id: expect.stringMatching(/^card_/),
      brand: 'Visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2030,
      holderName: 'Nimal Perera',
      expired: false,
    });
    if (!card) throw new Error('expected a saved card');

    // Second order with the saved card: the page asks for the CVC only.
    const second = await payingCustomer(nimal, { cardId: card.id });
    const savedPage = await (await fetch(second.redirectUrl)).text();
    expect(savedPage).toContain('Paying with your saved Visa ending in 4242, expires 12/30 (Nimal Perera)');
    expect(savedPage).not.toContain('id="cardNumber"');
    expect(savedPage).not.toContain('id="saveCard"');
    expect(savedPage).toContain('id="cvc"');
    const missingCvc = await submitPaymentForm(second.redirectUrl, { action: 'pay', cvc: '' });
    expect(missingCvc.status).toBe(422);
    expect(await missingCvc.text()).toContain('Enter the 3 or 4 digit security code');
    expect((await submitPaymentForm(second.redirectUrl, { action: 'pay', cvc: CVC })).status).toBe(303);
    expect(await complete(nimal, second.paymentId)).toMatchObject({ status: 'PAID', orderId: expect.any(String) });
    expect(api.db.prepare('SELECT saved_card_id, card_last4 FROM payments WHERE id = ?').get(second.paymentId)).toEqual({
      saved_card_id: card.id,
      card_last4: '4242',
    });

    // Paying with the same card again and saving does not duplicate it.
    const third = await payingCustomer(nimal, { saveCard: true });
    await submitPaymentForm(third.redirectUrl, GOOD_CARD);
    await complete(nimal, third.paymentId);
    expect(await list(nimal)).toHaveLength(1);

    // spec §7: deleting is a GET; a POST or a HEAD finds no route and deletes nothing.
    expect((await nimal.post(`card/delete/${card.id}`)).status).toBe(404);
    expect((await fetch(nimal.url(`card/delete/${card.id}`), { method: 'HEAD', headers: nimal.headers() })).status).toBe(404);
    expect(await list(nimal)).toHaveLength(1);

    // Deleting answers the reloaded list; the card can no longer pay.
    const deleted = await nimal.get(`card/delete/${card.id}`);
    expect(deleted.status).toBe(200);
    expect(savedCards.parse(deleted.body)).toEqual([]);
    expect((await nimal.get(`card/delete/${card.id}`)).status).toBe(404);
    const refused = await startCardPayment(nimal, { cardId: card.id });
    expect(refused.status).toBe(404);
    expect(apiError.parse(refused.body).description).toBe('No such saved card');
    await nimal.post('cart/clear-cart');
  });

  it('asks about saving once: without the checkout’s tick the page asks nothing and keeps no card, whatever is posted', async () => {
    const sunil = customer('sunil');
    const pay = await payingCustomer(sunil, { saveCard: false });
    const page = await (await fetch(pay.redirectUrl)).text();
    expect(page).not.toContain('id="saveCard"');
    expect(page).not.toMatch(/save this card/i);
    await submitPaymentForm(pay.redirectUrl, { ...GOOD_CARD, saveCard: 'on' });
    expect(await complete(sunil, pay.paymentId)).toMatchObject({ status: 'PAID' });
    expect(await list(sunil)).toEqual([]);
  });

  it('one customer can never list, use or delete another customer’s card (404)', async () => {
    const kavya = customer('kavya');
    const pay = await payingCustomer(kavya, { saveCard: true });
    await submitPaymentForm(pay.redirectUrl, { ...GOOD_CARD, name: 'Kavya S' });
    await complete(kavya, pay.paymentId);
    const [card] = await list(kavya);
    if (!card) throw new Error('expected a saved card');

    const ruwan = customer('ruwan');
    expect(await list(ruwan)).toEqual([]);
    expect((await ruwan.get(`card/delete/${card.id}`)).status).toBe(404);
    const used = await startCardPayment(ruwan, { cardId: card.id });
    expect(used.status).toBe(404);
    expect((await ruwan.cart()).orderStatus).toBe('OPEN');
    // Kavya still has it.
    expect((await list(kavya)).map((c) => c.id)).toEqual([card.id]);
    await ruwan.post('cart/clear-cart');
  });

  it('an expired saved card is marked expired and cannot start a payment', async () => {
    const amara = customer('amara');
    const pay = await payingCustomer(amara, { saveCard: true });
    await submitPaymentForm(pay.redirectUrl, { ...GOOD_CARD, expiry: '12/26' });
    await complete(amara, pay.paymentId);
    api.clock.set('2027-01-06T04:30:00.000Z');
    try {
      const [card] = await list(amara);
      expect(card).toMatchObject({ expiryMonth: 12, expiryYear: 2026, expired: true });
      if (!card) throw new Error('expected a saved card');
      const res = await startCardPayment(amara, { cardId: card.id });
      expect(res.status).toBe(409);
      expect(apiError.parse(res.body).description).toBe('This saved card has expired');
    } finally {
      api.clock.set('2026-11-25T04:30:00.000Z');
    }
  });

  it('neither the database nor the API log ever holds the card number or the security code', () => {
    api.db.pragma('wal_checkpoint(TRUNCATE)');
    const files = readdirSync(api.dir).filter((f) => f.startsWith('api.sqlite'));
    expect(files).toContain('api.sqlite');
    for (const file of files) {
      const bytes = readFileSync(join(api.dir, file));
      for (const text of [CARD_DIGITS, '4242 4242 4242 4242', `"cvc":"${CVC}"`, `cvc=${CVC}`])
        expect(bytes.includes(Buffer.from(text))).toBe(false);
    }
    expect(lines.length).toBeGreaterThan(20);
    const log = lines.join('\n');
    for (const text of [CARD_DIGITS, '4242+4242', '4242 4242', `cvc=${CVC}`, `"cvc":"${CVC}"`]) expect(log).not.toContain(text);
    // The card was saved: what the gateway returned is there.
    expect(api.db.prepare('SELECT brand, last4 FROM saved_cards LIMIT 1').get()).toEqual({ brand: 'Visa', last4: '4242' });
  });
});
