import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'e2e/**', 'customer-api/test/**', 'customer-api/**/test/**'];

/** What the reference server may take from the storefront's tree: the shared contract and pure rules. */
const SHARED_WITH_API = [
  './api/schemas.ts',
  './api/cart-schemas.ts',
  './api/profile-schemas.ts',
  './api/card-schemas.ts',
  './api/affiliate-schemas.ts',
  './api/http.ts',
  './http/origin-list.ts',
  './settings/invalid-settings.ts',
  './i18n/accept-language.ts',
  './content/sanitize.ts',
  './theme/theme-variables.ts',
  './format',
  './schedule',
  './cart/cart-controls.ts',
  './cart/courier-phone.ts',
  './cart/price-notes.ts',
  './product/hidden-prices.ts',
];
const TEST_KITS = ['./test', './e2e', './customer-api/test', './customer-api/modules/identity/test'];

/**
 * A package's internals: Next's `next/dist/…`, next-auth's unexported `core/`, and any deep import into a
 * package's `dist/`, `src/` or `build/` (a package's documented entry points there are listed as allowed).
 */
const INTERNAL_MODULE = String.raw`^(?!\.)(?!leaflet\/dist\/leaflet\.css$|ajv\/dist\/2020$)(next\/dist|next-auth\/core|(@[\w.-]+\/)?[\w.-]+\/(dist|src|build))(\/|$)`;
const INTERNALS_MESSAGE =
  "A framework's internals are touched under lib/platform/ only, each with a decision record and an upgrade test (lib/platform/README.md).";
const DEEP_IMPORTS = [
  ...['ImportDeclaration', 'ImportExpression', 'ExportAllDeclaration', 'ExportNamedDeclaration'].map(
    (node) => `${node}[source.value=/${INTERNAL_MODULE}/]`,
  ),
  `CallExpression[callee.name='require'][arguments.0.value=/${INTERNAL_MODULE}/]`,
  `CallExpression[callee.object.name='require'][callee.property.name='resolve'][arguments.0.value=/${INTERNAL_MODULE}/]`,
].map((selector) => ({ selector, message: INTERNALS_MESSAGE }));

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'next-env.d.ts',
      'public/~partytown/**',
    ],
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      // The layers stay a tree: an import cycle is a design error, not a style choice. import-x's rule:
      // the same check as import/no-cycle in a tenth of the time (3 s against 33 s here: import's serialises
      // the whole language options, globals and parser included, again for every module it visits).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A test or flow file is imported by nothing, so it cannot close a cycle: the rule walks the graph
    // from every other file.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // The storefront talks to the customer API over HTTP only, never to the reference server's code;
    // its tests may start the real reference server.
    files: ['app/**', 'components/**', 'lib/**', 'i18n/**', 'proxy.ts', 'instrumentation.ts'],
    ignores: TEST_FILES,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: '.', from: './customer-api', message: 'The storefront reaches the customer API over HTTP (lib/api), not its code.' },
            { target: '.', from: TEST_KITS, message: 'Production code never imports test kits.' },
          ],
        },
      ],
    },
  },
  {
    // The reference server takes only the shared contract and the rules named as shared.
    files: ['customer-api/**'],
    ignores: TEST_FILES,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './customer-api',
              from: './lib',
              except: SHARED_WITH_API,
              message: 'customer-api/ imports only the shared contract and rules (SHARED_WITH_API in eslint.config.mjs).',
            },
            { target: './customer-api', from: ['./app', './components', './i18n', './messages', './proxy.ts'] },
            { target: './customer-api', from: TEST_KITS, message: 'Production code never imports test kits.' },
          ],
        },
      ],
    },
  },
  {
    // Test kits and fixtures live in test/; the storefront's own code never reaches for them.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'i18n/**/*.{ts,tsx}', '*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@/|(\\.{1,2}/)+)test(/|$)', message: 'Production code never imports test kits or fixtures (test/).' }] },
      ],
    },
  },
  {
    // No patched internals outside one place: deep imports live in lib/platform/ (tests included).
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    ignores: ['lib/platform/**'],
    rules: { 'no-restricted-syntax': ['error', ...DEEP_IMPORTS] },
  },
  {
    // …and so do prototype patches (tests may fill in what jsdom lacks).
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
    ignores: ['lib/platform/**', ...TEST_FILES],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...DEEP_IMPORTS,
        { selector: "AssignmentExpression[left.object.property.name='prototype']", message: INTERNALS_MESSAGE },
      ],
    },
  },
  {
    // Every flow runs under the shared guards (e2e/support/fixtures.ts: axe on every page visited, no CSP
    // violation), which a flow taking `test` from Playwright itself would skip.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Flows take `test` from './support/fixtures'." }] },
      ],
    },
  },
  {
    // A focused or skipped Jest test would let the suite pass without running the rest. Playwright's
    // conditional test.skip(isMobile, …) for the page layout stays allowed in e2e/.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { jest },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
    },
  },
];

export default config;
