'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { formatMoney } from '@/lib/format/money';
import { mediaSrc } from '@/lib/images/media';
import type { QuickSearchItem, QuickSearchResult } from '@/lib/layout/quick-search-item';
import type { CurrencyOption } from '@/lib/layout/shell-types';
import { type QuickSearchContext, useQuickSearch } from '@/lib/queries/use-quick-search';

interface QuickSearchListProps {
  id: string;
  /** The search field's label: the list is named after it, not after one of its options. */
  labelledBy: string;
  query: string;
  items: QuickSearchItem[];
  /** Index of the highlighted row; items.length is the 'view all' row. */
  active: number;
  currency: CurrencyOption;
  allResultsHref: string;
  onPick: (href: string) => void;
  optionId: (index: number) => string;
}

/**
 * The quick-search dropdown: up to 6 products and 'view all results' (spec §2, §9), as the listbox of
 * an ARIA 1.2 combobox. Options hold no links (nothing interactive inside an option): a click, or Enter
 * in the field, navigates through the router. Focus never leaves the field.
 */
export function QuickSearchList({
  id,
  labelledBy,
  query,
  items,
  active,
  currency,
  allResultsHref,
  onPick,
  optionId,
}: QuickSearchListProps) {
  const t = useTranslations('search.quickSearch');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, currency.code, locale, { symbol: currency.symbol });
  const row = (index: number) =>
    `flex cursor-pointer items-center gap-3 px-4 py-2 hover:bg-brand-soft ${active === index ? 'bg-brand-soft' : ''}`;
  return (
    <ul
      id={id}
      role="listbox"
      aria-labelledby={labelledBy}
      // A press on an option must not take focus from the field (its blur would close the list first).
      onMouseDown={(e) => e.preventDefault()}
      className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-lg border border-gray-200 bg-white text-ink shadow-lg"
    >
      {items.length === 0 && (
        <li role="option" aria-selected={false} aria-disabled="true" id={optionId(-1)} className="px-4 py-3 text-sm text-ink-muted">
          {t('noResults', { query })}
        </li>
      )}
      {items.map((item, index) => (
        <li
          key={`${item.id}:${item.varianceKey}`}
          id={optionId(index)}
          role="option"
          aria-selected={active === index}
          onClick={() => onPick(item.href)}
          className={row(index)}
        >
          <Image src={mediaSrc(item.image, 'thumbnail')} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" />
          {/* Two lines and the prices stacked: on a phone a long (Tamil) name still shows more than a letter. */}
          <span className="line-clamp-2 min-w-0 flex-1 text-sm">{item.name}</span>
          {item.price !== null && item.currency === currency.code && (
            <span className="flex shrink-0 flex-col items-end text-sm font-semibold">
              {item.specialPrice !== null ? (
                <>
                  <span className="font-normal text-ink-muted line-through">{money(item.price)}</span>
                  {money(item.specialPrice)}
                </>
              ) : (
                money(item.price)
              )}
            </span>
          )}
        </li>
      ))}
      {items.length > 0 && (
        <li
          id={optionId(items.length)}
          role="option"
          aria-selected={active === items.length}
          onClick={() => onPick(allResultsHref)}
          className={`${row(items.length)} border-t border-gray-100 text-sm font-medium text-brand`}
        >
          {t('viewAll')}
        </li>
      )}
    </ul>
  );
}

interface QuickSearchResultsProps {
  query: string;
  ctx: QuickSearchContext;
  onResults: (results: QuickSearchResult | undefined) => void;
}

/** Reads the results of the search field's query and hands them to the search bar, which keeps the list's highlight and keyboard. */
export function QuickSearchResults({ query, ctx, onResults }: QuickSearchResultsProps) {
  const { data } = useQuickSearch(query, ctx);
  useEffect(() => onResults(data), [data, onResults]);
  return null;
}
