import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { config } from './lib/config';
import { IMAGE_WIDTHS } from './lib/images/image-widths';
import { precompiledFormatAlias } from './lib/platform/precompiled-format-alias';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const production = process.env.NODE_ENV === 'production';

// Pages also get a Content-Security-Policy from proxy.ts (it names the payment page's origin, a runtime setting).
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  // Browsers honour it over HTTPS only; `next dev` on plain HTTP never sends it.
  ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000' }] : []),
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // A server for hosts: `.next/standalone/server.js` with only the files it needs; `npm run build`
  // copies the static files, public/ and Partytown's next to it (scripts/standalone.mjs, docs/deploy.md).
  output: 'standalone',
  // `FIRST_LOAD_SOURCES=1 npm run build`: browser source maps for scripts/first-load-sources.mjs.
  productionBrowserSourceMaps: process.env.FIRST_LOAD_SOURCES === '1',
  // The reference API is part of this repository but is its own program; never bundle it.
  serverExternalPackages: ['better-sqlite3'],
  // The page cache lives in memory with a size limit (least recently used pages go first), shared in
  // Redis when REDIS_URL is set, and stores no 404 or redirect answers: addresses nobody links to cannot
  // fill it (docs/caching.md).
  cacheHandler: require.resolve('./lib/platform/page-cache-handler.mjs'),
  cacheMaxMemorySize: config().PAGE_CACHE_MB * 1024 * 1024,
  // `npm test` checks the types beside ESLint before it builds (scripts/test.mjs) and says so: the build
  // does not check them again. Any other build (a host's, the image's) checks them itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  experimental: {
    // A shopper's form posts a few short fields to its Server Function (docs/bff.md): a larger body is refused.
    serverActions: { bodySizeLimit: '64kb' },
    // A CI run builds a clean clone once: Turbopack's build cache would be written and never read.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // Every message is compiled on the server, so the browser gets no ICU parser (lib/platform/README.md).
  turbopack: { resolveAlias: precompiledFormatAlias() },
  images: {
    loader: 'custom',
    loaderFile: './lib/images/image-loader.ts',
    // Also used by lib/images/responsive-image.ts, the same srcsets for client components' plain `<img>`s.
    ...IMAGE_WIDTHS,
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Icon sprites (public/icons/) are named with a version (`?v=`) by the pages that use them: kept a year.
      { source: '/icons/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
