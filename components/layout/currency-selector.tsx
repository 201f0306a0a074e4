'use client';

import { useRef, type FormEvent } from 'react';
import { PreferencesFailure, usePreferencesForm } from '@/components/common/preferences-form';
import { usePathname } from '@/i18n/navigation';
import type { CurrencyOption } from '@/lib/layout/shell-types';
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
 * spec §2/§4 currency selector: each currency is a submit button of the preferences form, whose Server Function
 * stores the choice in the `currency` cookie; the page then shows in it, whether the choice was made before the
 * page hydrated or after.
 */
export function CurrencySelector({ currencies, current }: CurrencySelectorProps) {
  const pathname = usePathname();
  if (currencies.length < 2 || isCurrencyLocked(pathname)) return null;
  return (
    <PreferencesFailure>
      <CurrencyMenu currencies={currencies} current={current} />
    </PreferencesFailure>
  );
}

function CurrencyMenu({ currencies, current }: CurrencySelectorProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { action, pending } = usePreferencesForm();

  function choose(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    hidePopover(panel.current);
    // The current currency again changes nothing.
    if (pending || (submitter instanceof HTMLButtonElement && submitter.value === current)) event.preventDefault();
  }

  return (
    <HeaderPopover
      panelRef={panel}
      disabled={pending}
      buttonClassName={SELECTOR_BUTTON}
      face={<CurrencyButtonFace currencies={currencies} current={current} />}
    >
      <form action={action} onSubmit={choose}>
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
