'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { getPathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { QuickSearchResult } from '@/lib/layout/quick-search-item';
import { useDebouncedValue } from '@/lib/queries/use-debounced-value';
import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use';
import { hidePopover, useOnPopoverOpen, usePopoverExpanded } from './header-popover';
import { CloseIcon, SearchIcon } from './icons';
import type { CurrencyOption } from '@/lib/layout/shell-types';
import { paths } from '@/lib/routes/paths';

// The dropdown's code, with the reading of its results (React Query), loads when the shopper first points
// at, focuses or types in the field (it shows once they have typed).
const loadQuickSearchList = () => import('./quick-search-list');

/** spec §9: the search input is debounced by 300 ms. */
const QUICK_SEARCH_DEBOUNCE_MS = 300;

interface SearchBarProps {
  currency: CurrencyOption;
  /** False when the merchant hides prices: the dropdown then shows none. */
  showPrices: boolean;
  inventoryId: string | null;
}

/**
 * Header search: a plain GET form to /search (works without JavaScript) with a quick-search
 * dropdown of 6 products, 300 ms after typing stops. Below 760 px it folds into a button (spec §2).
 */
export function SearchBar({ currency, showPrices, inventoryId }: SearchBarProps) {
  const t = useTranslations('header');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // What the field holds, for the quick search: the field itself is the browser's (uncontrolled), so
  // words typed before the script ran stay in it and are searched with the form.
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  // Below 760 px the form is a popover its button opens by the platform, before the script runs too.
  const panel = useRef<HTMLDivElement>(null);
  const mobileOpen = usePopoverExpanded(panel) === true;
  const foldAway = () => hidePopover(panel.current);
  useOnPopoverOpen(panel, () => inputRef.current?.focus());
  // The highlighted row belongs to one query: typing on starts from no highlight.
  const [highlight, setHighlight] = useState({ query: '', index: -1 });
  const query = useDebouncedValue(value.trim(), QUICK_SEARCH_DEBOUNCE_MS);
  const searchContext = useMemo(
    () => ({ locale, currency: showPrices ? currency.code : undefined, inventoryId }),
    [locale, showPrices, currency.code, inventoryId],
  );
  const [data, setData] = useState<QuickSearchResult | undefined>(undefined);
  const { module: quickSearch, failed, error, start, intent } = useLoadOnFirstUse(loadQuickSearchList);
  const QuickSearchList = quickSearch?.QuickSearchList;

  const items = data && data.query === query ? data.items : [];
  const showList = open && query !== '' && data !== undefined && data.query === query;
  const rows = items.length > 0 ? items.length + 1 : 0;
  const searchPath = getPathname({ href: paths.search(), locale });
  const allResultsHref = paths.search({ query });
  const optionId = (index: number) => `${id}-option-${index}`;

  const active = highlight.query === query ? highlight.index : -1;
  const setActive = (next: (a: number) => number) => setHighlight({ query, index: next(active) });
  function close() {
    setOpen(false);
    setActive(() => -1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) setOpen(true);
      if (!showList || rows === 0) return;
      event.preventDefault();
      setActive((a) => (event.key === 'ArrowDown' ? (a + 1) % rows : a <= 0 ? rows - 1 : a - 1));
    } else if (event.key === 'Enter' && showList && active >= 0 && active < rows) {
      event.preventDefault();
      router.push(active < items.length ? (items[active]?.href ?? allResultsHref) : allResultsHref);
      close();
    } else if (event.key === 'Escape') {
      // First close the list and keep the words, then clear them, then fold the phone's search away
      // (ARIA 1.2 combobox).
      event.preventDefault();
      if (showList) close();
      else if (event.currentTarget.value !== '') {
        event.currentTarget.value = '';
        setValue('');
      } else if (mobileOpen) foldAway();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  }

  // The list's code could not come: the page's error screen says so, as for any part that fails to load.
  if (open && query !== '' && failed) throw error;

  return (
    <div className="contents">
      {quickSearch && <quickSearch.QuickSearchResults query={query} ctx={searchContext} onResults={setData} />}
      <button
        type="button"
        className="ml-auto inline-flex size-10 items-center justify-center rounded-md hover:bg-gray-100 search:hidden"
        popoverTarget={`${id}-form`}
      >
        {mobileOpen ? <CloseIcon /> : <SearchIcon />}
        <span className="sr-only">{mobileOpen ? t('closeSearch') : t('openSearch')}</span>
      </button>
      {/* A popover on phones (at the top of the screen, light dismiss); in the header's row from 760 px. */}
      <div
        ref={panel}
        id={`${id}-form`}
        popover="auto"
        onBlur={onBlur}
        className="inset-x-0 top-0 bottom-auto m-0 hidden h-auto w-full max-w-none overflow-visible border-0 border-b border-gray-200 bg-white p-3 text-ink shadow-md open:block search:static search:block search:w-auto search:min-w-0 search:flex-1 search:border-0 search:bg-transparent search:p-0 search:shadow-none"
      >
        <form role="search" action={searchPath} method="get" className="relative mx-auto flex max-w-xl" onSubmit={close}>
          <label id={`${id}-label`} htmlFor={`${id}-input`} className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            ref={inputRef}
            id={`${id}-input`}
            name="query"
            // A combobox on type=search is invalid HTML: a text field with the search keyboard instead.
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t('searchPlaceholder')}
            maxLength={200}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={`${id}-list`}
            aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
            onPointerEnter={intent.onPointerEnter}
            onPointerDown={intent.onPointerDown}
            onChange={(e) => {
              setValue(e.target.value);
              setOpen(true);
              start();
            }}
            onFocus={() => {
              setOpen(true);
              start();
            }}
            onKeyDown={onKeyDown}
            className="search-input"
          />
          <button type="submit" className="inline-flex h-10 items-center rounded-r-md bg-brand px-3 text-brand-contrast hover:opacity-90">
            <SearchIcon className="size-5" />
            <span className="sr-only">{t('searchLabel')}</span>
          </button>
          {showList && QuickSearchList ? (
            <QuickSearchList
              id={`${id}-list`}
              labelledBy={`${id}-label`}
              query={query}
              items={items}
              active={active}
              currency={currency}
              allResultsHref={allResultsHref}
              optionId={optionId}
              onPick={(href) => {
                close();
                foldAway();
                router.push(href);
              }}
            />
          ) : (
            // The popup's place while it is closed: aria-controls always names an element of the page.
            <div id={`${id}-list`} hidden />
          )}
        </form>
      </div>
    </div>
  );
}
