import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { addFromProductPage, atColombo, continueAsGuest, flowProduct, payBy, putInCart, shipToColombo } from './cart-steps';

test('a guest buys two items with delivery and cash, sees the success page and the order', async ({ page, context, request, baseURL }) => {
  await atColombo(context, baseURL);
  const first = await flowProduct(request, 'cashFirst');
  const second = await flowProduct(request, 'cashSecond');

  await addFromProductPage(page, first);
  await addFromProductPage(page, second);
  await expect(page.getByRole('button', { name: '2 items in cart' })).toBeVisible();

  await page.getByRole('button', { name: '2 items in cart' }).click();
  await expect(page.getByRole('list', { name: 'Cart' }).getByText(first.name)).toBeVisible();
  // The header's dropdown (the add's toast has a link of the same name).
  await page.getByRole('banner').getByRole('link', { name: 'View Cart' }).click();

  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await continueAsGuest(page, 'cash-buyer@example.com');
  await shipToColombo(page);
  await payBy(page, 'Cash');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order\/view\/[^/?]+\?placed=1$/);
  await expect(page.getByText(/^Order - LL-\d+ has been placed successfully!$/)).toBeVisible();
  await expect(page.getByText(first.name)).toBeVisible();
  await expect(page.getByText(second.name)).toBeVisible();
  await expect(page.getByText('Cash', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The placed cart is empty again.
  await expect(page.getByRole('link', { name: 'Cart is empty' }).or(page.getByRole('button', { name: 'Cart is empty' }))).toBeVisible();
});

test('someone else cannot view the order, even with a cart of their own', async ({ page, context, browser, request, baseURL }) => {
  await atColombo(context, baseURL);
  const product = await flowProduct(request, 'strangerOrder');
  await addFromProductPage(page, product);
  await page.goto('/checkout');
  await expectNoSeriousA11yViolations(page);
  await continueAsGuest(page, 'owner@example.com');
  await shipToColombo(page);
  await payBy(page, 'Cash');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order\/view\//);
  await expect(page.getByText(/^Order - LL-\d+ has been placed successfully!$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const orderPath = new URL(page.url()).pathname;
  const orderId = decodeURIComponent(orderPath.split('/').pop() ?? '');

  // The stranger is a guest with a session of their own, so the customer API itself is asked and refuses.
  const stranger = await browser.newContext({ baseURL });
  try {
    await atColombo(stranger, baseURL);
    const other = await stranger.newPage();
    await putInCart(other, product);
    expect((await stranger.cookies()).map((c) => c.name)).toContain('guest_session');
    const answer = await other.request.get(`/api/order/${encodeURIComponent(orderId)}`);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({ message: 'You do not have permission to view this order!' });

    await other.goto(orderPath);
    await expect(other.getByRole('heading', { name: 'You do not have permission to view this order!' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Go To Home' })).toBeVisible();
    await expect(other.getByText(product.name)).toBeHidden();
    await expectNoSeriousA11yViolations(other);
  } finally {
    await stranger.close();
  }
});
