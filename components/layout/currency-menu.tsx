'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { useSetPreferences } from '@/lib/queries/use-preferences';
import type { CurrencyOption } from '@/lib/layout/shell-types';
import { CurrencyButtonFace, SELECTOR_BUTTON } from './selector-button';

export interface CurrencyMenuProps {
  buttonId: string;
  currencies: CurrencyOption[];
  current: string;
}

/** The currency selector's menu (loaded with the first use of its button). */
export default function CurrencyMenu({ buttonId, currencies, current }: CurrencyMenuProps) {
  const te = useTranslations('errors');
  const preferences = useSetPreferences();

  function choose(code: string) {
    if (code === current) return;
    preferences.mutate({ currency: code }, { onError: () => toast.error(te('generic')) });
  }

  return (
    <Menu as="div" className="relative">
      <MenuButton id={buttonId} disabled={preferences.isPending} className={SELECTOR_BUTTON}>
        <CurrencyButtonFace currencies={currencies} current={current} />
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
