import { readFileSync } from 'node:fs';
import { CONFIGURATION_DOC, configurationMarkdown } from './configuration-docs';

test('docs/configuration.md is what the settings schemas say (run `npm run docs:config` after changing them)', () => {
  expect(readFileSync(CONFIGURATION_DOC, 'utf8')).toBe(configurationMarkdown());
});

test('every setting has a description and its default', () => {
  const doc = configurationMarkdown();
  expect(doc).toMatch(/\| `CATALOGUE_REVALIDATE_SECONDS` \| `60` \| How long a catalogue read/);
  expect(doc).toMatch(/\| `REDIS_URL` \| unset \| /);
  expect(doc).toMatch(/\| `PAYMENT_HOLD_SECONDS` \| `900` \| /);
  expect(doc).not.toMatch(/\]\(docs\//);
});
