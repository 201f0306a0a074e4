import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { demo } from './support/shop';
import { testServers as s } from './support/test-servers';

/** Steps the cart and checkout stories share: a shopper at a location, products, the forms. */

export const LOCATION = demo.locations.colombo;
const api = `${s.apiUrl}/${s.tenant}/customer-api/v2`;

export interface ShopProduct {
  id: string;
  varianceKey: string;
  name: string;
  href: string;
  quantity: number;
  price: number;
  brandTag: string;
}

/** The shopper has chosen the Colombo shop, as the store selection would store it. */
export async function atColombo(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'inventoryId', value: LOCATION, url: baseURL ?? s.baseURL }]);
}

/**
 * The product each flow buys or changes, one per flow: flows run in parallel, so one flow's purchase or
 * stock change never shifts what another reads. None of them is a named fixture other flows rely on.
 */
export const FLOW_PRODUCTS = {
  cashFirst: 'p-0025',
  cashSecond: 'p-0027',
  strangerOrder: 'p-0095',
  cardPaid: 'p-0077',
  cardAtLocalhost: 'p-0123',
  cardDeclined: 'p-0045',
  cardSignInWhilePaying: 'p-0131',
  pickup: 'p-0056',
  location: 'p-0011',
  phone: 'p-0090',
  lowStock: 'p-0085',
  soldOut: 'p-0108',
  promo: 'p-0086',
  forgedReturn: 'p-0009',
  pendingReturn: 'p-0060',
  cancelledReturn: 'p-0103',
  tamilDesktop: 'p-0013',
  tamilPhone: 'p-0029',
  signIn: 'p-0015',
  signInMerge: 'p-0021',
  focusCart: 'p-0017',
  narrowScreen: 'p-0019',
  wishSearch: 'p-0111',
  wishGuest: 'p-0117',
  wishPhone: 'p-0119',
  savedCard: 'p-0137',
  accountDesktop: 'p-0022',
  checkoutKeyboard: 'p-0024',
  analyticsDesktop: 'p-0037',
  analyticsPhone: 'p-0047',
  analyticsCard: 'p-0055',
  analyticsCardDeclined: 'p-0057',
  checkoutKeyboardPhone: 'p-0026',
  checkoutTamilShots: 'p-0028',
  browseFocus: 'p-0031',
  browseQuickView: 'p-0066',
  browseToast: 'p-0033',
  affiliate: 'p-0049',
  dueDateNotes: 'p-0144',
  courierPhone: 'p-0146',
  dueDateNotesPhone: 'p-0147',
  remoteError: 'p-0149',
  reflow: 'p-0005',
  reflowSecond: 'p-0012',
  addressStepCustomer: 'p-0067',
  confirmationCash: 'p-0069',
  confirmationTamil: 'p-0071',
  declinedKeepsOrder: 'p-0073',
  earlyPlaceOrder: 'p-0036',
  notReadyAtPurchase: 'p-0038',
  placeOrderMidTap: 'p-0020',
  priceNotes: 'p-0120',
  priceNotesPhone: 'p-0127',
} as const;

type ApiProduct = Record<string, unknown> & { name: { en: string }; price: Record<string, number>; brand: { tag: string } };

/** A flow's product as the API serves it at the shop: in stock, priced in LKR, taking both cash and card. */
export async function flowProduct(request: APIRequestContext, flow: keyof typeof FLOW_PRODUCTS): Promise<ShopProduct> {
  const res = await request.get(`${api}/product/${FLOW_PRODUCTS[flow]}`, { headers: { 'x-inventory-location': LOCATION } });
  expect(res.ok(), `product of the ${flow} flow`).toBe(true);
  const p = (await res.json()) as ApiProduct;
  const buyable =
    typeof p.quantity === 'number' &&
    p.quantity >= 5 &&
    p.availability &&
    p.cashOnDelivery &&
    p.acceptCardPayment &&
    (p.price.LKR ?? 0) > 0;
  expect(buyable, `the ${flow} flow's product ${String(p.id)} is buyable`).toBe(true);
  const query = String(p.querySearchParams ?? '').replace(/^\?/, '');
  return {
    id: String(p.id),
    varianceKey: String(p.varianceKey),
    name: p.name.en,
    href: `/products/${String(p.productSlug)}${query ? `?${query}` : ''}`,
    quantity: Number(p.quantity),
    price: p.price.LKR ?? 0,
    brandTag: p.brand.tag,
  };
}

/** Opens a product page, checks it with axe, and adds it with the page's own button, waiting for the success toast. */
export async function addFromProductPage(page: Page, product: ShopProduct) {
  await page.goto(product.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('button', { name: /^(Add to Cart|Update Cart)$/ })
    .first()
    .click();
  await expect(page.getByText('Product added to cart successfully')).toBeVisible();
}

/** Puts a line in the cart through the storefront's own cart route, as a click would. */
export async function putInCart(page: Page, product: Pick<ShopProduct, 'id' | 'varianceKey'>, quantity = 1) {
  const res = await page.request.post('/api/cart/items', { data: { productId: product.id, varianceKey: product.varianceKey, quantity } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Sets the stock of a product at the shop, as a sale elsewhere would (the test API's database), and
 * answers the quantity it had so the flow can put it back.
 */
export function setStock(product: Pick<ShopProduct, 'id' | 'varianceKey'>, quantity: number, location: string = LOCATION): number {
  const db = new Database(s.databasePath);
  try {
    const where = 'product_id = ? AND variance_key = ? AND location_id = ?';
    const before = db
      .prepare<[string, string, string], { quantity: number }>(`SELECT quantity FROM stock WHERE ${where}`)
      .get(product.id, product.varianceKey, location);
    const changed = db.prepare(`UPDATE stock SET quantity = ? WHERE ${where}`).run(quantity, product.id, product.varianceKey, location);
    expect(changed.changes).toBe(1);
    return before?.quantity ?? 0;
  } finally {
    db.close();
  }
}

/**
 * Orders in the test API's database that hold `productId`, to tell that a payment return placed none. A flow
 * buys its own named product (FLOW_PRODUCTS), so the other worker's orders never move this count.
 */
export function orderCount(productId: string): number {
  const db = new Database(s.databasePath, { readonly: true });
  try {
    return (
      db.prepare<[string], { n: number }>("SELECT COUNT(*) AS n FROM orders WHERE json LIKE '%\"' || ? || '\"%'").get(productId)?.n ?? 0
    );
  } finally {
    db.close();
  }
}

/** A delivery address in Kandy, a city the demo delivers to, as the cart's shipping-address field takes it. */
export const KANDY_ADDRESS = {
  firstName: 'Kumar',
  lastName: 'Selvam',
  addressLine1: '21 Temple Street',
  addressLine2: '',
  province: 'Central',
  district: 'Kandy',
  city: 'Kandy',
  cityId: demo.cities.deliverable.id,
  postalCode: demo.cities.deliverable.postalCode,
  country: 'Sri Lanka',
  contactNumber: '+94771234567',
  geoCoordinates: null,
};

/**
 * A guest's cart ready to pay, through the storefront's own routes: delivery to Kandy on the regional
 * standard plan (3-5 days) and the payment method given.
 */
export async function readyToPayAtKandy(page: Page, product: ShopProduct, email: string, paymentMethod: 'CASH' | 'CARD') {
  await putInCart(page, product);
  const kandy = KANDY_ADDRESS;
  const steps: [string, unknown][] = [
    ['email', { email }],
    ['delivery-method', { deliveryMethod: 'delivery' }],
    ['shipping-address', kandy],
    ['delivery-plan', { deliveryPlanId: 'regional-standard' }],
    ['payment-method', { paymentMethod }],
  ];
  for (const [field, value] of steps) {
    const res = await page.request.post(`/api/cart/set/${field}`, { data: value });
    expect(res.status(), `${field}: ${await res.text()}`).toBe(200);
  }
}

/** Checkout step 1: a guest continues by email. */
export async function continueAsGuest(page: Page, email = 'guest@example.com') {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
}

/** Fills the address form inside `scope` with a Colombo 07 address and saves it (the shipping step's Continue saves its address). */
export async function fillAddress(page: Page, legend: 'Shipping Address' | 'Billing Address') {
  const form = page.getByRole('group', { name: legend });
  await form.getByLabel(/^First Name/).fill('Nimal');
  await form.getByLabel(/^Last Name/).fill('Perera');
  await form.getByLabel(/^Address Line 1/).fill('12 Flower Road');
  await form.getByLabel(/^Province/).selectOption({ label: 'Western' });
  await form.getByLabel(/^District/).selectOption({ label: 'Colombo' });
  const city = form.getByLabel(/^City/);
  await expect(city.locator('option').nth(1)).toBeAttached();
  await city.selectOption({ index: 1 });
  await expect(form.getByLabel(/^Postal Code/)).not.toHaveValue('');
  await form.getByLabel(/^Contact Number/).fill('+94 77 123 4567');
  await page.getByRole('button', { name: legend === 'Shipping Address' ? 'Continue' : 'Save', exact: true }).click();
  await expect(page.getByTestId('address-summary').first()).toBeVisible();
}

/** Checkout step 2 for home delivery: address, the first plan, continue. */
export async function shipToColombo(page: Page) {
  await page.getByRole('radio', { name: 'Delivery', exact: true }).check();
  await fillAddress(page, 'Shipping Address');
  const plan = page.getByRole('radio', { name: /Standard/ }).first();
  await plan.check();
  await expect(plan).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Checkout step 3: payment method (billing stays the shipping address). */
export async function payBy(page: Page, method: 'Card' | 'Cash') {
  const radio = page.getByRole('radio', { name: method, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
}

/** On the reference API's hosted payment page: checked with axe, then the card form and Pay. */
export async function payOnHostedPage(page: Page, cardNumber: string) {
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Name on card').fill('Nimal Perera');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Checkout by card, from the checkout page to the hosted payment page. */
export async function checkoutByCard(page: Page, email: string) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await continueAsGuest(page, email);
  await shipToColombo(page);
  await payBy(page, 'Card');
  await page.getByRole('button', { name: 'Pay Now' }).click();
}
