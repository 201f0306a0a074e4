'use client';

import { useTranslations } from 'next-intl';
import { openCookiePreferences } from './preferences-event';

/** The footer's "Cookie preferences": reopens the consent choice so it can be changed or withdrawn. */
export function CookiePreferencesButton({ className }: { className?: string }) {
  const t = useTranslations('consent');
  return (
    <button type="button" className={className} onClick={openCookiePreferences}>
      {t('preferences')}
    </button>
  );
}
