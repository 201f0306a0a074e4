'use client';

import { useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { historyPager } from '@/lib/account/order-history';
import type { CartControls } from '@/lib/cart/cart-controls';
import { useWishListPage } from '@/lib/queries/use-wish-list';
import { paths, type HistoryPage } from '@/lib/routes/paths';
import type { WishListPaging } from '@/lib/wishlist/wish-list';
import type { WishListAnswer } from '@/lib/wishlist/wish-list-schemas';
import type { PriceDisplay } from '@/components/product/price-block';
import { WishListEntryRow } from './wish-list-entry';

interface Props {
  initial: WishListAnswer;
  paging: WishListPaging;
  display: PriceDisplay;
  controls: CartControls;
}

/** The account page's list: the server's page first, then kept current in the browser after each change. */
export function WishListView({ initial, paging, display, controls }: Props) {
  const t = useTranslations();
  const { data = initial } = useWishListPage(paging, initial);
  const pager = historyPager(paging, data.total);
  const pageHref = (page: HistoryPage) => paths.account.wishlist(page);

  if (data.total === 0) {
    return (
      <section className="space-y-4">
        <p>{t('wishlist.empty')}</p>
        <Link href={paths.home()} className={secondaryButton}>
          {t('product.continueShopping')}
        </Link>
      </section>
    );
  }
  return (
    <section className="space-y-4">
      <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
        {data.entries.map((entry) => (
          <WishListEntryRow key={`${entry.baseId}|${entry.varianceKey}`} entry={entry} display={display} controls={controls} />
        ))}
      </ul>
      <nav aria-label={t('account.wishList')} className="flex items-center justify-between gap-3">
        <p className="text-sm">{t('account.showingOrders', { from: pager.from, to: pager.to, total: data.total })}</p>
        <div className="flex gap-2">
          {pager.previous && (
            <Link href={pageHref(pager.previous)} className={secondaryButton}>
              {t('common.previous')}
            </Link>
          )}
          {pager.next && (
            <Link href={pageHref(pager.next)} className={secondaryButton}>
              {t('common.next')}
            </Link>
          )}
        </div>
      </nav>
    </section>
  );
}
