import path from 'node:path';

/**
 * What next-intl's plugin sets up for `experimental.messages.precompile`, without its build-time
 * catalogue loader: next-intl's own import of `use-intl/format-message` (with the ICU parser) becomes
 * use-intl's parser-free `format-only`, because every text arrives compiled (compile-messages.ts, the
 * merchant's run-time overrides included). A Turbopack alias wants a relative path (vercel/next.js#88540).
 */
export function precompiledFormatAlias(): Record<string, string> {
  return { 'use-intl/format-message': `./${path.relative(process.cwd(), require.resolve('use-intl/format-message/format-only'))}` };
}
