// Copies Partytown's browser files and the shop's service worker to public/~partytown/ (gitignored), where
// the pages load them (lib/analytics/browser-vendors.ts). Run on install and before each build.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lib = join(dirname(createRequire(import.meta.url).resolve('@qwik.dev/partytown/package.json')), 'lib');
const out = join(root, 'public', '~partytown');
mkdirSync(out, { recursive: true });
for (const file of ['partytown.js', 'partytown-sw.js', 'partytown-media.js']) copyFileSync(join(lib, file), join(out, file));
copyFileSync(join(root, 'scripts', 'partytown-sw.js'), join(out, 'partytown-shop-sw.js'));
