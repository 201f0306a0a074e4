// After `next build`: copies what `.next/standalone/server.js` serves but Next leaves out of it (the
// hashed static files and public/, with Partytown's files in public/~partytown), so the folder alone
// is the storefront to copy to a host and start with `node server.js` (docs/deploy.md).
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const standalone = join(root, '.next', 'standalone');
if (!existsSync(join(standalone, 'server.js'))) {
  console.error('No .next/standalone/server.js: run `next build` (next.config.ts sets output: standalone) first.');
  process.exit(1);
}
if (!existsSync(join(root, 'public', '~partytown', 'partytown.js'))) {
  console.error("public/~partytown is missing: run `node scripts/partytown-lib.mjs` (npm's prebuild does).");
  process.exit(1);
}
for (const [from, to] of [
  [join(root, '.next', 'static'), join(standalone, '.next', 'static')],
  [join(root, 'public'), join(standalone, 'public')],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
console.info(
  'Standalone storefront ready: .next/standalone (start: PORT=3000 HOSTNAME=localhost NODE_OPTIONS=--dns-result-order=ipv4first node .next/standalone/server.js)',
);
