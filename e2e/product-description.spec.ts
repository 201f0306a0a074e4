import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { demo, rememberLocation } from './support/shop';

test('a description written with a script, an event handler and a javascript: link shows its text and never runs any of it', async ({
  page,
  context,
}) => {
  await rememberLocation(context, 'colombo');
  const ran: string[] = [];
  page.on('dialog', async (dialog) => {
    ran.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/alert|document\.cookie/.test(message.text())) ran.push(`console: ${message.text()}`);
  });

  const plaque = demo.products.hostileHtml;
  await page.goto(`/products/${plaque.slug}`);
  await page.waitForLoadState('load');
  const description = page.getByRole('region', { name: 'Description' });
  await expect(description.getByText('Read the legend of the moonstone')).toBeVisible();
  await expect(description.getByRole('img', { name: 'Moonstone detail' })).toBeAttached();

  const survivors = await description.evaluate((root) => {
    const elements = [...root.querySelectorAll('*')];
    return {
      scripts: elements.filter((el) => ['SCRIPT', 'OBJECT', 'EMBED', 'IFRAME', 'FORM'].includes(el.tagName)).map((el) => el.outerHTML),
      handlers: elements.flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName.toLowerCase()}[${a.name}]`),
      ),
      scriptUrls: elements.flatMap((el) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href']
          .map((name) => el.getAttribute(name) ?? '')
          .filter((value) => /^\s*(javascript|vbscript|data):/i.test(value)),
      ),
    };
  });
  expect(survivors).toEqual({ scripts: [], handlers: [], scriptUrls: [] });
  expect(ran, 'signs that the description ran').toEqual([]);
  await expectNoSeriousA11yViolations(page);
});
