import { useTranslations } from 'next-intl';
import type { CurrencyOption } from '@/lib/layout/shell-types';
import { ChevronDownIcon, GlobeIcon } from './icons';

/** The look of the language and currency selectors' buttons. */
export const SELECTOR_BUTTON = 'selector-button';

export function CurrencyButtonFace({ currencies, current }: { currencies: CurrencyOption[]; current: string }) {
  const t = useTranslations('header');
  const selected = currencies.find((c) => c.code === current);
  return (
    <>
      <span className="sr-only">{t('currency')}: </span>
      <span>{selected ? `${selected.code} (${selected.symbol})` : current}</span>
      <ChevronDownIcon />
    </>
  );
}

export function LanguageButtonFace({ label }: { label: string }) {
  const t = useTranslations('header');
  return (
    <>
      <GlobeIcon />
      <span className="sr-only">{t('language')}: </span>
      <span>{label}</span>
      <ChevronDownIcon />
    </>
  );
}
