import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that next/jest would otherwise skip when transforming node_modules.
const esmPackages = ['next-intl', 'use-intl', 'icu-minify', 'swiper', '@formatjs', 'intl-messageformat', 'ssr-window', 'dom7'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];

const shared = {
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/test/empty-module.ts',
    '^swiper/css.*$': '<rootDir>/test/style-mock.ts',
    '\\.css$': '<rootDir>/test/style-mock.ts',
  },
};

async function config(): Promise<Config> {
  const dom = await createJestConfig({
    ...shared,
    displayName: 'components',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/test/setup-dom.ts'],
    testMatch: ['<rootDir>/components/**/*.test.tsx', '<rootDir>/app/**/*.test.tsx'],
  } as Config)();
  const node = await createJestConfig({
    ...shared,
    displayName: 'rules-and-api',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/lib/**/*.test.ts', '<rootDir>/customer-api/**/*.test.ts', '<rootDir>/proxy.test.ts', '<rootDir>/messages/**/*.test.ts'],
  } as Config)();
  dom.transformIgnorePatterns = transformIgnorePatterns;
  node.transformIgnorePatterns = transformIgnorePatterns;
  return { projects: [dom, node] as Config['projects'] };
}

export default config;
