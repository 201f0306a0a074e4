import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { demo, openMenuOnPhone, rememberLocation } from './support/shop';

test.beforeEach(async ({ context }) => {
  await rememberLocation(context, 'colombo');
});

test('a shopper switches prices to US dollars, and the choice follows to other pages', { tag: '@mobile' }, async ({ page, isMobile }) => {
  const tea = demo.products.specialPrice;
  // Tapped as soon as the page shows: before its script ran, during hydration or after, the choice is one form.
  await page.goto(`/products/${tea.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Special price: Rs 6,250.00').first()).toBeVisible();
  await expect(main.getByText('Regular price: Rs 7,800.00').first()).toBeVisible();

  await openMenuOnPhone(page, isMobile);
  await page.getByRole('button', { name: 'Currency: LKR (Rs)' }).click();
  await page.getByRole('button', { name: 'USD ($)' }).click();

  await expect(main.getByText('Special price: $20.99').first()).toBeVisible();
  await expect(main.getByText('Regular price: $25.99').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/search?query=${encodeURIComponent(tea.name)}`);
  const card = main.getByRole('article').filter({ has: page.getByRole('heading', { name: tea.name }) });
  await expect(card.getByText('Special price: $20.99')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await openMenuOnPhone(page, isMobile);
  await page.getByRole('button', { name: 'Currency: USD ($)' }).click();
  await page.getByRole('button', { name: 'LKR (Rs)' }).click();
  await expect(card.getByText('Special price: Rs 6,250.00')).toBeVisible();
});
