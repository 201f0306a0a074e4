import { mediaSrc } from '@/lib/images/media';

/** spec §9 default icon: shipped in public/, shown when the merchant gives no logo of their own. */
export const DEFAULT_ICON = '/merchant-resources/white_logo.png';

/** Width of the logo as a page icon: one of the widths the image path serves (IMAGE_WIDTHS; 192 is refused). */
export const ICON_WIDTH = 200;

/** The page icons (browser tab, home screen): the merchant's logo, else the default icon. */
export function shopIcons(logoRef: string | null): { icon: string; apple: string } {
  const icon = logoRef ? `${mediaSrc(logoRef)}?w=${ICON_WIDTH}` : DEFAULT_ICON;
  return { icon, apple: icon };
}
