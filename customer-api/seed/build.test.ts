import { z } from 'zod';
import { contrastRatio as contrast } from '../../lib/theme/theme-variables';
import {
  SOCIAL_KINDS,
  brand as brandSchema,
  categoryRef as categoryRefSchema,
  city as citySchema,
  contentPage as contentPageSchema,
  countryInfo as countryInfoSchema,
  messageTree as messageTreeSchema,
  moneyMap as moneyMapSchema,
  outlet as outletSchema,
  siteSchema,
  variance as varianceSchema,
  type MenuItem,
} from '../../lib/api/schemas';
import { HAND_WRITTEN_COUNT, buildSeed, composeSeed } from './build';
import { DEMO_FIXTURES } from './fixtures';
import { IMAGE_REF_PATTERN } from './images';
import { SLUG_PATTERN, specSlug } from './slug';
import type { ProductRecord, SeedData, VariantRecord } from './types';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const LANGS = ['en', 'si', 'ta'] as const;

let seed: SeedData;
beforeAll(async () => {
  seed = await buildSeed({ products: 150, imageDir: null });
});

function productById(id: string): ProductRecord {
  const found = seed.products.find((p) => p.id === id);
  if (!found) throw new Error(`missing product ${id}`);
  return found;
}

function variantOf(p: ProductRecord, varianceKey: string): VariantRecord {
  const found = p.variants.find((v) => v.varianceKey === varianceKey);
  if (!found) throw new Error(`missing variant ${p.id} ${varianceKey}`);
  return found;
}

function defaultVariant(p: ProductRecord): VariantRecord {
  const found = p.variants.find((v) => v.default);
  if (!found) throw new Error(`no default variant for ${p.id}`);
  return found;
}

function stockValues(v: VariantRecord): number[] {
  return Object.values(v.stock);
}

function walkMenus(items: readonly MenuItem[], visit: (item: MenuItem, depth: number) => void, depth = 0): void {
  for (const item of items) {
    visit(item, depth);
    walkMenus(item.menuItems, visit, depth + 1);
  }
}

const handWritten = (): ProductRecord[] => seed.products.slice(0, HAND_WRITTEN_COUNT);

describe('site schema', () => {
  it('parses with the contract schema', () => {
    expect(() => siteSchema.parse(seed.site)).not.toThrow();
  });

  it('has the merchant basics', () => {
    const site = seed.site;
    expect(site.merchantId).toBe(DEMO_FIXTURES.merchantId);
    expect(site.merchantName).toBe('Lanka Living');
    expect(site.siteUrl).toBe('http://localhost:3000');
    expect(site.country).toBe('Sri Lanka');
    expect(site.languages).toEqual([
      { code: 'en', label: 'English' },
      { code: 'si', label: 'සිංහල' },
      { code: 'ta', label: 'தமிழ்' },
    ]);
    expect(site.currencies).toEqual(['LKR|Rs', 'USD|$']);
    expect(site.currency).toBe('LKR|Rs');
    expect(site.backgroundType).toBe('IMAGE');
    expect(site.backgroundImage).toEqual(expect.any(String));
    expect(site.brandLogo).toEqual(expect.any(String));
    expect(site.footer.logoURL).toEqual(expect.any(String));
    expect(site.logoAlignment).toBe('LEFT');
    expect(site.generalSettings).toEqual({
      hideProductPrice: false,
      useSiteAsCatalog: false,
      isRegisteredUsersOnly: false,
      isStorePublic: true,
      isMultiStore: true,
      searchPageProductSize: 12,
      landingImg: expect.any(String),
    });
    expect(site.utilityConfigurations).toEqual({ errorReportingKey: null });
    expect(site.cookiesConfig).toEqual({ isAllowCookie: true });
    expect(site.seoConfigurations.merchantConfigurations.title).toEqual(expect.any(String));
    expect(site.seoConfigurations.merchantConfigurations.description.length).toBeGreaterThan(50);
  });

  it('has brand colours that carry white text at WCAG AA', () => {
    const styles = z.record(z.string(), z.string()).parse(JSON.parse(seed.site.styles));
    for (const key of ['primary', 'primaryHover', 'secondary', 'accent', 'highlight', 'footerBackground', 'announcementBackground']) {
      const colour = styles[key];
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(colour ?? '#ffffff', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has three banner slides with caption, description and styled button', () => {
    const items = seed.site.banner.items;
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(Object.keys(item.caption ?? {})).toEqual([...LANGS]);
      expect(Object.keys(item.description ?? {})).toEqual([...LANGS]);
      expect(item.button?.link).toMatch(/^\/search\?/);
      const button = item.button;
      if (!button) throw new Error('button missing');
      expect(contrast(button.textColor, button.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has three widgets including new arrivals', () => {
    expect(seed.site.widgets).toHaveLength(3);
    expect(seed.site.widgets.map((w) => w.link)).toContain('/search?sortBy=NEWEST');
    for (const w of seed.site.widgets) expect(w.link).toMatch(/^\/search\?/);
  });

  it('has 6-9 localized top menus, nested items, related links and large dropdowns', () => {
    const menus = seed.site.header.menus;
    expect(menus.length).toBeGreaterThanOrEqual(6);
    expect(menus.length).toBeLessThanOrEqual(9);
    walkMenus(menus, (item) => {
      for (const lang of LANGS) expect(item.name[lang]).toEqual(expect.any(String));
      expect(item.link.startsWith('/')).toBe(true);
    });
    expect(menus.some((m) => m.link.startsWith('/search?tags=cat/'))).toBe(true);
    expect(menus.filter((m) => typeof m.related === 'string').length).toBeGreaterThanOrEqual(3);
    expect(menus.some((m) => m.menuItems.some((i) => i.menuItems.length > 0))).toBe(true);
    const counts = menus.map((m) => m.menuItems.length);
    expect(counts.some((n) => n > 20 && n <= 30)).toBe(true);
    expect(counts.some((n) => n > 30)).toBe(true);
    expect(counts.some((n) => n === 0)).toBe(true);
  });

  it('configures announcement, popup, messenger and analytics', () => {
    const { announcementBanner, popUpConfig, messengerConfigurations, analyticsConfigurations } = seed.site;
    expect(announcementBanner).toEqual({
      title: expect.any(Object),
      showAnnounceBar: true,
      homePageOnly: false,
      link: expect.any(String),
      image: null,
    });
    expect(Object.keys(announcementBanner.title)).toEqual([...LANGS]);
    // Off until `npm run shop-mode -- widgets on`: every browser flow would meet it.
    expect(popUpConfig.isEnabled).toBe(false);
    expect(popUpConfig.isOnlyShownFirstTime).toBe(true);
    expect(popUpConfig.imageReference).toEqual(expect.any(String));
    expect(popUpConfig.link).toEqual(expect.any(String));
    expect(Object.keys(popUpConfig.title)).toEqual([...LANGS]);
    expect(messengerConfigurations.isEnabled).toBe(false);
    expect(messengerConfigurations.pageId).not.toBe('');
    for (const tracker of Object.values(analyticsConfigurations)) {
      expect(tracker.isEnabled).toBe(false);
      expect(tracker.id).not.toBe('');
    }
  });

  it('has three inventory locations with full addresses', () => {
    const locations = seed.site.inventoryLocations;
    expect(locations.map((l) => l.id)).toEqual(Object.values(DEMO_FIXTURES.locations));
    for (const l of locations) {
      expect(l.id).toMatch(ID_PATTERN);
      expect(l.address.addressLine1).not.toBe('');
      expect(l.address.addressLine2).toEqual(expect.any(String));
      expect(l.address.city).not.toBe('');
      expect(l.address.province).not.toBe('');
      expect(l.address.postalCode).toMatch(/^\d{5}$/);
      expect(l.address.contactNumber).toMatch(/^\+94 /);
      expect(l.address.contactNumber2).toMatch(/^\+94 /);
    }
  });

  it('has a full footer with every social kind plus an unknown one, and links to every page', () => {
    const footer = seed.site.footer;
    for (const field of [footer.address, footer.addressTwo, footer.city, footer.postalCode, footer.telephone, footer.email]) {
      expect(field).toEqual(expect.any(String));
    }
    expect(Object.keys(footer.aboutUs)).toEqual([...LANGS]);
    expect(footer.enableNewsLetter).toBe(true);
    expect(footer.enableSocialMediaConfigs).toBe(true);
    expect(footer.socialMediaWithStandardColors).toBe(true);
    const kinds = footer.socialMediaConfig.map((s) => s.media);
    for (const kind of SOCIAL_KINDS) expect(kinds).toContain(kind);
    expect(kinds).toContain('pinterest');
    for (const s of footer.socialMediaConfig) expect(s.link).toMatch(/^https:\/\//);
    expect(footer.pageLinkObjects.map((l) => l.url).sort()).toEqual(seed.pages.map((p) => `/information/page/${p.id}`).sort());
  });
});

describe('pages, outlets, places, translations', () => {
  it('has five localized content pages', () => {
    const pages = seed.pages.map((p) => contentPageSchema.parse(p));
    expect(pages.map((p) => p.id).sort()).toEqual(Object.values(DEMO_FIXTURES.pages).sort());
    for (const p of pages) {
      for (const lang of LANGS) {
        expect(p.title[lang]).toEqual(expect.any(String));
        expect(p.content[lang]).toMatch(/^<h2>/);
      }
      expect(Number.isNaN(Date.parse(p.updatedDate))).toBe(false);
    }
  });

  it('has outlets with weekly hours and every kind of exception', () => {
    const outlets = seed.outlets.map((o) => outletSchema.parse(o));
    expect(outlets.map((o) => o.id)).toEqual(Object.values(DEMO_FIXTURES.outlets));
    for (const location of seed.site.inventoryLocations) {
      expect(outlets.some((o) => o.inventoryLocationId === location.id)).toBe(true);
    }
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
    for (const o of outlets) {
      expect(o.schedule.openHours.map((h) => h.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const [monday, saturday] = [o.schedule.openHours[0], o.schedule.openHours[5]];
      if (!monday || !saturday) throw new Error('hours missing');
      expect(minutes(saturday.end) - minutes(saturday.start)).toBeLessThan(minutes(monday.end) - minutes(monday.start));
    }
    expect(outlets.some((o) => o.schedule.openHours.some((h) => h.dayOfWeek === 7 && !h.isOpen))).toBe(true);
    const exceptions = outlets.flatMap((o) => o.schedule.exceptions);
    for (const type of ['DAY_OF_MONTH', 'DAY_OF_YEAR', 'DAY_OF_WEEK']) expect(exceptions.some((e) => e.type === type)).toBe(true);
    expect(exceptions).toContainEqual({ type: 'DAY_OF_YEAR', value: '04-14' });
    expect(exceptions).toContainEqual({ type: 'DAY_OF_YEAR', value: '12-25' });
  });

  it('has Sri Lanka with 9 provinces and 25 districts, localized', () => {
    const country = countryInfoSchema.parse(seed.country);
    expect(country.name).toBe('Sri Lanka');
    expect(country.code).toBe('LK');
    expect(country.provinces).toHaveLength(9);
    const districts = country.provinces.flatMap((p) => p.districts);
    expect(districts).toHaveLength(25);
    for (const place of [...country.provinces, ...districts]) {
      for (const lang of LANGS) expect(place.name[lang]).toEqual(expect.any(String));
    }
    for (const p of country.provinces) for (const d of p.districts) expect(d.provinceId).toBe(p.id);
  });

  it('has 70+ cities with postal codes, 2+ per district, a few not deliverable', () => {
    const cities = seed.cities.map((c) => citySchema.parse(c));
    expect(cities.length).toBeGreaterThanOrEqual(70);
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    const districtProvince = new Map(seed.country.provinces.flatMap((p) => p.districts.map((d) => [d.id, p.id] as const)));
    for (const c of cities) {
      expect(c.id).toMatch(ID_PATTERN);
      expect(c.postalCode).toMatch(/^\d{5}$/);
      expect(districtProvince.get(c.districtId)).toBe(c.provinceId);
      for (const lang of LANGS) expect(c.name[lang]).toEqual(expect.any(String));
    }
    for (const districtId of districtProvince.keys()) {
      expect(cities.filter((c) => c.districtId === districtId).length).toBeGreaterThanOrEqual(2);
    }
    const notDeliverable = cities.filter((c) => !c.deliverable).length;
    expect(notDeliverable).toBeGreaterThanOrEqual(3);
    expect(notDeliverable).toBeLessThanOrEqual(12);
    const { deliverable, notDeliverable: remote } = DEMO_FIXTURES.cities;
    expect(cities.find((c) => c.id === deliverable.id)).toMatchObject({ postalCode: deliverable.postalCode, deliverable: true });
    expect(cities.find((c) => c.id === remote.id)).toMatchObject({ postalCode: remote.postalCode, deliverable: false });
  });

  it('has a small translation override', () => {
    for (const tree of Object.values(seed.translations)) expect(() => messageTreeSchema.parse(tree)).not.toThrow();
    expect(seed.translations.en).toEqual({ footer: { newsletterTitle: 'Join the Lanka Living letter' } });
  });
});

describe('catalogue', () => {
  it('has the asked number of products, at least 120 hand-written, unique ids, slugs and skus', () => {
    expect(seed.products).toHaveLength(150);
    expect(HAND_WRITTEN_COUNT).toBe(DEMO_FIXTURES.handWrittenProducts);
    expect(HAND_WRITTEN_COUNT).toBeGreaterThanOrEqual(120);
    const ids = seed.products.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^p-\d{4,}$/);
    const slugs = seed.products.map((p) => p.productSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG_PATTERN);
    const skus = seed.products.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('derives hand-written slugs from the English name by the spec rule', () => {
    for (const p of handWritten()) expect(p.productSlug).toBe(specSlug(p.name.en ?? ''));
  });

  it('names every product in en and si, and about a third in ta', () => {
    for (const p of seed.products) {
      expect(p.name.en).toEqual(expect.any(String));
      expect(p.name.si).toEqual(expect.any(String));
      for (const lang of Object.keys(p.name)) expect(p.description[lang]).toEqual(expect.any(String));
    }
    const tamil = handWritten().filter((p) => p.name.ta !== undefined).length / HAND_WRITTEN_COUNT;
    expect(tamil).toBeGreaterThan(0.25);
    expect(tamil).toBeLessThan(0.5);
  });

  it('spans 8+ categories and 10+ brands with valid refs', () => {
    const own = new Set(seed.products.map((p) => p.categoryId));
    expect(own.size).toBeGreaterThanOrEqual(8);
    const brands = new Set(seed.products.map((p) => p.brand.tag));
    expect(brands.size).toBeGreaterThanOrEqual(10);
    expect(seed.products.some((p) => p.brand.logo === null)).toBe(true);
    for (const p of seed.products) {
      brandSchema.parse(p.brand);
      for (const c of p.category) categoryRefSchema.parse(c);
      expect(p.category.map((c) => c.id)).toContain(p.categoryId);
      for (const c of p.category) for (const lang of LANGS) expect(c.name[lang]).toEqual(expect.any(String));
    }
  });

  it('has consistent variances and variants', () => {
    const types = new Set<string>();
    let twoVariances = 0;
    let none = 0;
    for (const p of seed.products) {
      for (const v of p.variances) {
        varianceSchema.parse(v);
        types.add(v.type);
        if (v.type === 'SWITCH') expect(v.values).toHaveLength(2);
      }
      if (p.variances.length === 2) twoVariances += 1;
      if (p.variances.length === 0) {
        none += 1;
        expect(p.variants).toHaveLength(1);
        expect(p.variants[0]).toMatchObject({ varianceKey: '', varianceSlug: '', values: {} });
      }
      expect(p.variants.filter((v) => v.default)).toHaveLength(1);
      const expectedCount = p.variances.reduce((n, v) => n * v.values.length, 1);
      expect(p.variants).toHaveLength(expectedCount);
      expect(new Set(p.variants.map((v) => v.varianceKey)).size).toBe(p.variants.length);
      for (const variant of p.variants) {
        const key = p.variances.map((v) => `${v.id}:${variant.values[v.id] ?? ''}`).join('|');
        const slug = p.variances.map((v) => variant.values[v.id] ?? '').join('-');
        expect(variant.varianceKey).toBe(key);
        expect(variant.varianceSlug).toBe(slug);
        if (slug) expect(slug).toMatch(SLUG_PATTERN);
        for (const v of p.variances) expect(v.values.map((x) => x.value)).toContain(variant.values[v.id]);
      }
    }
    expect([...types].sort()).toEqual(['DROPDOWN', 'RADIO', 'SWITCH']);
    expect(twoVariances).toBeGreaterThanOrEqual(3);
    expect(none).toBeGreaterThan(seed.products.length / 3);
  });

  it('prices in LKR with USD at about LKR/300 ending in .99', () => {
    for (const p of seed.products) {
      for (const v of p.variants) {
        moneyMapSchema.parse(v.price);
        moneyMapSchema.parse(v.specialPrice);
        const { LKR, USD } = v.price;
        if (LKR === undefined || USD === undefined) throw new Error(`price missing on ${p.id}`);
        expect(LKR).toBeGreaterThan(0);
        expect(Math.round(USD * 100) % 100).toBe(99);
        expect(Math.abs(USD - LKR / 300)).toBeLessThanOrEqual(1.5);
      }
    }
  });

  it('has special prices on about 20%, including ones that must not show', () => {
    const shows = (v: VariantRecord) =>
      v.enableSpecialPrice && Object.entries(v.price).every(([code, amount]) => (v.specialPrice[code] ?? Infinity) < amount);
    const products = handWritten();
    const onOffer = products.filter((p) => shows(defaultVariant(p)));
    expect(onOffer.length / products.length).toBeGreaterThanOrEqual(0.15);
    expect(onOffer.length / products.length).toBeLessThanOrEqual(0.3);
    for (const p of seed.products) {
      const offered = p.variants.some(shows);
      expect(p.category.some((c) => c.primaryTag === 'offers')).toBe(offered);
    }
    const notLower = products.filter((p) => {
      const v = defaultVariant(p);
      return v.enableSpecialPrice && (v.specialPrice.LKR ?? 0) >= (v.price.LKR ?? 0);
    });
    expect(notLower.length).toBeGreaterThanOrEqual(2);
  });

  it('covers every stock situation', () => {
    const locations = Object.values(DEMO_FIXTURES.locations);
    for (const p of seed.products) {
      for (const v of p.variants) {
        for (const [loc, n] of Object.entries(v.stock)) {
          expect(locations).toContain(loc);
          expect(Number.isInteger(n) && n >= 0).toBe(true);
        }
        if (!p.trackQuantity) expect(v.stock).toEqual({});
      }
    }
    const all = handWritten();
    const everywhere = (p: ProductRecord, test: (n: number) => boolean) =>
      p.variants.every((v) => locations.every((loc) => test(v.stock[loc] ?? 0)));
    expect(all.filter((p) => p.trackQuantity && everywhere(p, (n) => n > 0 && n < p.minThreshold)).length).toBeGreaterThanOrEqual(2);
    expect(all.some((p) => p.trackQuantity && everywhere(p, (n) => n === 1))).toBe(true);
    expect(all.some((p) => p.trackQuantity && everywhere(p, (n) => n === 0))).toBe(true);
    expect(
      all.some(
        (p) => p.variants.some((v) => stockValues(v).some((n) => n === 0)) && p.variants.some((v) => stockValues(v).some((n) => n > 0)),
      ),
    ).toBe(true);
    expect(all.filter((p) => !p.trackQuantity).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((p) => !p.enabled)).toHaveLength(1);
  });

  it('has html descriptions, one hostile, some videos, some SEO settings', () => {
    const hostile = seed.products.filter((p) => Object.values(p.description).some((html) => html.includes('<script>alert(1)</script>')));
    expect(hostile).toHaveLength(1);
    expect(hostile[0]?.description.en).toContain('onerror=');
    for (const p of handWritten()) {
      expect(p.description.en).toContain('<p>');
      expect(p.description.en).toContain('<ul>');
    }
    const videos = seed.products.filter((p) => p.videoLink !== null);
    expect(videos.length).toBeGreaterThanOrEqual(2);
    for (const p of videos) expect(p.videoLink).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}$/);
    expect(seed.products.some((p) => p.seoConfiguration === null)).toBe(true);
    const seo = seed.products.filter(
      (p) => p.seoConfiguration?.title && p.seoConfiguration.description && p.seoConfiguration.imageReference,
    );
    expect(seo.length).toBeGreaterThan(10);
  });

  it('has images, related products, dates and delivery options', () => {
    const ids = new Set(seed.products.map((p) => p.id));
    for (const p of seed.products) {
      const refs = [...p.images, ...p.variants.flatMap((v) => v.images), p.brand.logo, p.seoConfiguration?.imageReference].filter(
        (r): r is string => typeof r === 'string',
      );
      for (const ref of refs) expect(ref).toMatch(IMAGE_REF_PATTERN);
      for (const r of p.related) {
        expect(ids.has(r)).toBe(true);
        expect(r).not.toBe(p.id);
      }
      expect(new Date(p.createdDate).toISOString()).toBe(p.createdDate);
      expect(p.weight).toBeGreaterThan(0);
    }
    for (const p of handWritten()) {
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images.length).toBeLessThanOrEqual(4);
      expect(p.related.length).toBeGreaterThan(0);
    }
    for (const flag of ['cashOnDelivery', 'acceptReturns', 'acceptCardPayment'] as const) {
      expect(new Set(seed.products.map((p) => p[flag])).size).toBe(2);
    }
    const newest = [...seed.products].sort((a, b) => b.createdDate.localeCompare(a.createdDate)).slice(0, 8);
    expect(newest.every((p) => Number(p.id.slice(2)) <= HAND_WRITTEN_COUNT)).toBe(true);
    expect(new Set(newest.map((p) => p.categoryId)).size).toBeGreaterThan(2);
  });
});

describe('fixtures', () => {
  const f = DEMO_FIXTURES.products;

  it('name real products by id and slug', () => {
    for (const fixture of Object.values(f)) {
      const p = productById(fixture.id);
      expect(p.productSlug).toBe(fixture.slug);
      expect(p.name.en).toBe(fixture.name);
    }
  });

  it('describe each product truthfully', () => {
    const simple = productById(f.simple.id);
    expect(simple.variances).toHaveLength(0);
    expect(defaultVariant(simple).enableSpecialPrice).toBe(false);
    expect(simple.cashOnDelivery && simple.acceptReturns && simple.acceptCardPayment).toBe(true);

    const table = productById(f.radioDropdown.id);
    expect(table.variances.map((v) => [v.id, v.type])).toEqual([
      ['size', 'RADIO'],
      ['material', 'DROPDOWN'],
    ]);
    expect(defaultVariant(table)).toMatchObject({
      varianceKey: f.radioDropdown.defaultVarianceKey,
      varianceSlug: f.radioDropdown.defaultVarianceSlug,
    });
    expect(variantOf(table, f.radioDropdown.otherVarianceKey).varianceSlug).toBe(f.radioDropdown.otherVarianceSlug);

    const shirt = productById(f.colourSize.id);
    expect(shirt.variances.map((v) => v.type)).toEqual(['RADIO', 'RADIO']);
    expect(defaultVariant(shirt).varianceKey).toBe(f.colourSize.defaultVarianceKey);
    expect(variantOf(shirt, f.colourSize.varianceKey).varianceSlug).toBe(f.colourSize.varianceSlug);
    const soldOut = variantOf(shirt, f.colourSize.soldOutVarianceKey);
    expect(soldOut.varianceSlug).toBe(f.colourSize.soldOutVarianceSlug);
    expect(stockValues(soldOut)).toEqual([0, 0, 0]);
    expect(variantOf(shirt, f.colourSize.varianceKey).images[0]).toMatch(/red\.webp$/);

    const box = productById(f.switch.id);
    expect(box.variances.map((v) => v.type)).toEqual(['SWITCH']);
    expect(variantOf(box, f.switch.withoutVarianceKey)).toMatchObject({ default: true, varianceSlug: f.switch.withoutVarianceSlug });
    const wrapped = variantOf(box, f.switch.withVarianceKey);
    expect(wrapped.varianceSlug).toBe(f.switch.withVarianceSlug);
    expect((wrapped.price.LKR ?? 0) - (variantOf(box, f.switch.withoutVarianceKey).price.LKR ?? 0)).toBe(350);

    const bottle = productById(f.dropdownSwitch.id);
    expect(bottle.variances.map((v) => v.type)).toEqual(['DROPDOWN', 'SWITCH']);
    expect(variantOf(bottle, f.dropdownSwitch.varianceKey).varianceSlug).toBe(f.dropdownSwitch.varianceSlug);

    for (const fixture of [f.lowStock, f.belowThreshold]) {
      const p = productById(fixture.id);
      expect(p.minThreshold).toBe(fixture.minThreshold);
      expect(stockValues(defaultVariant(p))).toEqual([fixture.stock, fixture.stock, fixture.stock]);
    }
    expect(productById(f.lowStock.id).name.ta).toBeUndefined();
    expect(stockValues(defaultVariant(productById(f.lastItem.id)))).toEqual([1, 1, 1]);
    expect(stockValues(defaultVariant(productById(f.outOfStock.id)))).toEqual([0, 0, 0]);
    const shawl = defaultVariant(productById(f.outOfStockAtKandy.id));
    expect(shawl.stock[f.outOfStockAtKandy.locationId]).toBe(0);
    expect(shawl.stock[DEMO_FIXTURES.locations.colombo]).toBeGreaterThan(0);
    expect(shawl.stock[DEMO_FIXTURES.locations.galle]).toBeGreaterThan(0);

    expect(defaultVariant(productById(f.specialPrice.id))).toMatchObject({
      enableSpecialPrice: true,
      price: f.specialPrice.price,
      specialPrice: f.specialPrice.specialPrice,
    });
    expect(productById(f.specialPrice.id).category.map((c) => c.primaryTag)).toContain('offers');
    const equal = defaultVariant(productById(f.specialPriceEqual.id));
    expect(equal.enableSpecialPrice).toBe(true);
    expect(equal.specialPrice).toEqual(equal.price);
    const higher = defaultVariant(productById(f.specialPriceHigher.id));
    expect(higher.enableSpecialPrice).toBe(true);
    expect(higher.specialPrice.LKR).toBeGreaterThan(higher.price.LKR ?? 0);
    expect(higher.specialPrice.USD).toBeGreaterThan(higher.price.USD ?? 0);
    const off = defaultVariant(productById(f.specialPriceDisabled.id));
    expect(off.enableSpecialPrice).toBe(false);
    expect(off.specialPrice.LKR).toBeLessThan(off.price.LKR ?? 0);

    expect(productById(f.untracked.id).trackQuantity).toBe(false);
    expect(productById(f.untrackedWithVariants.id)).toMatchObject({ trackQuantity: false });
    expect(productById(f.untrackedWithVariants.id).variants.length).toBeGreaterThan(1);
    expect(productById(f.disabled.id).enabled).toBe(false);
    expect(productById(f.video.id).videoLink).toBe(f.video.videoLink);
    expect(productById(f.hostileHtml.id).description.en).toContain('<script>alert(1)</script>');
    expect(productById(f.tamilName.id).name.ta).toBe(f.tamilName.ta);
    expect(specSlug(f.hashInName.name)).toBe(f.hashInName.slug);
    expect(productById(f.withSeo.id).seoConfiguration).toEqual({
      title: expect.any(String),
      description: expect.any(String),
      imageReference: expect.any(String),
    });
    expect(productById(f.withoutSeo.id).seoConfiguration).toBeNull();
    expect(productById(f.noCashOnDelivery.id).cashOnDelivery).toBe(false);
    expect(productById(f.noReturns.id).acceptReturns).toBe(false);
    expect(productById(f.cashOnly.id).acceptCardPayment).toBe(false);
  });

  it('name the site pictures', () => {
    const images = DEMO_FIXTURES.images;
    expect(seed.site.brandLogo).toBe(images.logo);
    expect(seed.site.footer.logoURL).toBe(images.footerLogo);
    expect(seed.site.backgroundImage).toBe(images.background);
    expect(seed.site.popUpConfig.imageReference).toBe(images.popup);
    expect(seed.site.generalSettings.landingImg).toBe(images.landing);
    expect(seed.site.banner.items.map((b) => b.imageReference)).toEqual([...images.banners]);
    expect(productById(f.withSeo.id).images[0]).toBe(images.firstProductImage);
  });

  it('name real tags, pages and locations', () => {
    const categoryTags = new Set(seed.products.flatMap((p) => p.category.map((c) => c.primaryTag)));
    for (const tag of Object.values(DEMO_FIXTURES.categoryTags)) expect(categoryTags.has(tag)).toBe(true);
    const brandTags = new Set(seed.products.map((p) => p.brand.tag));
    for (const tag of Object.values(DEMO_FIXTURES.brandTags)) expect(brandTags.has(tag)).toBe(true);
    for (const id of Object.values(DEMO_FIXTURES.pages)) expect(seed.pages.some((p) => p.id === id)).toBe(true);
  });
});

describe('generation', () => {
  it('is deterministic for the same options', async () => {
    const again = await buildSeed({ products: 150, imageDir: null });
    expect(JSON.stringify(again)).toBe(JSON.stringify(seed));
  });

  it('keeps the hand-written catalogue when the random seed changes', async () => {
    const other = await buildSeed({ products: 150, imageDir: null, randomSeed: 7 });
    expect(JSON.stringify(other.products.slice(0, HAND_WRITTEN_COUNT))).toBe(JSON.stringify(handWritten()));
    expect(JSON.stringify(other.products.slice(HAND_WRITTEN_COUNT))).not.toBe(JSON.stringify(seed.products.slice(HAND_WRITTEN_COUNT)));
  });

  it('never returns fewer than the hand-written set', async () => {
    const small = await buildSeed({ products: 10, imageDir: null });
    expect(small.products).toHaveLength(HAND_WRITTEN_COUNT);
  });

  // How fast it seeds is measured by `npm run bench` (section api-scale), not by a timed test.
  it('generates 50,000 products with unique slugs and a small shared picture pool', () => {
    const { data, images } = composeSeed({ products: 50_000, imageDir: null });
    expect(data.products).toHaveLength(50_000);
    expect(new Set(data.products.map((p) => p.productSlug)).size).toBe(50_000);
    expect(new Set(data.products.map((p) => p.id)).size).toBe(50_000);
    for (const p of data.products) expect(p.productSlug).toMatch(SLUG_PATTERN);
    const specRefs = new Set(images.map((s) => s.ref));
    expect(specRefs.size).toBeLessThan(800);
    const used = new Set(data.products.flatMap((p) => [...p.images, ...p.variants.flatMap((v) => v.images)]));
    for (const ref of used) expect(specRefs.has(ref)).toBe(true);
    const last = data.products[data.products.length - 1];
    expect(last?.related.every((r) => data.products.some((p) => p.id === r))).toBe(true);
  });
});
