import { readdirSync } from 'node:fs';
import path from 'node:path';
import { routeRequest, withParams } from '@/test/route-requests';

/**
 * Every state-changing route of the BFF refuses a request another site's page makes (a form post or a
 * fetch carrying that site's Origin) with 403 E4030, before it reads a body, a cookie or the customer API.
 */

const API_DIR = path.join(__dirname);
const MUTATIONS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** next-auth's own routes check its CSRF token (a double-submit cookie) on every POST. */
const OWN_CHECK = new Set(['auth/[...nextauth]']);

type Handler = (request: Request, context: ReturnType<typeof withParams>) => Promise<Response>;

function routeFolders(dir = API_DIR, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === 'route.ts' && prefix ? [prefix] : [];
    return routeFolders(path.join(dir, entry.name), prefix ? `${prefix}/${entry.name}` : entry.name);
  });
}

/** `cart/set/[field]` → the path with a value for each segment, and those values as params. */
function concrete(folder: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const url = folder.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => (params[name] = 'x1'));
  return { url: `/api/${url}`, params };
}

const cases = routeFolders()
  .filter((folder) => !OWN_CHECK.has(folder))
  .map((folder) => ({ folder, load: () => import(`./${folder}/route`) as Promise<Record<string, unknown>> }));

/** (route, method) pairs the table has sent a cross-site request to. */
const exercised: string[] = [];

afterAll(() => {
  // cart, profile, addresses, cards, affiliate links, preferences, purchase, logout, revalidate, … (the forms'
  // Server Functions refuse a cross-site post themselves: app/_actions/*.test.ts)
  expect(exercised.length).toBeGreaterThanOrEqual(15);
});

test('the table covers every route folder under app/api', () => {
  expect(cases.length + OWN_CHECK.size).toBe(routeFolders().length);
  expect(cases.length).toBeGreaterThan(30);
});

test.each(cases)('$folder refuses every cross-site mutation', async ({ folder, load }) => {
  const handlers = await load();
  const { url, params } = concrete(folder);
  for (const method of MUTATIONS) {
    const handler = handlers[method] as Handler | undefined;
    if (!handler) continue;
    exercised.push(`${method} ${folder}`);
    for (const origin of ['https://evil.example', 'null']) {
      const res = await handler(routeRequest(url, { method, body: {}, headers: { origin } }), withParams(params));
      expect({ method, origin, status: res.status, cookies: res.headers.getSetCookie() }).toEqual({
        method,
        origin,
        status: 403,
        cookies: [],
      });
      expect(((await res.json()) as { code: string }).code).toBe('E4030');
    }
  }
});
