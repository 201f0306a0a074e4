'use client';

import { useTranslations } from 'next-intl';
import { usePathname as usePagePath } from 'next/navigation';
import { useRef, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { usePathname } from '@/i18n/navigation';
import type { CurrencyOption } from '@/lib/layout/shell-types';
import { useSetPreferences } from '@/lib/queries/use-preferences';
import { isWithin, paths, SECTIONS } from '@/lib/routes/paths';
import { HeaderPopover, hidePopover } from './header-popover';
import { CurrencyButtonFace, SELECTOR_BUTTON } from './selector-button';

/** spec §2: the currency cannot change on checkout and order view (the cart's currency is being paid). */
export function isCurrencyLocked(pathname: string): boolean {
  return isWithin(pathname, paths.checkout()) || pathname.startsWith(`${SECTIONS.orderView}/`);
}

interface CurrencySelectorProps {
  currencies: CurrencyOption[];
  current: string;
}

/**
 * spec §2/§4 currency selector: stores the choice in the `currency` cookie and reloads the page. Each
 * currency is a button of a form posted to /api/preferences (answered with a 303 back to this page), so
 * a choice made before the page hydrated works too; once it has, the script stores it without leaving.
 */
export function CurrencySelector({ currencies, current }: CurrencySelectorProps) {
  const te = useTranslations('errors');
  const pathname = usePathname();
  const pagePath = usePagePath();
  const panel = useRef<HTMLDivElement>(null);
  const preferences = useSetPreferences();
  if (currencies.length < 2 || isCurrencyLocked(pathname)) return null;

  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const code = submitter instanceof HTMLButtonElement ? submitter.value : current;
    hidePopover(panel.current);
    if (code === current || preferences.isPending) return;
    preferences.mutate({ currency: code }, { onError: () => toast.error(te('generic')) });
  }

  return (
    <HeaderPopover
      panelRef={panel}
      disabled={preferences.isPending}
      buttonClassName={SELECTOR_BUTTON}
      face={<CurrencyButtonFace currencies={currencies} current={current} />}
    >
      <form method="post" action="/api/preferences" onSubmit={choose}>
        <input type="hidden" name="back" value={pagePath} />
        <ul>
          {currencies.map((c) => (
            <li key={c.code}>
              <button
                type="submit"
                name="currency"
                value={c.code}
                aria-current={c.code === current ? 'true' : undefined}
                className="block w-full px-4 py-2 text-left text-sm hover:bg-brand-soft focus-visible:bg-brand-soft aria-[current=true]:font-semibold"
              >
                {c.code} ({c.symbol})
              </button>
            </li>
          ))}
        </ul>
      </form>
    </HeaderPopover>
  );
}
