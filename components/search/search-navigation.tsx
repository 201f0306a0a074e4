'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useState, useTransition, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { useAnnounce } from '@/components/ui/live-region';
import { rememberFocusAfterNavigation } from '@/components/ui/navigation-focus';
import { Link, useRouter } from '@/i18n/navigation';

interface SearchNavigation {
  /** True from a click on a search control until the new results have rendered. */
  pending: boolean;
  /** The control that started the pending navigation, by id (its spinner shows). */
  startedBy: string | null;
  /** Goes to another search page; `focusId` names the control that has focus on the page that follows. */
  navigate: (href: string, focusId?: string) => void;
}

const SearchNavigationContext = createContext<SearchNavigation | null>(null);

/**
 * A search not asked before renders on the server first, so a new page of results can take a moment:
 * every control that changes the search (pagination, sort, filters, chips) goes through one transition,
 * and the results show it while the old ones stay on screen.
 */
export function SearchNavigationProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [startedBy, setStartedBy] = useState<string | null>(null);
  const navigate = (href: string, focusId?: string) => {
    if (focusId) rememberFocusAfterNavigation(focusId);
    setStartedBy(focusId ?? null);
    startTransition(() => router.push(href));
  };
  return <SearchNavigationContext value={{ pending, startedBy: pending ? startedBy : null, navigate }}>{children}</SearchNavigationContext>;
}

export function useSearchNavigation(): SearchNavigation {
  const context = useContext(SearchNavigationContext);
  if (!context) throw new Error('useSearchNavigation needs a SearchNavigationProvider');
  return context;
}

type SearchLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  href: string;
  /** The control that has focus on the page that follows (a removed chip's neighbour). */
  focusAfter?: string;
};

/**
 * A link to another search page that shows the pending state; a click with a modifier key opens it as
 * usual, and before hydration the browser simply follows it.
 */
export function SearchLink({ href, onClick, focusAfter, ...rest }: SearchLinkProps) {
  const { navigate } = useSearchNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href, focusAfter);
  };
  return <Link href={href} onClick={follow} {...rest} />;
}

/**
 * The results while a search page loads: marked busy (aria-busy), dimmed under a progress bar, and
 * "Loading results…" said politely once.
 */
export function SearchPendingRegion({ children }: { children: ReactNode }) {
  const t = useTranslations('search');
  const { pending } = useSearchNavigation();
  const announce = useAnnounce();
  useEffect(() => {
    if (pending) announce(t('loadingResults'));
  }, [pending, announce, t]);
  return (
    <div aria-busy={pending} data-testid="search-results" className="relative flex flex-col gap-8">
      {pending && (
        <div
          role="progressbar"
          aria-label={t('loadingResults')}
          className="absolute inset-x-0 -top-4 h-1 overflow-hidden rounded-full bg-neutral-200"
        >
          <div className="h-full w-1/3 animate-[search-progress_1.2s_ease-in-out_infinite] rounded-full bg-brand motion-reduce:w-full motion-reduce:animate-none" />
        </div>
      )}
      <div className={pending ? 'opacity-60 transition-opacity delay-150 duration-200' : undefined}>{children}</div>
    </div>
  );
}
