'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { usePathname } from '@/i18n/navigation';
import { useSetPreferences } from '@/lib/queries/use-preferences';
import { ChevronDownIcon } from './icons';
import type { CurrencyOption } from '@/lib/layout/shell-types';
import { isWithin, paths, SECTIONS } from '@/lib/routes/paths';

/** spec §2: the currency cannot change on checkout and order view (the cart's currency is being paid). */
export function isCurrencyLocked(pathname: string): boolean {
  return isWithin(pathname, paths.checkout()) || pathname.startsWith(`${SECTIONS.orderView}/`);
}

interface CurrencySelectorProps {
  currencies: CurrencyOption[];
  current: string;
}

/** spec §2/§4 currency selector: stores the choice in the `currency` cookie and reloads the page. */
export function CurrencySelector({ currencies, current }: CurrencySelectorProps) {
  const t = useTranslations('header');
  const te = useTranslations('errors');
  const pathname = usePathname();
  const preferences = useSetPreferences();
  if (currencies.length < 2 || isCurrencyLocked(pathname)) return null;
  const selected = currencies.find((c) => c.code === current);

  function choose(code: string) {
    if (code === current) return;
    preferences.mutate({ currency: code }, { onError: () => toast.error(te('generic')) });
  }

  return (
    <Menu as="div" className="relative">
      <MenuButton
        disabled={preferences.isPending}
        className="inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-md px-2 text-sm hover:bg-black/5 disabled:opacity-60"
      >
        <span className="sr-only">{t('currency')}: </span>
        <span>{selected ? `${selected.code} (${selected.symbol})` : current}</span>
        <ChevronDownIcon />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-1 min-w-36 rounded-md border border-gray-200 bg-white py-1 text-ink shadow-lg focus:outline-none">
        {currencies.map((c) => (
          <MenuItem key={c.code}>
            <button
              type="button"
              onClick={() => choose(c.code)}
              aria-current={c.code === current ? 'true' : undefined}
              className="block w-full px-4 py-2 text-left text-sm data-focus:bg-brand-soft aria-[current=true]:font-semibold"
            >
              {c.code} ({c.symbol})
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
