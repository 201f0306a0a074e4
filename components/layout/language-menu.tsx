'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLocale } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { LanguageOption } from '@/lib/layout/shell-types';
import { LanguageButtonFace, SELECTOR_BUTTON } from './selector-button';

export interface LanguageMenuProps {
  buttonId: string;
  languages: LanguageOption[];
  /** The page the shopper is on, with its query: every language leads to it. */
  href: string;
}

/** The language selector's menu (loaded with the first use of its button). */
export default function LanguageMenu({ buttonId, languages, href }: LanguageMenuProps) {
  const locale = useLocale();
  const current = languages.find((l) => l.code === locale);
  return (
    <Menu as="div" className="relative">
      <MenuButton id={buttonId} className={SELECTOR_BUTTON}>
        <LanguageButtonFace label={current?.label ?? locale} />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-1 min-w-36 rounded-md border border-gray-200 bg-white py-1 text-ink shadow-lg focus:outline-none">
        {languages.map((l) => (
          <MenuItem key={l.code}>
            {/* The language switch keeps the page (and its query) the shopper is on. */}
            <Link
              href={href}
              locale={l.code}
              lang={l.code}
              aria-current={l.code === locale ? 'true' : undefined}
              className="block px-4 py-2 text-sm data-focus:bg-brand-soft aria-[current=true]:font-semibold"
            >
              {l.label}
            </Link>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
