import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import type { SiteSchema } from '../lib/api/schemas';
import { AffiliateRepository } from '../customer-api/modules/affiliate/affiliate-repository';
import { CustomerRepository } from '../customer-api/modules/identity/customer-repository';
import { ProfileRepository } from '../customer-api/modules/profile/profile-repository';
import { hashPassword } from '../customer-api/modules/identity/password';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { announceChange } from './support/shop-mode';
import { passThroughSignInPage, signInByRequest, signInOnProvider, visitLogin } from './support/sign-in';
import { testServers as s } from './support/test-servers';
import { hostile, XSS_ALL, XSS_LINKS, XSS_SHORT, XSS_TEXTS } from './support/xss-payloads';

// The merchant's texts of the second test shop are rewritten with payloads: after the flows that switch that shop.
test.describe.configure({ mode: 'serial' });

const shop = s.maintenance;
const api = `${shop.apiUrl}/${s.tenant}/customer-api/v2`;
const LOCATION = 'loc-colombo';
/** A product no other flow of the second shop uses. */
const PRODUCT = 'p-0051';

const T = (text: string) => ({ en: text, si: text, ta: text });

const NAMES = {
  product: hostile('Moon lamp'),
  brand: hostile('Brand'),
  category: hostile('Category'),
  announcement: hostile('Announcement'),
  menu: hostile('Menu'),
  submenu: hostile('Submenu'),
  widget: hostile('Widget'),
  caption: hostile('Caption'),
  about: `About ${XSS_ALL}`,
  pageLink: hostile('Page link'),
  merchant: hostile('Merchant'),
  seo: hostile('Seo'),
  promo: XSS_SHORT,
};

interface Saved {
  site: string;
  product: { json: string; pid: number };
  labels: { tag: string; label: string }[];
}
let saved: Saved | null = null;

/** Writes the payloads into the merchant's data of the second shop, as a back office would store them. */
function writePayloads(): void {
  const db = new Database(shop.databasePath);
  try {
    const siteRow = db.prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'site'").get();
    const productRow = db.prepare<[string], { json: string; pid: number }>('SELECT json, pid FROM products WHERE id = ?').get(PRODUCT);
    if (!siteRow || !productRow) throw new Error('the second shop is not seeded');
    const product = JSON.parse(productRow.json) as Record<string, unknown> & {
      brand: { tag: string; name: string };
      category: { primaryTag: string; name: unknown }[];
    };
    const tags = [`brand/${product.brand.tag}`, ...product.category.map((c) => `cat/${c.primaryTag}`)];
    const labels = tags.flatMap((tag) =>
      db.prepare<[string], { tag: string; label: string }>('SELECT tag, label FROM tag_labels WHERE tag = ?').all(tag),
    );
    // A rerun on a kept database (or a repeat) finds the payloads there already: they are not the data to put back.
    if (!siteRow.value.includes('__xss')) saved = { site: siteRow.value, product: productRow, labels };

    const site = JSON.parse(saved?.site ?? siteRow.value) as SiteSchema;
    const planted = (text: unknown) => JSON.stringify(text).includes('__xss');
    site.header.menus = site.header.menus.filter((m) => !planted(m.name));
    site.widgets = site.widgets.filter((w) => !planted(w.title));
    site.footer.pageLinkObjects = site.footer.pageLinkObjects.filter((l) => !planted(l.pageTitle));
    site.merchantName = NAMES.merchant;
    site.announcementBanner = {
      ...site.announcementBanner,
      title: T(NAMES.announcement),
      showAnnounceBar: true,
      homePageOnly: false,
      link: XSS_LINKS[0],
    };
    site.header.menus = [
      {
        name: T(NAMES.menu),
        link: '/search?query=Moonlamp',
        related: null,
        menuItems: [{ name: T(NAMES.submenu), link: XSS_LINKS[3], related: null, menuItems: [] }],
      },
      { name: T(hostile('Script menu')), link: XSS_LINKS[1], related: null, menuItems: [] },
      ...site.header.menus,
    ];
    site.widgets = [...site.widgets, { title: T(NAMES.widget), link: XSS_LINKS[2] }];
    const banner = site.banner.items[0];
    if (banner) site.banner.items[0] = { ...banner, caption: T(NAMES.caption), description: T(XSS_ALL), link: XSS_LINKS[0] };
    site.footer.aboutUs = T(NAMES.about);
    site.footer.pageLinkObjects = [
      ...site.footer.pageLinkObjects,
      { url: '/information/page/about-us', pageTitle: T(NAMES.pageLink) },
      { url: XSS_LINKS[2], pageTitle: T(hostile('Script link')) },
    ];
    site.seoConfigurations = { merchantConfigurations: { description: NAMES.seo, title: NAMES.seo } };
    db.prepare("UPDATE settings SET value = ? WHERE key = 'site'").run(JSON.stringify(site));

    product.name = T(NAMES.product);
    product.description = T(`<p>Hostile description</p>${XSS_ALL}`);
    product.brand = { ...product.brand, name: NAMES.brand };
    product.category = product.category.map((c) => ({ ...c, name: T(NAMES.category) }));
    db.prepare('UPDATE products SET json = ? WHERE id = ?').run(JSON.stringify(product), PRODUCT);
    for (const tag of tags)
      db.prepare('UPDATE tag_labels SET label = ? WHERE tag = ?').run(
        JSON.stringify(T(tag.startsWith('brand/') ? NAMES.brand : NAMES.category)),
        tag,
      );
    searchRow(db, productRow.pid, `Moonlamp ${NAMES.product}`, NAMES.brand);
  } finally {
    db.close();
  }
}

/** The product's row of the full-text index (contentless: replaced, not updated). */
function searchRow(db: Database.Database, pid: number, name: string, brand: string): void {
  db.prepare('DELETE FROM product_search WHERE rowid = ?').run(pid);
  db.prepare('INSERT INTO product_search (rowid, name, brand, sku, description) VALUES (?, ?, ?, ?, ?)').run(pid, name, brand, '', '');
}

function restore(): void {
  if (!saved) return;
  const db = new Database(shop.databasePath);
  try {
    db.prepare("UPDATE settings SET value = ? WHERE key = 'site'").run(saved.site);
    db.prepare('UPDATE products SET json = ? WHERE id = ?').run(saved.product.json, PRODUCT);
    const before = JSON.parse(saved.product.json) as { name: Record<string, string>; brand: { name: string } };
    searchRow(db, saved.product.pid, Object.values(before.name).join(' '), before.brand.name);
    for (const l of saved.labels) db.prepare('UPDATE tag_labels SET label = ? WHERE tag = ?').run(l.label, l.tag);
  } finally {
    db.close();
  }
}

// The back office's webhook tells the storefront what changed: its next pages show the payloads.
const everything = [{ kind: 'schema' }, { kind: 'product' }, { kind: 'page' }] as const;
test.beforeAll(async () => {
  writePayloads();
  await announceChange(...everything);
});
test.afterAll(async () => {
  restore();
  await announceChange(...everything);
});

/** What ran: calls of `__xss`, dialogs (alert/confirm/prompt). */
async function watchScripts(page: Page): Promise<string[]> {
  const ran: string[] = [];
  await page.context().exposeFunction('__xss', (n: unknown) => void ran.push(`__xss(${String(n)}) on ${page.url()}`));
  page.on('dialog', async (dialog) => {
    ran.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
    await dialog.dismiss();
  });
  await page.context().addCookies([{ name: 'inventoryId', value: LOCATION, url: shop.baseURL }]);
  return ran;
}

/** Nothing the payloads could have planted: no handler attribute, no script link, no script or frame of theirs. */
async function expectNothingPlanted(page: Page): Promise<void> {
  const planted = await page.evaluate(() => {
    const elements = [...document.querySelectorAll('*')];
    return {
      handlers: elements.flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name) && /__xss|alert/.test(a.value)).map((a) => `${el.tagName}[${a.name}]`),
      ),
      links: elements.flatMap((el) =>
        ['href', 'src', 'action', 'formaction', 'srcdoc']
          .map((n) => el.getAttribute(n) ?? '')
          // React's own address for a form whose action is a function it calls (it throws if ever followed).
          .filter((v) => !v.startsWith("javascript:throw new Error('A React form was unexpectedly submitted."))
          // A script scheme anywhere; a payload in any other address, except this shop's own path carrying
          // a search for it percent-encoded (the language links keep the shopper's query).
          .filter((v) => /^\s*(javascript|vbscript|data):/i.test(v) || (/__xss/i.test(v) && !/^\/(?!\/)[^<>"'\s]*$/.test(v))),
      ),
      scripts: [...document.querySelectorAll('script:not([type="application/ld+json"])')]
        .map((el) => el.textContent ?? '')
        .filter((t) => t.includes('__xss') && !t.includes('\\u003c') && !/\\"|\\u0022/.test(t)),
    };
  });
  expect(planted).toEqual({ handlers: [], links: [], scripts: [] });
}

/** Every JSON-LD block parses whole (a `</script>` in a name would cut it) and holds the name as text. */
async function expectJsonLdWhole(page: Page, name: string): Promise<void> {
  const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
  expect(blocks.length).toBeGreaterThan(0);
  const parsed = blocks.map((b) => JSON.parse(b) as unknown);
  expect(JSON.stringify(parsed)).toContain(JSON.stringify(name).slice(1, -1));
}

test("payloads in the merchant's texts, links and product show as text on the home, product and search pages and never run", async ({
  page,
}) => {
  const ran = await watchScripts(page);

  await page.goto('/');
  await expect(page.getByText(NAMES.announcement, { exact: true }).first()).toBeVisible();
  // Texts show as written; links to scripts are left out (expectNothingPlanted finds none of them).
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByText(NAMES.menu, { exact: true })).toBeVisible();
  await expect(page.getByText(NAMES.about, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${NAMES.pageLink.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toBeVisible();
  await expect(page.getByText(NAMES.caption, { exact: true }).first()).toBeAttached();
  await expectNothingPlanted(page);
  await expectNoSeriousA11yViolations(page);

  const product = (await (
    await page.request.get(`${api}/product/${PRODUCT}`, { headers: { 'x-inventory-location': LOCATION } })
  ).json()) as { productSlug: string };
  await page.goto(`/products/${product.productSlug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAMES.product);
  await expect(page.getByText('Hostile description')).toBeVisible();
  await expectJsonLdWhole(page, NAMES.product);
  await expectNothingPlanted(page);
  await expectNoSeriousA11yViolations(page);

  for (const query of [XSS_TEXTS[0], XSS_TEXTS[3], XSS_TEXTS[5], XSS_TEXTS[6], 'Moonlamp']) {
    await page.goto(`/search?query=${encodeURIComponent(query)}`);
    await expect(page.getByRole('main').getByText(`Results for “${query}”`).first()).toBeVisible();
    await expectNothingPlanted(page);
  }
  await expect(page.getByText(NAMES.product).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(ran, 'payloads that ran').toEqual([]);
});

test('payloads in the cart, a typed promo code and the checkout address show as text and never run', async ({ page }) => {
  const ran = await watchScripts(page);
  const product = (await (
    await page.request.get(`${api}/product/${PRODUCT}`, { headers: { 'x-inventory-location': LOCATION } })
  ).json()) as { id: string; varianceKey: string };
  const added = await page.request.post('/api/cart/items', {
    data: { productId: product.id, varianceKey: product.varianceKey, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto('/cart');
  await expect(page.getByText(NAMES.product).first()).toBeVisible();
  // A code with markup is refused as typed (the field's own check). Apply is offered once the page has hydrated.
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeEnabled();
  await page.getByLabel('Promo code', { exact: true }).fill(NAMES.promo);
  await apply.click();
  await expect(page.getByText('Invalid code')).toBeVisible();
  await expect(page.getByLabel('Promo code', { exact: true })).toHaveValue(NAMES.promo);
  await expectNothingPlanted(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const asGuest = page.getByRole('button', { name: 'Continue as guest' });
  await expect(asGuest).toBeEnabled();
  await page.getByLabel(/^Email/).fill('xss@example.com');
  await asGuest.click();
  await expect(page.getByRole('radio', { name: 'Delivery', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Delivery', exact: true }).check();
  const form = page.getByRole('group', { name: 'Shipping Address' });
  await form.getByLabel(/^First Name/).fill(hostile('First'));
  await form.getByLabel(/^Last Name/).fill(hostile('Last'));
  await form.getByLabel(/^Address Line 1/).fill(hostile('Line'));
  await form.getByLabel(/^Province/).selectOption({ label: 'Western' });
  await form.getByLabel(/^District/).selectOption({ label: 'Colombo' });
  const city = form.getByLabel(/^City/);
  await expect(city.locator('option').nth(1)).toBeAttached();
  await city.selectOption({ index: 1 });
  await form.getByLabel(/^Contact Number/).fill('+94 77 123 4567');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByTestId('address-summary').first()).toContainText(hostile('First'));
  await expect(page.getByTestId('address-summary').first()).toContainText(hostile('Line'));
  await expectNothingPlanted(page);
  await expectNoSeriousA11yViolations(page);
  expect(ran, 'payloads that ran').toEqual([]);
});

/** A customer of the second shop (named `name`) created as the identity module stores one; answers their id and sign-in. */
async function newCustomer(name: string) {
  const account = { name, email: `xss-${randomUUID().slice(0, 8)}@example.com`, password: 'Fresh-pass-1' };
  const db = new Database(shop.databasePath);
  try {
    const created = new CustomerRepository(db).create({
      ...account,
      passwordHash: await hashPassword(account.password),
      emailVerified: true,
      locale: 'en',
      now: new Date(),
    });
    if (!created) throw new Error('the customer was not created');
    return { ...account, id: created.id };
  } finally {
    db.close();
  }
}

/**
 * Signs the customer in on the second shop through its pages and lands on `path`: `/login` and the provider's
 * sign-in page show the merchant's name, whose payload must not run there either.
 */
async function signInAt(page: Page, account: { name: string; email: string; password: string }, path: string): Promise<void> {
  const login = `${shop.baseURL}/login?callbackUrl=${encodeURIComponent(path)}`;
  await passThroughSignInPage(page, login, () => visitLogin(page, login));
  await signInOnProvider(page, shop, account);
  await page.waitForURL(`${shop.baseURL}${path}`);
}

test('a customer whose name is a payload sees it as written on the profile page, and it never runs', async ({ page }) => {
  const ran = await watchScripts(page);
  const account = await newCustomer(hostile('Nimal'));
  await signInAt(page, account, '/account/details/profile');
  await expect(page.getByRole('main').getByText(account.name, { exact: true })).toBeVisible();
  await expectNothingPlanted(page);
  await expectNoSeriousA11yViolations(page);
  expect(ran, 'payloads that ran').toEqual([]);
});

test("payloads in a customer's saved address, bank details, a bank's name and affiliate links show as text on the account pages and never run", async ({
  page,
}) => {
  const ran = await watchScripts(page);
  const account = await newCustomer('Kamal Silva');
  const bankId = `xss-${randomUUID().slice(0, 8)}`;
  // The bank is new on every run (a retry finds the last one's still listed).
  const texts = {
    first: hostile('First'),
    line: hostile('Street'),
    holder: hostile('Holder'),
    bank: hostile(`Bank ${bankId}`),
    link: hostile('Link'),
  };
  const db = new Database(shop.databasePath);
  try {
    new ProfileRepository(db).insertAddress(
      account.id,
      `addr-${randomUUID().slice(0, 8)}`,
      {
        firstName: texts.first,
        lastName: hostile('Last'),
        addressLine1: texts.line,
        addressLine2: XSS_TEXTS[1],
        province: 'Western',
        district: 'Colombo',
        city: hostile('City'),
        cityId: 'colombo-01',
        postalCode: '00100',
        country: 'Sri Lanka',
        contactNumber: '+94771234567',
        geoCoordinates: null,
      },
      new Date(),
    );
    db.prepare('INSERT INTO affiliate_banks (id, name, position) VALUES (?, ?, 999)').run(bankId, texts.bank);
    const affiliates = new AffiliateRepository(db);
    affiliates.saveAffiliate({ customerKey: account.id, bankId, accountName: texts.holder, accountNumber: '0123 4567 8901' }, new Date());
    const createdAt = new Date().toISOString();
    affiliates.insertLink({
      token: randomUUID().replace(/-/g, '').slice(0, 16),
      ownerKey: account.id,
      path: `/products/${PRODUCT}`,
      description: texts.link,
      expiryDate: '2099-12-31',
      createdAt,
    });
  } finally {
    db.close();
  }

  // The sign-in pages' own payload check is the flow above's: here signed in by HTTP.
  await signInByRequest(page, shop, account, '/account/details/addresses');
  await page.goto(`${shop.baseURL}/account/details/addresses`);
  await expect(page.getByRole('main').getByText(texts.first, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(texts.line, { exact: false }).first()).toBeVisible();
  await expectNothingPlanted(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${shop.baseURL}/account/affiliate/bank-info`);
  await expect(page.getByLabel(/^Account Name/)).toHaveValue(texts.holder);
  await expect(page.getByLabel(/^Bank Name/).locator('option', { hasText: texts.bank })).toHaveCount(1);
  await expectNothingPlanted(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${shop.baseURL}/account/affiliate`);
  await expect(page.getByRole('main').getByText(texts.link, { exact: true }).first()).toBeVisible();
  await expectNothingPlanted(page);
  await expectNoSeriousA11yViolations(page);
  expect(ran, 'payloads that ran').toEqual([]);
});
