import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
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

/** In-stock products priced in LKR that take both cash and card, from the catalogue as the API serves it. */
export async function buyableProducts(request: APIRequestContext, count: number, skip = 0): Promise<ShopProduct[]> {
  const res = await request.post(`${api}/product/search`, { data: { first: 60 }, headers: { 'x-inventory-location': LOCATION } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { products: Array<Record<string, unknown> & { name: { en: string }; price: Record<string, number>; brand: { tag: string } }> };
  const usable = body.products.filter(
    (p) => typeof p.quantity === 'number' && p.quantity >= 5 && p.availability && p.cashOnDelivery && p.acceptCardPayment && (p.price.LKR ?? 0) > 0,
  );
  return usable.slice(skip, skip + count).map((p) => {
    const query = String(p.querySearchParams).replace(/^\?/, '');
    return {
      id: String(p.id),
      varianceKey: String(p.varianceKey),
      name: p.name.en,
      href: `/products/${String(p.productSlug)}${query ? `?${query}` : ''}`,
      quantity: Number(p.quantity),
      price: p.price.LKR ?? 0,
      brandTag: p.brand.tag,
    };
  });
}

/** Opens a product page and adds it with the page's own button, waiting for the success toast. */
export async function addFromProductPage(page: Page, product: ShopProduct) {
  await page.goto(product.href);
  await page.getByRole('button', { name: /^(Add to Cart|Update Cart)$/ }).first().click();
  await expect(page.getByText('Product added to cart successfully')).toBeVisible();
}

/** Puts a line in the cart through the storefront's own cart route, as a click would. */
export async function putInCart(page: Page, product: Pick<ShopProduct, 'id' | 'varianceKey'>, quantity = 1) {
  const res = await page.request.post('/api/cart/items', { data: { productId: product.id, varianceKey: product.varianceKey, quantity } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Sets the stock of a product at the shop, as a sale elsewhere would (the test API's database). */
export function setStock(product: Pick<ShopProduct, 'id' | 'varianceKey'>, quantity: number) {
  const db = new Database(s.databasePath);
  try {
    const changed = db.prepare('UPDATE stock SET quantity = ? WHERE product_id = ? AND variance_key = ? AND location_id = ?').run(quantity, product.id, product.varianceKey, LOCATION);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
}

/** Checkout step 1: a guest continues by email. */
export async function continueAsGuest(page: Page, email = 'guest@example.com') {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
}

/** Fills the address form inside `scope` with a Colombo 07 address and saves it. */
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
  await page.getByRole('button', { name: 'Save' }).click();
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
