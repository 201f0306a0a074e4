import { NextIntlClientProvider } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { OrderDetails } from '@/components/order/order-details';
import { readyForDelivery, Shopper, startCommerceApi } from '@/customer-api/test/commerce-api';
import { TAX_RATE } from '@/customer-api/seed/commerce';
import { LOCATIONS } from '@/customer-api/test/fixture';
import { getOrder } from '@/lib/api/cart';
import { purchaseResponse } from '@/lib/api/cart-schemas';
import { cartMoney } from '@/lib/cart/money';
import { againstReferenceApi } from '@/test/reference-api';
import en from '@/messages/en.json';

const api = againstReferenceApi(() => startCommerceApi());

const money = { code: 'LKR', symbol: 'Rs', hidden: false };
const cents = (n: number) => Math.round(n * 100);

/** The order page's totals block as [label, amount] pairs, in page order. */
function totalsShown(html: string): Array<[string, string]> {
  const block = /<dl class="ml-auto[^"]*">(.*?)<\/dl>/.exec(html)?.[1] ?? '';
  return [...block.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map(([, label, amount]) => [label ?? '', amount ?? '']);
}

describe('the amounts on the order page', () => {
  it('are the sub total, delivery, tax, discount and total the reference API computed for the order, each in its row', async () => {
    const s = new Shopper(`${api.origin}/demo/customer-api/v2`);
    expect((await s.post('cart/add', { productId: 'p-wrap', varianceKey: 'ribbon:off', quantity: 3 })).status).toBe(200);
    expect((await s.post('cart/set/promoCode', { promoCode: 'SAVE10' })).status).toBe(200);
    await readyForDelivery(s, 'CASH');
    const placed = purchaseResponse.parse((await s.get('cart/purchase')).body);
    if (placed.kind !== 'ORDER_PLACED') throw new Error(`not placed: ${placed.kind}`);

    // The API's own figures: a discount, a delivery charge and tax on the discounted sub total, all present.
    const raw = (await s.get(`order/get/${placed.orderId}`)).body as Record<string, number>;
    const { subTotal = 0, deliveryChargers = 0, tax = 0, totalPriceDiscounts = 0, total = 0 } = raw;
    expect([subTotal, deliveryChargers, tax, totalPriceDiscounts].every((n) => n > 0)).toBe(true);
    expect(cents(totalPriceDiscounts)).toBe(Math.round(cents(subTotal) / 10));
    expect(cents(tax)).toBe(Math.round((cents(subTotal) - cents(totalPriceDiscounts)) * TAX_RATE));
    expect(cents(total)).toBe(cents(subTotal) + cents(deliveryChargers) + cents(tax) - cents(totalPriceDiscounts));

    const order = await getOrder({ guestSession: s.session, inventoryId: LOCATIONS.colombo, token: null }, placed.orderId);
    const intl = { locale: 'en', messages: en, timeZone: 'Asia/Colombo', children: createElement(OrderDetails, { order, money }) } as const;
    const html = renderToStaticMarkup(createElement(NextIntlClientProvider, intl));
    const shown = (n: number) => cartMoney(n, 'LKR', money, 'en');
    expect(totalsShown(html)).toEqual([
      ['Sub Total', shown(subTotal)],
      ['Delivery Charges', shown(deliveryChargers)],
      ['Tax', shown(tax)],
      ['Discounts', `− ${shown(totalPriceDiscounts)}`],
      ['Total', shown(total)],
    ]);
  });
});
