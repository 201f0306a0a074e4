import { join, relative, resolve } from 'node:path';
import { resolveModule, valueImports } from '@/test/module-graph';

/**
 * What a page's first load carries is every module a client component imports statically (`import()`
 * loads on demand). The shop's own share of it (everything beyond next, react, react-dom, next-intl and
 * the bundler runtime) has a budget of 60 KB gzipped on home, search and product, measured by
 * scripts/first-load-sources.mjs; React Query, the one client store, fits in it and is in the first load.
 * These packages would not fit and must stay out: zod (the browser trusts the same-origin BFF's
 * answers, checked on demand), sonner (loads with the first toast), Headless UI with floating-ui
 * (loads with the first use of a dialog that still uses it; the header's menus, its cart and
 * the location dialogs are the platform's popovers and `<dialog>`s)
 * next/image's component (server components use its `getImageProps`, client components a plain
 * `<img>` with the same srcset: lib/images/responsive-image.ts) and next/dynamic (code a first view does
 * not need loads through `import()` with components/ui/use-load-on-first-use.ts or React's `lazy`).
 */
const KEPT_OUT = ['zod', 'sonner', '@headlessui/react', 'next/image', 'next/dynamic'];

/** Client components of packages: a server component that renders one (imports it) ships it to the browser too. */
const CLIENT_COMPONENTS = ['next/image'];

/**
 * The shop's own modules kept out the same way: the trackers' event building and vendor code load when
 * analytics is on and allowed (lib/analytics/track.ts); the product page's sticky add-to-cart bar with
 * the shopper's first scroll (components/product/purchase-panel.tsx).
 */
const KEPT_OUT_MODULES = [
  'lib/analytics/vendors.ts',
  'lib/analytics/browser-vendors.ts',
  'lib/analytics/vendor-delivery.ts',
  'components/product/sticky-purchase-bar.tsx',
];

const ROOT = resolve(__dirname, '..');
const PAGES = [
  'app/[ctx]/layout.tsx',
  'app/[ctx]/page.tsx',
  'app/[ctx]/search/[search]/page.tsx',
  'app/[ctx]/products/[slug]/[variant]/page.tsx',
];

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
    for (const { spec, isClient, takesDefault } of valueImports(file)) {
      const inBrowser = client || isClient;
      if (inBrowser && KEPT_OUT.some((p) => spec === p || spec.startsWith(`${p}/`))) leaks.push(`${chain.join(' → ')} → ${spec}`);
      else if (takesDefault && CLIENT_COMPONENTS.includes(spec))
        leaks.push(`${chain.join(' → ')} → ${spec} (rendered by a server component)`);
      const next = resolveModule(file, spec);
      if (inBrowser && next && KEPT_OUT_MODULES.includes(relative(ROOT, next))) leaks.push(`${chain.join(' → ')} → ${spec}`);
      if (next) queue.push({ file: next, client: inBrowser, chain: [...chain, relative(ROOT, next)] });
    }
  }
  return leaks;
}

describe('first-load JavaScript of the shop pages', () => {
  it.each(PAGES)(
    '%s: no client module imports zod, sonner, Headless UI, next/image, next/dynamic, the trackers’ vendor code or the sticky bar statically',
    (page) => {
      expect(firstLoadLeaks(page)).toEqual([]);
    },
  );

  it('finds such an import when there is one (the check itself works)', () => {
    // Checkout's account step validates its form with zod (checkout is not a first-load page).
    expect(firstLoadLeaks('components/checkout/account-step.tsx').some((leak) => leak.endsWith('zod'))).toBe(true);
    // The cart page's lines render next/image's component (the cart is not a first-load page).
    expect(firstLoadLeaks('components/cart/cart-line.tsx').some((leak) => leak.endsWith('next/image'))).toBe(true);
    // Checkout's map loads through next/dynamic (checkout is not a first-load page).
    expect(firstLoadLeaks('components/checkout/location-confirmation.tsx').some((leak) => leak.endsWith('next/dynamic'))).toBe(true);
  });
});
