import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// The storefront's JSON log lines (and the test APIs') stay out of the report unless asked: `LOG_LEVEL=info npx jest …`.
process.env.LOG_LEVEL ??= 'silent';

// ESM-only packages that next/jest would otherwise skip when transforming node_modules.
const esmPackages = [
  'next-intl',
  'use-intl',
  'icu-minify',
  'swiper',
  '@formatjs',
  'intl-messageformat',
  'ssr-window',
  'dom7',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  'oidc-provider',
  'jose',
  'cookie',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];

const moduleNameMapper = {
  '^@/(.*)$': '<rootDir>/$1',
  '^server-only$': '<rootDir>/test/empty-module.ts',
  '^swiper/css.*$': '<rootDir>/test/style-mock.ts',
  '\\.css$': '<rootDir>/test/style-mock.ts',
};

/** Two projects: rules and the customer API contract in node, components in jsdom. */
export default async function config() {
  const dom = await createJestConfig({
    moduleNameMapper,
    displayName: 'components',
    testEnvironment: 'jsdom',
    // Room for test/setup-dom.ts's 5 s wait on a first import() of the answer schemas.
    testTimeout: 15_000,
    setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
    testMatch: ['<rootDir>/components/**/*.test.tsx', '<rootDir>/app/**/*.test.tsx'],
  })();
  const node = await createJestConfig({
    moduleNameMapper,
    displayName: 'rules-and-api',
    testEnvironment: 'node',
    // Suites start a real reference API (migrations, seed, scrypt hashes): 5 s is too tight on two busy cores.
    testTimeout: 20_000,
    testMatch: [
      '<rootDir>/lib/**/*.test.ts',
      '<rootDir>/app/**/*.test.ts',
      '<rootDir>/customer-api/**/*.test.ts',
      '<rootDir>/proxy.test.ts',
      '<rootDir>/messages/**/*.test.ts',
      '<rootDir>/i18n/**/*.test.ts',
      '<rootDir>/scripts/**/*.test.ts',
      '<rootDir>/deploy/**/*.test.ts',
    ],
  })();
  dom.transformIgnorePatterns = transformIgnorePatterns;
  node.transformIgnorePatterns = transformIgnorePatterns;
  return { projects: [dom, node] };
}
