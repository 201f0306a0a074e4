import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { PAGE_CLIENT_NAMESPACES, pickNamespaces, PRIVATE_CLIENT_NAMESPACES, SHELL_CLIENT_NAMESPACES } from './client-messages';

const ROOT = resolve(__dirname, '../..');
// Pages under this group get their client messages from the private layout's provider.
const PRIVATE_GROUP = join(ROOT, 'app/[ctx]/(private)') + sep;

function resolveImport(spec: string, from: string): string | null {
  const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((p) => existsSync(p)) ?? null;
}

function valueImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specs = [...source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/gm)]
    .filter((m) => !m[1])
    .map((m) => m[2] ?? m[3] ?? '');
  return specs.map((s) => resolveImport(s, file)).filter((p): p is string => p !== null);
}

function pageEntries(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageEntries(path);
    return /^(page|layout|error|not-found)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** Every module that runs in the browser below the given entries. */
function clientModules(entries: string[]): string[] {
  const reached = new Set<string>();
  const walk = (file: string, client: boolean, into: Set<string>) => {
    const isClient = client || /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'));
    const key = `${isClient}:${file}`;
    if (into.has(key)) return;
    into.add(key);
    if (isClient) reached.add(file);
    valueImports(file).forEach((next) => walk(next, isClient, into));
  };
  const visited = new Set<string>();
  entries.forEach((entry) => walk(entry, false, visited));
  return [...reached];
}

/**
 * Namespaces a module reads: `useTranslations('ns')`, and for a translator of all messages
 * (`useTranslations()`) the first part of each key it is called with; a key that is not written out
 * reads as '(computed key)', which no list names.
 */
function namespacesRead(source: string): string[] {
  const found = [...source.matchAll(/useTranslations\(\s*'([^']*)'\s*\)/g)].map((m) => m[1] ?? '');
  for (const [, name] of source.matchAll(/(\w+)\s*=\s*useTranslations\(\s*\)/g)) {
    for (const call of source.matchAll(new RegExp(`\\b${name}(?:\\.(?:rich|markup|raw|has))?\\(\\s*([^)]*)`, 'g'))) {
      const key = /^['`]([A-Za-z]+)\./.exec(call[1] ?? '');
      found.push(key?.[1] ?? '(computed key)');
    }
  }
  return found;
}

/** `a.b` is sent with `a` or with `a.b` itself. */
const covered = (ns: string, allowed: readonly string[]) => allowed.some((name) => ns === name || ns.startsWith(`${name}.`));

function missingNamespaces(entries: string[], allowed: readonly string[]) {
  const used = new Map<string, string>();
  for (const file of clientModules(entries)) {
    for (const ns of namespacesRead(readFileSync(file, 'utf8'))) used.set(ns, relative(ROOT, file));
  }
  return { used, missing: [...used].filter(([ns]) => !covered(ns, allowed)) };
}

/** The page's own namespaces, when it wraps its content in `<PageMessages page="...">`. */
function pageNamespaces(file: string): readonly string[] {
  const page = /<PageMessages page="(\w+)"/.exec(readFileSync(file, 'utf8'))?.[1];
  return page ? PAGE_CLIENT_NAMESPACES[page as keyof typeof PAGE_CLIENT_NAMESPACES] : [];
}

const entries = pageEntries(join(ROOT, 'app/[ctx]'));

describe('client messages', () => {
  it('keeps only the named namespaces, or the named part of one', () => {
    expect(pickNamespaces({ a: { x: '1' }, b: { y: '2' }, c: 'z' }, ['a', 'c', 'missing'])).toEqual({ a: { x: '1' }, c: 'z' });
    const tree = { s: { q: { n: '1' }, r: '2', t: '3' }, u: '4' };
    expect(pickNamespaces(tree, ['s.q', 's.t', 's.missing', 'u.v'])).toEqual({ s: { q: { n: '1' }, t: '3' } });
  });

  it('names every namespace a client component of the shell reads, and each page the rest of its own', () => {
    const shop = entries.filter((p) => !p.startsWith(PRIVATE_GROUP));
    const shell = missingNamespaces(
      shop.filter((p) => !p.endsWith(`${sep}page.tsx`)),
      SHELL_CLIENT_NAMESPACES,
    );
    expect(shell.missing).toEqual([]);
    expect(shell.used.size).toBeGreaterThan(5);
    for (const page of shop.filter((p) => p.endsWith(`${sep}page.tsx`))) {
      expect({ page: relative(ROOT, page), missing: missingNamespaces([page], [...SHELL_CLIENT_NAMESPACES, ...pageNamespaces(page)]).missing }).toEqual({
        page: relative(ROOT, page),
        missing: [],
      });
    }
  });

  it('sends the search and home namespaces only with the pages that read them', () => {
    expect(SHELL_CLIENT_NAMESPACES).not.toEqual(expect.arrayContaining(['search']));
    expect(SHELL_CLIENT_NAMESPACES).not.toEqual(expect.arrayContaining(['home']));
    const home = join(ROOT, 'app/[ctx]/page.tsx');
    const search = join(ROOT, 'app/[ctx]/search/[search]/page.tsx');
    expect(missingNamespaces([home], SHELL_CLIENT_NAMESPACES).missing.map(([ns]) => ns)).toContain('home');
    expect(missingNamespaces([search], SHELL_CLIENT_NAMESPACES).missing.map(([ns]) => ns)).toContain('search');
    expect(pageNamespaces(home)).toEqual(['home']);
    expect(pageNamespaces(search)).toEqual(['search']);
  });

  it('names every namespace a client component of the private pages reads', () => {
    const privateEntries = entries.filter((p) => p.startsWith(PRIVATE_GROUP));
    expect(privateEntries.map((p) => relative(PRIVATE_GROUP, p))).toEqual(expect.arrayContaining(['layout.tsx', 'cart/page.tsx', 'checkout/page.tsx']));
    const { used, missing } = missingNamespaces(privateEntries, PRIVATE_CLIENT_NAMESPACES);
    expect(missing).toEqual([]);
    expect([...used.keys()]).toEqual(expect.arrayContaining(['cart', 'checkout', 'validation']));
  });

  it('reads the namespaces of a translator of all messages from its keys', () => {
    const source = "const t = useTranslations();\nt('cart.title'); t.rich(`checkout.x`, {}); t(key);\nconst tp = useTranslations('product');";
    expect(namespacesRead(source).sort()).toEqual(['(computed key)', 'cart', 'checkout', 'product']);
    expect(namespacesRead("useTranslations('search.quickSearch')")).toEqual(['search.quickSearch']);
  });
});
