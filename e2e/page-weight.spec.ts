import { expectNoSeriousA11yViolations } from './support/a11y';
import { hydrated } from './support/before-hydration';
import { expect, test } from './support/fixtures';
import { demo, rememberLocation } from './support/shop';

/** Page weight: what cards, carousels and the footer send once, and that they still work. */

/** The RSC payload of a page's HTML (the `self.__next_f.push` scripts), joined. */
function rscPayload(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)].map((m) => m[1]).join('');
}

test.beforeEach(async ({ context }) => {
  await rememberLocation(context, 'colombo');
});

test('home, search and product pages preload their largest image from the head', async ({ request }) => {
  const shirt = demo.products.colourSize;
  for (const path of ['/', `/search?query=${encodeURIComponent(shirt.name)}`, `/products/${shirt.slug}`]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // The largest paint's image is requested from the head, before the parser reaches it.
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    const lcpImage = path === '/' ? '/media/banners/' : path.startsWith('/products/') ? '/media/products/' : null;
    if (lcpImage)
      expect(
        preloads.filter((l) => l.includes(lcpImage) && /fetchPriority="high"/i.test(l)),
        path,
      ).not.toHaveLength(0);
  }
  // The first banner's three pictures each have a preload for the widths their <source> answers, no more.
  const home = await (await request.get('/')).text();
  const banners = [...home.slice(0, home.indexOf('</head>')).matchAll(/<link rel="preload" as="image"[^>]*\/media\/banners\/[^>]*>/g)].map(
    (m) => m[0],
  );
  expect(banners.map((l) => /media="([^"]*)"/.exec(l)?.[1])).toEqual([
    '(max-width: 576px)',
    '(min-width: 576.02px) and (max-width: 768px)',
    '(min-width: 768.02px)',
  ]);
});

test('home cards carry no product data, snap a slide at a time and add their hover image on demand', async ({
  page,
  request,
  isMobile,
}) => {
  const html = await (await request.get('/')).text();
  const rsc = rscPayload(html);
  // A card is its data (link, name, images, ids, formatted price), drawn by client code; the quick view
  // fetches the rest (stock, images, variances) when opened.
  expect(rsc).toMatch(/\\"card\\":\{\\"href\\":\\"\/products\//);
  for (const field of ['minThreshold', 'querySearchParams', 'iconUrl', 'createdDate']) expect(rsc).not.toContain(`\\"${field}\\":`);
  // The footer's social icons come from the sprite file, not paths in every page; browsers keep it.
  const sprite = /\/icons\/social\.svg\?v=\d+/.exec(html)?.[0] ?? '';
  expect(sprite).not.toBe('');
  const spriteAnswer = await request.get(sprite);
  expect(spriteAnswer.status()).toBe(200);
  expect(spriteAnswer.headers()['content-type']).toContain('image/svg+xml');
  expect(spriteAnswer.headers()['cache-control']).toContain('immutable');

  await page.goto('/');
  await expectNoSeriousA11yViolations(page);
  const widget = page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.getByRole('article') })
    .first();
  const slides = widget.getByRole('listitem').filter({ has: page.getByRole('article') });
  await expect(slides.nth(3)).toBeAttached();
  const snaps = await slides.evaluateAll((items) => items.slice(0, 4).map((li) => getComputedStyle(li).scrollSnapAlign));
  // Every 2 cards on phones, every 4 on large screens.
  expect(snaps).toEqual(isMobile ? ['start', 'none', 'start', 'none'] : ['start', 'none', 'none', 'none']);

  const card = slides.first().getByRole('article');
  const firstImage = card.locator('img').first();
  await expect(card.locator('img')).toHaveCount(1);
  expect(await firstImage.getAttribute('srcset')).not.toMatch(/\b(1440|1920)w/);
  // The social icons draw: the <use> reaches its symbol in the sprite.
  const icon = page.getByRole('contentinfo').locator('svg[data-social] use').first();
  await expect.poll(() => icon.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);
  if (isMobile) return;

  await card.hover();
  const hoverImage = card.locator('img').nth(1);
  await expect(hoverImage).toBeAttached();
  await expect.poll(() => hoverImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect.poll(() => hoverImage.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
  await expect.poll(() => firstImage.evaluate((img) => getComputedStyle(img).opacity)).toBe('0');
});

test('the quick view fetches its product when it opens', { tag: '@mobile' }, async ({ page }) => {
  const shirt = demo.products.colourSize;
  await page.goto(`/search?query=${encodeURIComponent(shirt.name)}`);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: shirt.name }) });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const fetched = page.waitForResponse((res) => new URL(res.url()).pathname.startsWith('/api/product/') && res.ok());
  // The quick view is the script's (before it, the button leads to the product page).
  await hydrated(page);
  await card.getByRole('button', { name: `Add to Cart: ${shirt.name}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await fetched;
  const quickView = page.getByRole('dialog');
  await expect(quickView.getByRole('heading', { name: shirt.name })).toBeVisible();
  await expect(quickView.getByLabel('Quantity', { exact: true })).toHaveValue('1');
  await expect(quickView.getByRole('link', { name: 'View full details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/** The RSC payload of a page's HTML as the browser reads it (each pushed string decoded), joined. */
function decodedRscPayload(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? '[]') as unknown[])
    .map((push) => (push[0] === 1 && typeof push[1] === 'string' ? push[1] : ''))
    .join('');
}

test(
  'pages send one language of the banner, plain footer page links, the messages their client parts read and one class for merchant HTML',
  { tag: '@mobile' },
  async ({ page, request }) => {
    const shirt = demo.products.colourSize;
    const html = await (await request.get(`/products/${shirt.slug}`)).text();
    const rsc = decodedRscPayload(html);
    // The footer's page links are plain anchors (they open in a new tab), not client links with their props.
    expect(rsc).toContain('["$","a",null,{"href":"/information/page/about-us","target":"_blank"');
    // The social links travel as data (kind, address, name), their markup and icons rendered from it.
    expect(rsc).toContain('{"media":"facebook","href":"https://');
    expect(rsc).not.toContain('"data-social"');
    // Client messages: what the shell and the product page read, not the checkout's texts.
    expect(rsc).toContain('"addToCart":"Add to Cart"');
    expect(rsc).not.toContain('Some items in your cart sold out meanwhile');
    expect(rsc).not.toContain('"submit":"Submit"');
    // The cart's toasts, not the affiliate pages' ones (those come with the private pages).
    expect(rsc).toContain('"addedToCart":"Product added to cart successfully"');
    expect(rsc).not.toContain('Affiliate Link Created Successfully');
    // Merchant HTML's typography is one class, not a list of utilities in the HTML and the payload.
    expect(rsc).toContain('"className":"merchant-html"');
    expect(html).not.toContain('[&amp;_p]');
    expect(rsc).not.toContain('[&_p]');

    // The banner's texts in the shopper's language only.
    const home = await (await request.get('/')).text();
    // Cards travel as data, not elements: no card markup, no price display with each card (a list sends it
    // once), no labels (Add to Cart's come from the messages); the offers widget's cards carry both prices.
    const homeRsc = decodedRscPayload(home);
    expect((homeRsc.match(/"card":\{"href":"\/products\//g) ?? []).length).toBeGreaterThanOrEqual(16);
    expect(homeRsc).not.toContain('"className":"card-link"');
    expect(homeRsc).not.toMatch(/"card":\{[^{}]*(\{[^{}]*\}[^{}]*)?\},"display":/);
    expect(homeRsc).toContain(
      '{"value":{"code":"LKR","symbol":"Rs","hidden":false,"taxDisplay":"ADDED_AT_CHECKOUT","freeDeliveryFrom":15000}',
    );
    expect(homeRsc).not.toContain('"accessibleLabel"');
    expect(homeRsc).toMatch(/"price":\{"now":"Rs\s[\d,.]+","was":"Rs\s[\d,.]+"\}/);
    // Card prices by their classes in the HTML; images not loaded first say no fetch priority.
    expect(home).toContain('class="card-price-offer" data-testid="price"');
    expect(home).toContain('class="card-price-regular"');
    expect(home).not.toContain('class="text-base font-semibold text-ink" data-testid="price"');
    expect(home).not.toContain('fetchPriority="auto"');
    // The footer and the home widgets by component classes, not their utility lists (HTML and payload both).
    expect(homeRsc).toContain('"className":"focus-ring-current footer"');
    expect(homeRsc).toContain('"className":"widget-title"');
    expect(home).not.toContain('grid-cols-[minmax(0,1fr)]');
    expect(home).toContain('Cook the island way');
    expect(home).not.toContain('දිවයිනේ රසයට උයන්න');
    expect(home).not.toContain('தீவின் சுவையில் சமையுங்கள்');
    const sinhala = await (await request.get('/si')).text();
    expect(sinhala).toContain('දිවයිනේ රසයට උයන්න');
    expect(sinhala).not.toContain('Cook the island way');
    expect(sinhala).not.toContain('தீவின் சுவையில் சமையுங்கள்');

    await page.goto(`/products/${shirt.slug}`);
    const description = page.getByRole('region', { name: 'Description' });
    const list = description.locator('.merchant-html ul');
    await expect(list).toBeVisible();
    expect(await list.evaluate((el) => ({ style: getComputedStyle(el).listStyleType, indent: getComputedStyle(el).paddingLeft }))).toEqual({
      style: 'disc',
      indent: '24px',
    });
    expect(
      await description
        .locator('.merchant-html h3')
        .first()
        .evaluate((el) => getComputedStyle(el).fontWeight),
    ).toBe('600');
    await expectNoSeriousA11yViolations(page);
    // The footer's page link still opens the page in the shopper's language, in a new tab; cards link to it too.
    await page.goto(`/si/products/${shirt.slug}`);
    await expect(page.locator('main a.card-link').first()).toHaveAttribute('href', /^\/si\/products\//);
    const about = page.getByRole('contentinfo').getByRole('navigation').getByRole('link').first();
    await expect(about).toHaveAttribute('href', /^\/si\/information\/page\//);
    await expect(about).toHaveAttribute('target', '_blank');
    await expectNoSeriousA11yViolations(page);
  },
);
