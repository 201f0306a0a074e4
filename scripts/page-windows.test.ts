import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

/** Every route segment under app/ that sets its own revalidate window, with the literal it sets. */
function segmentWindows(): Map<string, string> {
  const files = readdirSync(path.join(ROOT, 'app'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  const windows = new Map<string, string>();
  for (const file of files) {
    const found = /^export const revalidate = (.+);$/m.exec(readFileSync(path.join(ROOT, 'app', file), 'utf8'));
    if (found?.[1]) windows.set(`app/${file.split(path.sep).join('/')}`, found[1]);
  }
  return windows;
}

test('docs/caching.md names every route segment with a fixed window, and the window it has', () => {
  const windows = segmentWindows();
  const doc = readFileSync(path.join(ROOT, 'docs/caching.md'), 'utf8');
  const listed = /Six route segments each say\s+`export const revalidate = 60`:([\s\S]*?)\n\(/.exec(doc)?.[1] ?? '';
  const named = [...listed.matchAll(/`([^`]+)`/g)].map(([, file]) => file);
  expect(named.sort()).toEqual([...windows.keys()].sort());
  expect(new Set(windows.values())).toEqual(new Set(['60']));
});
