import type { NavMenu } from '@/lib/layout/shell-types';
import { SmartLink } from './smart-link';

export const JUSTIFY = { LEFT: 'justify-start', CENTER: 'justify-center', RIGHT: 'justify-end' } as const;
export type MegaMenuAlignment = keyof typeof JUSTIFY;

/** The look of a top item of the category bar (link, label or dropdown button), without its focus ring. */
export const TOP_ITEM = 'inline-flex h-12 items-center gap-1 px-3 text-sm font-medium hover:text-brand data-open:text-brand';

/** The id of a dropdown's button: the same on the stand-in and on the real one. */
export const menuButtonId = (idBase: string, menuId: string) => `${idBase}-${menuId}`;

/** A top item without a dropdown: its link, or its label. */
export function BarLink({ menu }: { menu: NavMenu }) {
  const className = `${TOP_ITEM} focus-visible:outline-[3px] focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-[#1d4ed8]`;
  return menu.link ? (
    <SmartLink link={menu.link} className={className}>
      {menu.label}
    </SmartLink>
  ) : (
    <span className={className}>{menu.label}</span>
  );
}
