import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { SearchRequest } from '@/lib/api/schemas';
import { paginate, type PageLink } from '@/lib/search/pagination';
import { paths } from '@/lib/routes/paths';
import { SearchLink as Link } from './search-navigation';

interface Props {
  request: SearchRequest;
  total: number;
  pageSize: number;
}

/** Spec §2 numbered pagination: first, previous, a window of 5 pages, next, last and the count label. */
export function SearchPagination({ request, total, pageSize }: Props) {
  const t = useTranslations('search');
  const first = request.first ?? pageSize;
  const { label, controls } = paginate({ after: request.after ?? 0, first, total });
  const count = <p className="text-sm text-ink-muted">{t('count', { from: label.from, to: label.to, total: label.total })}</p>;
  // Everything on one page: only the count label (spec §2).
  if (!controls) return count;

  const href = (link: PageLink) => paths.search({ ...request, after: link.after }, { pageSize });
  const step = (link: PageLink | null, text: string, icon: ReactNode) => (
    <li>
      {link ? (
        <Link href={href(link)} aria-label={text} className={`${cell} hover:bg-neutral-100`}>
          {icon}
        </Link>
      ) : (
        <span aria-disabled="true" className={`${cell} text-neutral-400`}>
          <span className="sr-only">{text}</span>
          {icon}
        </span>
      )}
    </li>
  );

  return (
    <div className="flex flex-col items-center gap-3">
      <nav aria-label={t('pagination.label')}>
        <ul className="flex flex-wrap items-center justify-center gap-1">
          {step(controls.first, t('pagination.first'), <span aria-hidden="true">«</span>)}
          {step(controls.previous, t('pagination.previous'), <span aria-hidden="true">‹</span>)}
          {controls.pages.map((page) => (
            <li key={page.page}>
              <Link
                href={href(page)}
                aria-label={t('pagination.page', { page: page.page })}
                aria-current={page.current ? 'page' : undefined}
                className={`${cell} ${page.current ? 'bg-ink text-white' : 'hover:bg-neutral-100'}`}
              >
                {page.page}
              </Link>
            </li>
          ))}
          {step(controls.next, t('pagination.next'), <span aria-hidden="true">›</span>)}
          {step(controls.last, t('pagination.last'), <span aria-hidden="true">»</span>)}
        </ul>
      </nav>
      {count}
    </div>
  );
}

const cell = 'flex h-11 min-w-11 items-center justify-center rounded-md border border-neutral-300 px-3 text-sm font-medium text-ink';
