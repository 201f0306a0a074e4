'use client';

import { useId } from 'react';
import { usePathname } from '@/i18n/navigation';
import type { CurrencyOption } from '@/lib/layout/shell-types';
import { isWithin, paths, SECTIONS } from '@/lib/routes/paths';
import type { CurrencyMenuProps } from './currency-menu';
import { useDeferredPart } from './deferred-part';
import { CurrencyButtonFace, SELECTOR_BUTTON } from './selector-button';

/** spec §2: the currency cannot change on checkout and order view (the cart's currency is being paid). */
export function isCurrencyLocked(pathname: string): boolean {
  return isWithin(pathname, paths.checkout()) || pathname.startsWith(`${SECTIONS.orderView}/`);
}

interface CurrencySelectorProps {
  currencies: CurrencyOption[];
  current: string;
}

const loadMenu = () => import('./currency-menu').then((m) => m.default);

/** spec §2/§4 currency selector: stores the choice in the `currency` cookie and reloads the page. */
export function CurrencySelector({ currencies, current }: CurrencySelectorProps) {
  const pathname = usePathname();
  const buttonId = `currency-${useId()}`;
  const { Part: Menu, standIn } = useDeferredPart<CurrencyMenuProps>(loadMenu);
  if (currencies.length < 2 || isCurrencyLocked(pathname)) return null;
  if (Menu) return <Menu buttonId={buttonId} currencies={currencies} current={current} />;
  return (
    <div className="relative">
      <button {...standIn(buttonId)} aria-haspopup="menu" className={SELECTOR_BUTTON}>
        <CurrencyButtonFace currencies={currencies} current={current} />
      </button>
    </div>
  );
}
