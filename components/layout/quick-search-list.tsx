'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format/money';
import { mediaSrc } from '@/lib/images/media';
import type { QuickSearchItem } from '@/lib/layout/quick-search-item';
import type { CurrencyOption } from '@/lib/layout/shell-types';

interface QuickSearchListProps {
  id: string;
  query: string;
  items: QuickSearchItem[];
  /** Index of the highlighted row; items.length is the 'view all' row. */
  active: number;
  currency: CurrencyOption;
  allResultsHref: string;
  onPick: () => void;
  optionId: (index: number) => string;
}

/** The quick-search dropdown: up to 6 products and a link to all results (spec §2, §9). */
export function QuickSearchList({ id, query, items, active, currency, allResultsHref, onPick, optionId }: QuickSearchListProps) {
  const t = useTranslations('search.quickSearch');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, currency.code, locale, { symbol: currency.symbol });
  return (
    <ul id={id} role="listbox" aria-label={t('viewAll')} className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-gray-200 bg-white text-ink shadow-lg">
      {items.length === 0 && (
        <li role="option" aria-selected={false} aria-disabled="true" id={optionId(-1)} className="px-4 py-3 text-sm text-ink-muted">
          {t('noResults', { query })}
        </li>
      )}
      {items.map((item, index) => (
        <li key={`${item.id}:${item.varianceKey}`} id={optionId(index)} role="option" aria-selected={active === index}>
          <Link
            href={item.href}
            tabIndex={-1}
            onClick={onPick}
            className={`flex items-center gap-3 px-4 py-2 hover:bg-brand-soft ${active === index ? 'bg-brand-soft' : ''}`}
          >
            <Image src={mediaSrc(item.image, 'thumbnail')} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" />
            <span className="min-w-0 flex-1 truncate text-sm">{item.name}</span>
            {item.price !== null && item.currency === currency.code && (
              <span className="shrink-0 text-sm font-semibold">
                {item.specialPrice !== null ? (
                  <>
                    <span className="mr-1 font-normal text-ink-muted line-through">{money(item.price)}</span>
                    {money(item.specialPrice)}
                  </>
                ) : (
                  money(item.price)
                )}
              </span>
            )}
          </Link>
        </li>
      ))}
      {items.length > 0 && (
        <li id={optionId(items.length)} role="option" aria-selected={active === items.length} className="border-t border-gray-100">
          <Link
            href={allResultsHref}
            tabIndex={-1}
            onClick={onPick}
            className={`block px-4 py-2 text-sm font-medium text-brand hover:bg-brand-soft ${active === items.length ? 'bg-brand-soft' : ''}`}
          >
            {t('viewAll')}
          </Link>
        </li>
      )}
    </ul>
  );
}
