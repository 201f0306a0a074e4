'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { ChevronDownIcon, GlobeIcon } from './icons';
import type { LanguageOption } from '@/lib/layout/shell-types';

interface LanguageSelectorProps {
  languages: LanguageOption[];
}

function LanguageMenu({ languages, query }: LanguageSelectorProps & { query: string }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const pathname = usePathname();
  const current = languages.find((l) => l.code === locale);
  const href = query ? `${pathname}?${query}` : pathname;
  return (
    <Menu as="div" className="relative">
      <MenuButton className="inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm hover:bg-black/5">
        <GlobeIcon />
        <span className="sr-only">{t('language')}: </span>
        <span>{current?.label ?? locale}</span>
        <ChevronDownIcon />
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

function LanguageMenuWithQuery({ languages }: LanguageSelectorProps) {
  const params = useSearchParams();
  return <LanguageMenu languages={languages} query={params.toString()} />;
}

/** spec §2 language selector: one entry per configured language, each leading to the same page. */
export function LanguageSelector({ languages }: LanguageSelectorProps) {
  if (languages.length < 2) return null;
  return (
    <Suspense fallback={<LanguageMenu languages={languages} query="" />}>
      <LanguageMenuWithQuery languages={languages} />
    </Suspense>
  );
}
