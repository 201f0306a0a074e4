import type { MenuItem, SiteSchema } from '@/lib/api/schemas';
import { startTestApi } from '@/customer-api/test/start-test-api';
import { loadMenus } from './load-menus';
import { loadShell } from './load-shell';
import { againstReferenceApi } from '@/test/reference-api';

const text = (en: string) => ({ en, si: `${en} (si)`, ta: en });
/** A menu of `groups` groups with one link each: 2 × groups dropdown items. */
const menu = (name: string, groups: number, related: string | null = '/search'): MenuItem => ({
  name: text(name),
  link: `/search?query=${name.toLowerCase()}`,
  related,
  menuItems: Array.from({ length: groups }, (_, i) => ({
    name: text(`${name} ${i}`),
    link: `/search?query=${name.toLowerCase()}${i}`,
    menuItems: [{ name: text(`${name} ${i}.1`), link: '/search', menuItems: [] }],
  })),
});

const api = againstReferenceApi(startTestApi);

beforeAll(async () => {
  const row = api.db.prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'site'").get();
  const site = JSON.parse(row?.value ?? '{}') as SiteSchema;
  site.header.menus = [
    menu('Small', 3), // 6 items: 1 column, 4 related
    menu('Medium', 10), // 20 items: 2 columns, 4 related
    menu('Large', 11), // 22 items: 3 columns, 3 related
    menu('Huge', 16), // 32 items: 4 columns, 2 related
    menu('Plain', 0),
    menu('Sixth', 2),
    menu('Seventh', 2),
  ];
  api.db.prepare("UPDATE settings SET value = ? WHERE key = 'site'").run(JSON.stringify(site));
});

describe('the shell data of a shopper context', () => {
  it('lays each dropdown out in the spec §9 columns with 4, 3 or 2 related products', async () => {
    const menus = await loadMenus({ locale: 'en', currency: 'LKR', inventoryId: 'loc-colombo' });
    const summary = menus.map((m) => [m.label, m.columns, m.related.length]);
    expect(summary).toEqual([
      ['Small', 1, 4],
      ['Medium', 2, 4],
      ['Large', 3, 3],
      ['Huge', 4, 2],
      ['Plain', 1, 0],
      // More than six menus: the fifth onwards go into More, which shows no related products.
      ['Sixth', 1, 0],
      ['Seventh', 1, 0],
    ]);
  });

  it('shows names in the shopper language and prices in the chosen currency', async () => {
    const [shell, menus] = await Promise.all([
      loadShell({ locale: 'si', currency: 'USD', inventoryId: null }),
      loadMenus({ locale: 'si', currency: 'USD', inventoryId: null }),
    ]);
    expect(shell.menus[0]?.label).toBe('Small (si)');
    expect(menus[0]?.items[0]?.items[0]?.label).toBe('Small 0.1 (si)');
    expect(shell.currency).toEqual({ code: 'USD', symbol: '$' });
    expect(menus[0]?.related[0]?.price).toMatch(/\$/);
    expect(menus[0]?.related[0]?.href).toMatch(/^\/products\//);
  });

  it('carries the top-level menus only: label, link and whether a dropdown opens (the rest comes from /api/menus)', async () => {
    const shell = await loadShell({ locale: 'en', currency: 'LKR', inventoryId: 'loc-colombo' });
    expect(shell.menus[0]).toEqual({
      id: 'menu-0',
      label: 'Small',
      link: { kind: 'internal', href: '/search?query=small' },
      dropdown: true,
    });
    expect(shell.menus.map((m) => m.dropdown)).toEqual([true, true, true, true, false, true, true]);
  });

  it('knows the locations and which one is chosen', async () => {
    const chosen = await loadShell({ locale: 'en', currency: 'LKR', inventoryId: 'loc-kandy' });
    expect(chosen.locations.map((l) => l.id)).toEqual(['loc-colombo', 'loc-kandy']);
    expect(chosen.location?.name).toBe('Kandy');
    expect(chosen.locations[1]).toMatchObject({
      addressLine1: '5 Temple Street',
      city: 'Kandy',
      province: 'Central',
      contactNumbers: ['+94812345678'],
    });
    const none = await loadShell({ locale: 'en', currency: 'LKR', inventoryId: null });
    expect(none.location).toBeNull();
  });

  it('offers only the languages the storefront has', async () => {
    const shell = await loadShell({ locale: 'en', currency: 'LKR', inventoryId: null });
    expect(shell.languages.map((l) => l.code)).toEqual(['en', 'si', 'ta']);
  });
});
