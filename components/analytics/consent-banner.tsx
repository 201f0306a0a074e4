'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import type { ConsentChoice } from '@/lib/analytics/consent';

interface Props {
  merchantName: string;
  /** The current answer when the shopper reopened the choice from the footer. */
  current: ConsentChoice | undefined;
  /** Opened from the footer: the banner takes focus so keyboard and screen-reader users land in it. */
  takeFocus: boolean;
  onChoose: (choice: ConsentChoice) => void;
}

/**
 * spec §6 cookie consent: a non-modal region at the bottom of the page (the shop stays usable), named
 * by its heading, two buttons of equal weight; nothing tracks until "Allow" is chosen.
 */
export function ConsentBanner({ merchantName, current, takeFocus, onChoose }: Props) {
  const t = useTranslations('consent');
  const headingId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);

  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={textId}
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-300 bg-white p-4 text-ink shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold focus:outline-none">
            {t('title')}
          </h2>
          <p id={textId} className="text-sm">
            {t('text', { merchantName })}
          </p>
          {current && <p className="text-sm font-medium">{t(current === 'granted' ? 'currentlyAllowed' : 'currentlyDeclined')}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button type="button" className={secondaryButton} onClick={() => onChoose('denied')}>
            {t('decline')}
          </button>
          <button type="button" className={primaryButton} onClick={() => onChoose('granted')}>
            {t('allow')}
          </button>
        </div>
      </div>
    </section>
  );
}
