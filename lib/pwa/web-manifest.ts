import type { MetadataRoute } from 'next';
import type { SiteSchema } from '@/lib/api/schemas';
import { themeVariables } from '@/lib/theme/theme-variables';

/** The shop's default brand colour (the default icon /merchant-resources/white_logo.png, tailwind.config.ts) when the merchant sets none. */
export const DEFAULT_THEME_COLOUR = '#0f5f58';
const DEFAULT_BACKGROUND = '#ffffff';

/** The icons the manifest and the apple-touch-icon link name, each served by app/app-icon/[name]. */
export const APP_ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: false },
} as const;
export type AppIconName = keyof typeof APP_ICONS;

export const appIconPath = (name: AppIconName) => `/app-icon/${name}`;

export function isAppIconName(name: string): name is AppIconName {
  return Object.hasOwn(APP_ICONS, name);
}

/** The merchant's colours for the browser's chrome: the brand colour and the page background. */
export function shopColours(schema: Pick<SiteSchema, 'styles'>): { theme: string; background: string } {
  const vars = themeVariables(schema.styles);
  return { theme: vars['--color-brand'] ?? DEFAULT_THEME_COLOUR, background: vars['--color-background'] ?? DEFAULT_BACKGROUND };
}

/** At most 12 characters under the home-screen icon: the first word(s) of the merchant's name that fit. */
function shortName(name: string): string {
  if (name.length <= 12) return name;
  let short = '';
  for (const word of name.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || name.slice(0, 12);
}

/** The web app manifest: the merchant's name and colours, icons made from its logo. */
export function webManifest(schema: Pick<SiteSchema, 'merchantName' | 'styles' | 'seoConfigurations'>): MetadataRoute.Manifest {
  const { theme, background } = shopColours(schema);
  const description = schema.seoConfigurations.merchantConfigurations.description;
  return {
    name: schema.merchantName,
    short_name: shortName(schema.merchantName),
    ...(description ? { description } : {}),
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme,
    background_color: background,
    icons: [
      { src: appIconPath('icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: appIconPath('icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: appIconPath('maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
