import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import en from '@/messages/en.json';
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

const CALL = String.raw`(?:\.(?:rich|markup|raw|has))?\(\s*`;

/** The first argument of a call, from just after its `(`: up to the first `,` or `)` outside brackets. */
function firstArgument(rest: string): string {
  let depth = 0;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && depth-- === 0) return rest.slice(0, i);
    else if (c === ',' && depth === 0) return rest.slice(0, i);
  }
  return rest;
}

/** Literal keys of a first argument: one string, or strings chosen by conditions (`a ? 'x' : 'y'`); else null. */
function literalKeys(argument: string): string[] | null {
  const text = argument.trim();
  const one = /^(['`])([\w.]+)\1$/.exec(text);
  if (one) return [one[2] ?? ''];
  // Conditions may compare with other strings: keys that are no message are dropped later (`exists`).
  if (text.includes('?') && !/[`(]/.test(text)) return [...text.matchAll(/'([\w.]+)'/g)].map((m) => m[1] ?? '');
  return null;
}

/**
 * Keys a translator named `name` reads in `source`, each as `prefix` + key; null when it is used in a way
 * that does not name its keys (a key that is not written out, or the translator handed on). Mentions in a
 * hook's dependency list (`[a, t]`) read nothing.
 */
function keysOf(source: string, name: string, prefix: string): string[] | null {
  const uses = [...source.matchAll(new RegExp(String.raw`(?<![\w.$-])${name}\b(?!\s*=\s*useTranslations)`, 'g'))];
  const keys: string[] = [];
  for (const use of uses) {
    const rest = source.slice((use.index ?? 0) + name.length);
    if (/^\s*(?:,\s*\w+\s*)*\]\s*\)/.test(rest) && /[[,]\s*$/.test(source.slice(0, use.index))) continue;
    const call = new RegExp(String.raw`^${CALL}`).exec(rest);
    const found = call ? literalKeys(firstArgument(rest.slice(call[0].length))) : null;
    if (!found) return null;
    keys.push(...found.map((key) => prefix + key));
  }
  return keys;
}

/**
 * What a module reads: for a translator of one namespace (`t = useTranslations('ns')`) each key it is
 * called with (`ns.key`), or the whole namespace when a key is not written out or the translator is handed
 * on; for a translator of all messages (`useTranslations()`) the first part of each key it is called with;
 * a key that is not written out reads as '(computed key)', which no list names.
 */
function namespacesRead(source: string): string[] {
  const found: string[] = [];
  for (const hook of source.matchAll(/useTranslations\(\s*'([^']*)'\s*\)/g)) {
    const ns = hook[1] ?? '';
    const end = (hook.index ?? 0) + hook[0].length;
    const name = /(\w+)\s*=\s*$/.exec(source.slice(0, hook.index))?.[1];
    // A translator kept in a variable reads the keys it is called with; one used on the spot, the namespace.
    const kept = name && !/^\s*[(.]/.test(source.slice(end));
    found.push(...((kept && keysOf(source, name, `${ns}.`)) || [ns]));
  }
  if (/useTranslations\(\s*[^'\s)]/.test(source)) found.push('(computed namespace)');
  for (const [, name] of source.matchAll(/(\w+)\s*=\s*useTranslations\(\s*\)/g)) {
    for (const call of source.matchAll(new RegExp(`\\b${name}${CALL}([^)]*)`, 'g'))) {
      const key = /^['`]([A-Za-z]+)\./.exec(call[1] ?? '');
      found.push(key?.[1] ?? '(computed key)');
    }
  }
  return found;
}

/** `a.b` is sent with `a` or with `a.b` itself. */
const covered = (ns: string, allowed: readonly string[]) => allowed.some((name) => ns === name || ns.startsWith(`${name}.`));

/** Whether `ns.key` is a message of en.json: a translator's name reused for another namespace in the same module reads no such key. */
function exists(path: string): boolean {
  let value: unknown = en;
  for (const part of path.split('.'))
    value =
      typeof value === 'object' && value !== null && Object.hasOwn(value, part) ? (value as Record<string, unknown>)[part] : undefined;
  return value !== undefined;
}

function missingNamespaces(entries: string[], allowed: readonly string[]) {
  const used = new Map<string, string>();
  for (const file of clientModules(entries)) {
    for (const ns of namespacesRead(readFileSync(file, 'utf8'))) if (!ns.includes('.') || exists(ns)) used.set(ns, relative(ROOT, file));
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
    // A page, or another entry (a not-found) that sends its own messages, is checked with those.
    const ownMessages = (p: string) => p.endsWith(`${sep}page.tsx`) || pageNamespaces(p).length > 0;
    const shell = missingNamespaces(
      shop.filter((p) => !ownMessages(p)),
      SHELL_CLIENT_NAMESPACES,
    );
    expect(shell.missing).toEqual([]);
    expect(shell.used.size).toBeGreaterThan(5);
    for (const page of shop.filter(ownMessages)) {
      expect({
        page: relative(ROOT, page),
        missing: missingNamespaces([page], [...SHELL_CLIENT_NAMESPACES, ...pageNamespaces(page)]).missing,
      }).toEqual({
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
    expect(missingNamespaces([home], SHELL_CLIENT_NAMESPACES).missing.map(([ns]) => ns)).toContain('home.pauseSlides');
    expect(missingNamespaces([search], SHELL_CLIENT_NAMESPACES).missing.map(([ns]) => ns)).toContain('search.clearFilters');
    expect(pageNamespaces(home)).toEqual(expect.arrayContaining(['home']));
    expect(pageNamespaces(search)).toEqual(expect.arrayContaining(['search']));
  });

  it("sends the cards' and purchase panel's namespaces with the catalogue pages only", () => {
    const product = join(ROOT, 'app/[ctx]/products/[slug]/[variant]/page.tsx');
    expect(missingNamespaces([product], SHELL_CLIENT_NAMESPACES).missing.map(([ns]) => ns)).toEqual(
      expect.arrayContaining(['product', 'quickView.viewDetails']),
    );
    expect(pageNamespaces(product)).toEqual(['product', 'quickView']);
    expect(SHELL_CLIENT_NAMESPACES).not.toEqual(expect.arrayContaining(['product']));
  });

  it("sends a page whole namespaces, which its provider joins over the shell's parts", () => {
    for (const names of Object.values(PAGE_CLIENT_NAMESPACES)) for (const name of names) expect(name).not.toContain('.');
  });

  it('sends no single message of the shell that no client component of the shop reads', () => {
    // Read by the shell or by a page (a page sends whole namespaces only).
    const used = [
      ...missingNamespaces(
        entries.filter((p) => !p.startsWith(PRIVATE_GROUP)),
        [],
      ).used.keys(),
    ];
    const unread = SHELL_CLIENT_NAMESPACES.filter(
      (name) => name.includes('.') && !used.some((ns) => ns === name || ns.startsWith(`${name}.`)),
    );
    expect(unread).toEqual([]);
    // The checkout's error texts stay with the private pages.
    const sent = pickNamespaces(en, SHELL_CLIENT_NAMESPACES);
    expect(sent.errors).toHaveProperty('generic');
    expect(sent.errors).not.toHaveProperty('itemsSoldOut');
    expect(sent.common).not.toHaveProperty('submit');
  });

  it('names every namespace a client component of the private pages reads', () => {
    const privateEntries = entries.filter((p) => p.startsWith(PRIVATE_GROUP));
    expect(privateEntries.map((p) => relative(PRIVATE_GROUP, p))).toEqual(
      expect.arrayContaining(['layout.tsx', 'cart/page.tsx', 'checkout/page.tsx']),
    );
    const { used, missing } = missingNamespaces(privateEntries, PRIVATE_CLIENT_NAMESPACES);
    expect(missing).toEqual([]);
    expect([...used.keys()]).toEqual(expect.arrayContaining(['cart', 'checkout', 'validation']));
  });

  it('reads the namespaces of a translator of all messages from its keys', () => {
    const source =
      "const t = useTranslations();\nt('cart.title'); t.rich(`checkout.x`, {}); t(key);\nconst tp = useTranslations('product');";
    expect(namespacesRead(source).sort()).toEqual(['(computed key)', 'cart', 'checkout']);
  });

  it('reads the keys a translator of one namespace is called with, else the whole namespace', () => {
    expect(namespacesRead("const t = useTranslations('search.quickSearch');\nt('viewAll');")).toEqual(['search.quickSearch.viewAll']);
    const chosen =
      "const t = useTranslations('consent');\nuseEffect(() => {}, [a, t]);\n<p className=\"border-t\">{t(state === 'granted' ? 'currentlyAllowed' : 'currentlyDeclined')}</p>; t.rich('text', { b: 1 });";
    expect(namespacesRead(chosen).sort()).toEqual([
      'consent.currentlyAllowed',
      'consent.currentlyDeclined',
      'consent.granted',
      'consent.text',
    ]);
    // A key not written out, or the translator handed on: the whole namespace.
    expect(namespacesRead("const t = useTranslations('toast');\nt('a'); toast(t(resultKey(ok)));")).toEqual(['toast']);
    expect(namespacesRead("const tp = useTranslations('product');\nt('a'); <Badge t={tp} />")).toEqual(['product']);
    expect(namespacesRead("const t = useTranslations('product');\nt(`lowStock.${kind}`);")).toEqual(['product']);
    expect(namespacesRead("const label = useTranslations('header')('cart');")).toEqual(['header']);
    expect(namespacesRead('const t = useTranslations(ns);')).toEqual(['(computed namespace)']);
  });
});
