import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { storefrontSettings } from '../lib/config';
import { apiSettingsSchema } from '../customer-api/settings';
import { CONFIGURATION_DOC, ENV_EXAMPLE, configurationMarkdown, envExample } from './configuration-docs';

test('docs/configuration.md is what the settings schemas say (run `npm run docs:config` after changing them)', () => {
  expect(readFileSync(CONFIGURATION_DOC, 'utf8')).toBe(configurationMarkdown());
});

test('.env.example is what the settings schemas say (run `npm run docs:config` after changing them)', () => {
  expect(readFileSync(ENV_EXAMPLE, 'utf8')).toBe(envExample());
});

test('every setting has a description and its default', () => {
  const doc = configurationMarkdown();
  expect(doc).toMatch(/\| `CATALOGUE_REVALIDATE_SECONDS` \| `60` \| How long a catalogue read/);
  expect(doc).toMatch(/\| `REDIS_URL` \| unset \| /);
  expect(doc).toMatch(/\| `PAYMENT_HOLD_SECONDS` \| `900` \| /);
  expect(doc).not.toMatch(/\]\(docs\//);
});

test(".env.example lists each program's settings once, commented out at their defaults", () => {
  const [storefront = '', api = ''] = envExample().split(/^# ── Reference customer API/m);
  const names = (section: string) => [...section.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name);
  expect(names(storefront)).toEqual(Object.keys(storefrontSettings.shape).filter((name) => name !== 'NODE_ENV'));
  expect(names(api)).toEqual(Object.keys(apiSettingsSchema.shape).filter((name) => name !== 'NODE_ENV'));
  expect(storefront).toMatch(/^# CATALOGUE_REVALIDATE_SECONDS=60$/m);
  expect(api).toMatch(/^# PAYMENT_HOLD_SECONDS=900$/m);
  expect(envExample()).not.toMatch(/^[A-Z]/m);
});

test('a setting next.config.ts reads is marked as read at build time, in both files, and only those', () => {
  const nextConfig = readFileSync(path.join(__dirname, '..', 'next.config.ts'), 'utf8');
  const readByNextConfig = Object.keys(storefrontSettings.shape).filter((name) => nextConfig.includes(`config().${name}`));
  expect(readByNextConfig).toEqual(['PAGE_CACHE_MB']);
  const markedInDoc = [...configurationMarkdown().matchAll(/^\| `(\w+)` \|[^|]*\| \*\*Read at build time\*\*/gm)].map(([, n]) => n);
  const markedInEnv = [...envExample().matchAll(/^# Read at build time:[^=]*?\n# (\w+)=/gm)].map(([, n]) => n);
  expect(markedInDoc).toEqual(readByNextConfig);
  expect(markedInEnv).toEqual(readByNextConfig);
});

test('git keeps .env.example and ignores every other settings file', () => {
  const ignored = (file: string) => {
    try {
      execFileSync('git', ['check-ignore', '--no-index', '-q', file], { cwd: path.join(__dirname, '..') });
      return true;
    } catch {
      return false;
    }
  };
  expect(['.env', '.env.production', '.env.local', 'deploy/.env'].filter((f) => !ignored(f))).toEqual([]);
  expect(ignored('.env.example')).toBe(false);
});
