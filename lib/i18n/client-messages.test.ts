import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pickNamespaces, SHELL_CLIENT_NAMESPACES } from './client-messages';

const ROOT = resolve(__dirname, '../..');
// Pages whose client components get every message from a provider of their own.
const OWN_PROVIDER = ['app/[ctx]/cart/page.tsx', 'app/[ctx]/checkout/page.tsx'];

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

/** Every module that runs in the browser under the root layout's provider, from the app's entries. */
function shellClientModules(): string[] {
  const entries = pageEntries(join(ROOT, 'app/[ctx]')).filter((p) => !OWN_PROVIDER.includes(relative(ROOT, p)));
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

describe('client messages', () => {
  it('keeps only the named namespaces', () => {
    expect(pickNamespaces({ a: { x: '1' }, b: { y: '2' }, c: 'z' }, ['a', 'c', 'missing'])).toEqual({ a: { x: '1' }, c: 'z' });
  });

  it('names every namespace a client component of the shell and catalogue pages reads', () => {
    const used = new Map<string, string>();
    for (const file of shellClientModules()) {
      for (const m of readFileSync(file, 'utf8').matchAll(/useTranslations\(\s*(?:'([^']*)')?\s*\)/g)) {
        used.set(m[1] === undefined ? '(all messages)' : (m[1].split('.')[0] ?? ''), relative(ROOT, file));
      }
    }
    const missing = [...used].filter(([ns]) => !(SHELL_CLIENT_NAMESPACES as readonly string[]).includes(ns));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(5);
  });
});
