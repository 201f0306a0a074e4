import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CHUNK_SIZE, sessionCookieWrites } from './next-auth-session-chunks';

/**
 * Each internal lib/platform/ touches, checked at the installed versions: these fail when an upgrade
 * moves or changes one, and when a package's version is not one its decision record (README.md) lists.
 */
const root = path.join(__dirname, '..', '..');
const packageDir = (name: string) => path.join(root, 'node_modules', name);
const installed = (name: string): string => JSON.parse(readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')).version;
const read = (name: string, file: string) => readFileSync(path.join(packageDir(name), file), 'utf8');

/** `pkg@version` pairs of each README section's "Versions checked" line, by section heading. */
function recordedVersions(): Map<string, Array<[string, string]>> {
  const sections = readFileSync(path.join(__dirname, 'README.md'), 'utf8').split(/^## /m).slice(1);
  return new Map(
    sections.map((section) => {
      const line = section.split('\n').find((l) => l.startsWith('- **Versions checked:**')) ?? '';
      const pairs = [...line.matchAll(/`((?:@[\w.-]+\/)?[\w.-]+)@([\w.-]+)`/g)].map(
        ([, name, version]) => [name, version] as [string, string],
      );
      return [section.split('\n')[0] ?? '', pairs];
    }),
  );
}

describe('the decision records', () => {
  const records = recordedVersions();

  it('name every internal lib/platform/ touches, each with the versions checked', () => {
    expect([...records.keys()]).toEqual([
      expect.stringContaining('page-cache-handler.mjs'),
      expect.stringContaining('next-auth-session-chunks.ts'),
      expect.stringContaining('compile-messages.ts'),
    ]);
    for (const [heading, pairs] of records) expect([heading, pairs.length > 0]).toEqual([heading, true]);
  });

  it.each([...records].flatMap(([heading, pairs]) => pairs.map(([name, version]) => [heading.split(/[ ,]/)[0] ?? heading, name, version])))(
    '%s: %s is installed at %s, the version checked',
    (_, name, version) => {
      expect(installed(name)).toBe(version);
    },
  );
});

describe('the page cache handler relies on', () => {
  it("Next's cache entry kinds, with a status on page and route answers and the page's HTML as a string", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { CachedRouteKind } = require('next/dist/server/response-cache/types.js') as { CachedRouteKind: Record<string, string> };
    expect(CachedRouteKind).toMatchObject({
      APP_PAGE: 'APP_PAGE',
      APP_ROUTE: 'APP_ROUTE',
      PAGES: 'PAGES',
      REDIRECT: 'REDIRECT',
      FETCH: 'FETCH',
    });
    const types = read('next', 'dist/server/response-cache/types.d.ts');
    const shape = (name: string) => types.match(new RegExp(`interface ${name} \\{([^}]*)\\}`))?.[1] ?? '';
    expect(shape('IncrementalCachedAppPageValue')).toMatch(
      /kind: CachedRouteKind\.APP_PAGE;[\s\S]*html: string;[\s\S]*status: number \| undefined;/,
    );
    expect(shape('CachedRouteValue')).toMatch(/kind: CachedRouteKind\.APP_ROUTE;[\s\S]*status: number;/);
    expect(shape('CachedRedirectValue')).toMatch(/kind: CachedRouteKind\.REDIRECT;/);
  });

  it("@fortedigital/nextjs-cache-handler's CacheHandler, local LRU and Redis handlers", async () => {
    const [{ CacheHandler }, lru, redis] = await Promise.all([
      import('@fortedigital/nextjs-cache-handler'),
      import('@fortedigital/nextjs-cache-handler/local-lru'),
      import('@fortedigital/nextjs-cache-handler/redis-strings'),
    ]);
    expect(typeof CacheHandler.onCreation).toBe('function');
    expect(typeof lru.default).toBe('function');
    expect(typeof redis.default).toBe('function');
  });
});

describe("next-auth's session cookie chunks", () => {
  type Written = Array<{ name: string; value: string }>;
  interface Store {
    chunk(value: string, options: object): Written;
    clean(): Written;
  }
  // Not exported by next-auth: loaded from its file, which is what this test is about.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { SessionStore } = require(path.join(packageDir('next-auth'), 'core', 'lib', 'cookie.js')) as {
    SessionStore: new (
      option: { name: string; options: object },
      req: { cookies: Record<string, string>; headers: object },
      logger: object,
    ) => Store;
  };
  const name = '__Host-next-auth.session-token';
  const theirs = (sent: string[]) =>
    new SessionStore({ name, options: {} }, { cookies: Object.fromEntries(sent.map((n) => [n, 'old'])), headers: {} }, { debug() {} });
  const sorted = (cookies: Written) =>
    cookies.map(({ name: n, value }) => ({ name: n, value })).sort((a, b) => a.name.localeCompare(b.name));

  it.each([
    ['short, nothing sent', 'x'.repeat(100), []],
    ['exactly one chunk', 'x'.repeat(CHUNK_SIZE), [name]],
    ['one byte over', 'x'.repeat(CHUNK_SIZE + 1), [name]],
    ['three chunks replacing two', 'y'.repeat(CHUNK_SIZE * 2 + 5), [`${name}.0`, `${name}.1`]],
    ['short replacing three chunks', 'z'.repeat(10), [`${name}.0`, `${name}.1`, `${name}.2`]],
  ])('are written as next-auth writes them: %s', (_, value, sent) => {
    expect(sorted(sessionCookieWrites(name, value, sent))).toEqual(sorted(theirs(sent).chunk(value, {})));
  });

  it('are all emptied as next-auth empties them', () => {
    const sent = [`${name}.0`, `${name}.1`];
    expect(sorted(sessionCookieWrites(name, null, sent))).toEqual(sorted(theirs(sent).clean()));
  });
});

describe('run-time message compiling relies on', () => {
  it('use-intl importing its formatter as `use-intl/format-message`, and exporting a parser-free `format-only`', () => {
    const dist = path.join(packageDir('use-intl'), 'dist', 'esm', 'production');
    const importers = readdirSync(dist).filter(
      (file) => file.endsWith('.js') && /from\s*["']use-intl\/format-message["']/.test(readFileSync(path.join(dist, file), 'utf8')),
    );
    expect(importers).not.toEqual([]);
    const exports = JSON.parse(read('use-intl', 'package.json')).exports as Record<string, unknown>;
    expect(Object.keys(exports)).toEqual(expect.arrayContaining(['./format-message', './format-message/format-only']));
  });

  it("next-intl's own precompile option aliasing the same module", () => {
    expect(read('next-intl', 'dist/esm/production/plugin/getNextConfig.js')).toMatch(/use-intl\/format-message\/format-only/);
  });

  it('one copy of use-intl and icu-minify, at the version of next-intl (compiled messages and formatter agree)', () => {
    expect([installed('use-intl'), installed('icu-minify')]).toEqual([installed('next-intl'), installed('next-intl')]);
    for (const nested of ['next-intl/node_modules/use-intl', 'next-intl/node_modules/icu-minify', 'use-intl/node_modules/icu-minify']) {
      expect([nested, readdirSafe(packageDir(nested))]).toEqual([nested, null]);
    }
  });
});

function readdirSafe(dir: string): string[] | null {
  try {
    return readdirSync(dir);
  } catch {
    return null;
  }
}
