import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { chooseLocation, demo, LOCATION_NAMES, locationButton, openChangeLocation, openMenuOnPhone } from './support/shop';

test(
  'a first-time shopper chooses a shop, sees its stock, then changes to another shop',
  { tag: '@mobile' },
  async ({ page, isMobile }) => {
    const shawl = demo.products.outOfStockAtKandy;
    const main = page.getByRole('main');
    await page.goto(`/products/${shawl.slug}`);

    const selection = page.getByRole('dialog', { name: 'Choose the shop location' });
    await expect(selection.getByRole('heading', { name: 'Choose the shop location' })).toBeVisible();
    await expect(selection).toContainText('Choosing a location allows you to add items to the cart from that shop.');
    await expect(selection).toContainText('You can change the location later.');
    for (const name of Object.values(LOCATION_NAMES)) await expect(selection.getByText(name, { exact: true })).toBeVisible();
    await expect(selection).toContainText('18 Dalada Veediya');
    await expect(selection).toContainText('+94 81 222 3344');
    await expectNoSeriousA11yViolations(page);

    // Kandy: the shawl is sold out there, and the footer shows the shop's address.
    await chooseLocation(page, LOCATION_NAMES.kandy);
    await expect(main.getByText('Out of Stock', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('18 Dalada Veediya');
    await openMenuOnPhone(page, isMobile);
    await expect(locationButton(page)).toHaveAccessibleName(`Change location: ${LOCATION_NAMES.kandy}`);

    // Changing the shop asks first (the cart is empty, so clearing it is not mentioned); Cancel keeps Kandy.
    const change = await openChangeLocation(page, isMobile);
    await expect(change).toContainText('Prices and stock will follow the shop you choose. Do you want to proceed?');
    await expect(change).not.toContainText('clear your cart');
    await change.getByRole('button', { name: 'Cancel' }).click();
    await expect(change).toBeHidden();
    await expect(main.getByText('Out of Stock', { exact: true }).first()).toBeVisible();

    // Proceed: the shop list comes back, and Colombo has the shawl.
    await openChangeLocation(page, isMobile);
    await change.getByRole('button', { name: 'Proceed' }).click();
    await chooseLocation(page, LOCATION_NAMES.colombo);
    await expect(main.getByText('In Stock', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('42 Flower Road');
    await expect(page.getByRole('contentinfo')).not.toContainText('18 Dalada Veediya');
  },
);
