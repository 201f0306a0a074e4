import { startTestApi } from '@/customer-api/test/start-test-api';
import type { SiteSchema } from '@/lib/api/schemas';
import { navMenus } from '@/lib/bff/contract';
import { againstReferenceApi } from '@/test/reference-api';
import { CookieJar, routeRequest } from '@/test/route-requests';
import { GET } from './route';

const api = againstReferenceApi(startTestApi);

beforeAll(() => {
  const row = api.db.prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'site'").get();
  const site = JSON.parse(row?.value ?? '{}') as SiteSchema;
  site.header.menus = [
    {
      name: { en: 'Kitchen', si: 'මුළුතැන්ගෙය' },
      link: '/search?tags=cat/kitchen',
      related: '/search',
      menuItems: [
        {
          name: { en: 'Cookware' },
          link: '/search?query=pot',
          menuItems: [{ name: { en: 'Clay Pots' }, link: '/search?query=clay', menuItems: [] }],
        },
      ],
    },
    { name: { en: 'Offers' }, link: '/search?tags=cat/offers', menuItems: [] },
  ];
  api.db.prepare("UPDATE settings SET value = ? WHERE key = 'site'").run(JSON.stringify(site));
});

const atColombo = () => new CookieJar().set('inventoryId', 'loc-colombo');

describe('GET /api/menus', () => {
  it('answers every header menu with its groups and related products, kept by the browser for a minute', async () => {
    const res = await GET(routeRequest('/api/menus?locale=en&currency=LKR', { cookies: atColombo() }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    // The browser's check of the answer accepts it.
    const menus = navMenus.parse(await res.json());
    const kitchen = menus.find((m) => m.label === 'Kitchen');
    expect(kitchen?.link).toEqual({ kind: 'internal', href: '/search?tags=cat/kitchen' });
    expect(kitchen?.items.flatMap((g) => g.items.map((i) => i.label))).toContain('Clay Pots');
    expect(kitchen?.related.length).toBeGreaterThan(0);
    expect(kitchen?.related[0]?.price).toMatch(/^Rs\s/);
  });

  it('speaks the language and currency asked for', async () => {
    const res = await GET(routeRequest('/api/menus?locale=si&currency=USD', { cookies: atColombo() }));
    const menus = navMenus.parse(await res.json());
    expect(menus[0]?.label).toBe('මුළුතැන්ගෙය');
    expect(menus[0]?.related[0]?.price).toMatch(/\$/);
    const en = navMenus.parse(await (await GET(routeRequest('/api/menus?locale=en&currency=USD', { cookies: atColombo() }))).json());
    expect(menus.map((m) => m.id)).toEqual(en.map((m) => m.id));
  });

  it('refuses a context it does not know', async () => {
    expect((await GET(routeRequest('/api/menus?locale=fr&currency=LKR'))).status).toBe(400);
    expect((await GET(routeRequest('/api/menus?locale=en&currency=rupees'))).status).toBe(400);
    expect((await GET(routeRequest('/api/menus?locale=en'))).status).toBe(400);
  });
});

describe('the browser check of /api/menus', () => {
  it('refuses a link safeLink would not allow', () => {
    const menu = { id: 'menu-0', label: 'X', columns: 1, items: [], related: [] };
    expect(navMenus.safeParse([{ ...menu, link: { kind: 'internal', href: '/search' } }]).success).toBe(true);
    expect(navMenus.safeParse([{ ...menu, link: { kind: 'external', href: 'javascript:alert(1)' } }]).success).toBe(false);
    expect(navMenus.safeParse([{ ...menu, link: { kind: 'internal', href: '//evil.example' } }]).success).toBe(false);
  });
});
