'use client';

import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import type { LanguageOption } from '@/lib/layout/shell-types';
import { HeaderPopover } from './header-popover';
import { LanguageButtonFace, SELECTOR_BUTTON } from './selector-button';

interface LanguageSelectorProps {
  languages: LanguageOption[];
}

/** The language button and its links: each a plain link to the same page in that language (the language is in the path). */
function LanguageControl({ languages, query, fallback = false }: LanguageSelectorProps & { query: string; fallback?: boolean }) {
  const locale = useLocale();
  const pathname = usePathname();
  const href = query ? `${pathname}?${query}` : pathname;
  const current = languages.find((l) => l.code === locale);
  return (
    <HeaderPopover
      idPrefix={fallback ? 'fallback-' : ''}
      buttonClassName={SELECTOR_BUTTON}
      face={<LanguageButtonFace label={current?.label ?? locale} />}
    >
      <ul>
        {languages.map((l) => (
          <li key={l.code}>
            {/* The language switch keeps the page (and its query) the shopper is on. */}
            <Link
              href={href}
              locale={l.code}
              lang={l.code}
              aria-current={l.code === locale ? 'true' : undefined}
              className="block px-4 py-2 text-sm hover:bg-brand-soft focus-visible:bg-brand-soft aria-[current=true]:font-semibold"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </HeaderPopover>
  );
}

function LanguageControlWithQuery({ languages }: LanguageSelectorProps) {
  const params = useSearchParams();
  return <LanguageControl languages={languages} query={params.toString()} />;
}

/** spec §2 language selector: one entry per configured language, each leading to the same page. */
export function LanguageSelector({ languages }: LanguageSelectorProps) {
  if (languages.length < 2) return null;
  return (
    <Suspense fallback={<LanguageControl languages={languages} query="" fallback />}>
      <LanguageControlWithQuery languages={languages} />
    </Suspense>
  );
}
