import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { resolveModule, valueImports } from '@/test/module-graph';

/**
 * zod probes `new Function` the first time it parses an object, unless told not to; the pages'
 * Content-Security-Policy allows no eval, so in the browser the probe is a policy violation. Every
 * module that can run in the browser and uses zod (directly or through the form resolver) must therefore
 * load `lib/api/zod-config.ts` itself: with parts of the shop loaded on demand, no other module is sure
 * to have run first.
 */
const ROOT = resolve(__dirname, '..', '..');
const CONFIG = join(ROOT, 'lib/api/zod-config.ts');
const USES_ZOD = (spec: string) => spec === 'zod' || spec.startsWith('zod/') || spec === '@hookform/resolvers/zod';

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const closures = new Map<string, Set<string>>();
/** Every module `file` loads statically, itself included. */
function closure(file: string): Set<string> {
  const known = closures.get(file);
  if (known) return known;
  const found = new Set<string>([file]);
  const queue = [file];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const { spec } of valueImports(next)) {
      const target = resolveModule(next, spec);
      if (target && !found.has(target)) {
        found.add(target);
        queue.push(target);
      }
    }
  }
  closures.set(file, found);
  return found;
}

/** Modules that can run in the browser and use zod without loading the browser's zod settings. */
function unconfigured(files: string[]): string[] {
  const clientEntries = files.filter((f) => valueImports(f).some((i) => i.isClient));
  const inBrowser = new Set(clientEntries.flatMap((f) => [...closure(f)]));
  return [...inBrowser]
    .filter((f) => f !== CONFIG && valueImports(f).some((i) => USES_ZOD(i.spec)) && !closure(f).has(CONFIG))
    .map((f) => relative(ROOT, f))
    .sort();
}

describe('zod in the browser', () => {
  it('every browser module that uses zod loads its settings (no eval under the policy)', () => {
    expect(unconfigured([...sources('app'), ...sources('components'), ...sources('lib')])).toEqual([]);
  });
});
