'use client';

import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useId } from 'react';
import { usePathname } from '@/i18n/navigation';
import type { LanguageOption } from '@/lib/layout/shell-types';
import { useDeferredPart } from './deferred-part';
import type { LanguageMenuProps } from './language-menu';
import { LanguageButtonFace, SELECTOR_BUTTON } from './selector-button';

interface LanguageSelectorProps {
  languages: LanguageOption[];
}

const loadMenu = () => import('./language-menu').then((m) => m.default);

function LanguageControl({ languages, query, fallback = false }: LanguageSelectorProps & { query: string; fallback?: boolean }) {
  const locale = useLocale();
  const pathname = usePathname();
  // The fallback and the control streamed to replace it get the same useId, and both are in the HTML.
  const buttonId = `language-${fallback ? 'fallback-' : ''}${useId()}`;
  const { Part: Menu, standIn } = useDeferredPart<LanguageMenuProps>(loadMenu);
  const href = query ? `${pathname}?${query}` : pathname;
  if (Menu) return <Menu buttonId={buttonId} languages={languages} href={href} />;
  const current = languages.find((l) => l.code === locale);
  return (
    <div className="relative">
      <button {...standIn(buttonId)} aria-haspopup="menu" className={SELECTOR_BUTTON}>
        <LanguageButtonFace label={current?.label ?? locale} />
      </button>
    </div>
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
