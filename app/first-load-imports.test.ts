import { join, relative, resolve } from 'node:path';
import { resolveModule, valueImports } from '@/test/module-graph';

/**
 * What a page's first load carries is every module a client component imports statically (`import()`
 * loads on demand). These packages must stay out of it: zod (the browser trusts the same-origin BFF's
 * answers, checked on demand), sonner (loads with the first toast) and Headless UI with floating-ui
 * (loads with the first use of a header menu, the mini cart or a dialog: components/layout/deferred-part.tsx).
 */
const KEPT_OUT = ['zod', 'sonner', '@headlessui/react'];

/**
 * The shop's own modules kept out the same way: the trackers' event building and vendor code load when
 * analytics is on and allowed (lib/analytics/track.ts).
 */
const KEPT_OUT_MODULES = ['lib/analytics/vendors.ts', 'lib/analytics/browser-vendors.ts', 'lib/analytics/vendor-delivery.ts'];

const ROOT = resolve(__dirname, '..');
const PAGES = ['app/[ctx]/layout.tsx', 'app/[ctx]/page.tsx', 'app/[ctx]/search/[search]/page.tsx', 'app/[ctx]/products/[slug]/[variant]/page.tsx'];

/** Each kept-out package reached from a client module, with the chain of modules that reaches it. */
function firstLoadLeaks(page: string): string[] {
  const leaks: string[] = [];
  const seen = new Set<string>();
  const queue: { file: string; client: boolean; chain: string[] }[] = [{ file: join(ROOT, page), client: false, chain: [page] }];
  for (let item = queue.shift(); item; item = queue.shift()) {
    const { file, client, chain } = item;
    const key = `${file}:${client}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const { spec, isClient } of valueImports(file)) {
      const inBrowser = client || isClient;
      if (inBrowser && KEPT_OUT.some((p) => spec === p || spec.startsWith(`${p}/`))) leaks.push(`${chain.join(' → ')} → ${spec}`);
      const next = resolveModule(file, spec);
      if (inBrowser && next && KEPT_OUT_MODULES.includes(relative(ROOT, next))) leaks.push(`${chain.join(' → ')} → ${spec}`);
      if (next) queue.push({ file: next, client: inBrowser, chain: [...chain, relative(ROOT, next)] });
    }
  }
  return leaks;
}

describe('first-load JavaScript of the shop pages', () => {
  it.each(PAGES)('%s: no client module imports zod, sonner, Headless UI or the trackers’ vendor code statically', (page) => {
    expect(firstLoadLeaks(page)).toEqual([]);
  });

  it('finds such an import when there is one (the check itself works)', () => {
    // Checkout's account step validates its form with zod (checkout is not a first-load page).
    expect(firstLoadLeaks('components/checkout/account-step.tsx').some((leak) => leak.endsWith('zod'))).toBe(true);
  });
});
