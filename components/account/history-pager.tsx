import { useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { historyPager, type HistoryPaging } from '@/lib/account/order-history';
import type { HistoryPage } from '@/lib/routes/paths';

interface Props {
  /** Names the navigation: the list it pages. */
  label: string;
  paging: HistoryPaging;
  total: number;
  href: (page: HistoryPage) => string;
}

/** "Showing a–b of n" with Previous and Next links, for a list paged by first and after (orders, wish list). */
export function HistoryPager({ label, paging, total, href }: Props) {
  const t = useTranslations();
  const pager = historyPager(paging, total);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <p className="text-sm">{t('account.showingOrders', { from: pager.from, to: pager.to, total })}</p>
      <div className="flex gap-2">
        {pager.previous && (
          <Link href={href(pager.previous)} className={secondaryButton}>
            {t('common.previous')}
          </Link>
        )}
        {pager.next && (
          <Link href={href(pager.next)} className={secondaryButton}>
            {t('common.next')}
          </Link>
        )}
      </div>
    </nav>
  );
}
