'use client';

import { useTranslations } from 'next-intl';
import { HistoryPager } from '@/components/account/history-pager';
import { secondaryButton } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { CartControls } from '@/lib/cart/cart-controls';
import { useWishListPage } from '@/lib/queries/use-wish-list';
import { paths } from '@/lib/routes/paths';
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
      <HistoryPager label={t('account.wishList')} paging={paging} total={data.total} href={(page) => paths.account.wishlist(page)} />
    </section>
  );
}
