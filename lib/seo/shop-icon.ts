import { mediaSrc } from '@/lib/images/media';

/** spec §9 default icon: shipped in public/, shown when the merchant gives no logo of their own. */
export const DEFAULT_ICON = '/merchant-resources/white_logo.png';

/** The page icons (browser tab, home screen): the merchant's logo, else the default icon. */
export function shopIcons(logoRef: string | null): { icon: string; apple: string } {
  const icon = logoRef ? `${mediaSrc(logoRef)}?w=192` : DEFAULT_ICON;
  return { icon, apple: icon };
}
