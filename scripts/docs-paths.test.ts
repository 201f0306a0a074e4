import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
/** Top folders of the repository: a backticked path starting with one of them names a file of ours. */
const REPO_PATH = /^(?:app|components|lib|customer-api|e2e|scripts|docs|deploy|messages|test|i18n|public)\/[^\s*{}<>…]+$/;

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  const apiReadmes = readdirSync(path.join(ROOT, 'customer-api'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('README.md'))
    .map((f) => `customer-api/${f}`);
  return ['README.md', ...docs, ...apiReadmes];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function anchors(file: string): Set<string> {
  const headings = readFileSync(file, 'utf8').match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((h) =>
      h
        .replace(/^#+ /, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

function brokenIn(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  const dir = path.dirname(path.join(ROOT, file));
  const broken: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!target || /^(?:https?:|mailto:)/.test(target)) continue;
    const [where, anchor] = target.split('#') as [string, string | undefined];
    const resolved = where ? path.resolve(dir, where) : path.join(ROOT, file);
    if (!existsSync(resolved)) broken.push(`link ${target}`);
    else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) broken.push(`anchor ${target}`);
  }
  for (const [, name] of text.matchAll(/`([^`\s]+)`/g)) {
    const candidate = name?.replace(/[.,:;)]+$/, '').replace(/:\d+$/, '');
    if (!candidate || !REPO_PATH.test(candidate)) continue;
    if (!existsSync(path.join(ROOT, candidate)) && !existsSync(path.join(dir, candidate))) broken.push(`path ${candidate}`);
  }
  return broken.map((b) => `${file}: ${b}`);
}

test('every path and link the documentation names exists', () => {
  expect(markdownFiles().flatMap(brokenIn)).toEqual([]);
});
