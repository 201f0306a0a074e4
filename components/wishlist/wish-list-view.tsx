'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { changeWishList } from '@/app/_actions/wishlist';
import { HistoryPager } from '@/components/account/history-pager';
import { ActionFailure } from '@/components/ui/action-failure';
import { secondaryButton } from '@/components/ui/button';
import { focusPageHeading } from '@/components/ui/focus';
import { toast } from '@/components/ui/toast';
import { Link } from '@/i18n/navigation';
import type { CartControls } from '@/lib/cart/cart-controls';
import { useWishListPage } from '@/lib/queries/use-wish-list';
import { paths } from '@/lib/routes/paths';
import type { WishListPaging } from '@/lib/wishlist/wish-list';
import type { WishListAnswer } from '@/lib/wishlist/wish-list-schemas';
import type { PriceDisplay } from '@/components/product/price-block';
import { HEART_TOAST, useHeartAnswer } from './use-heart-answer';
import { WishListEntryRow } from './wish-list-entry';

interface Props {
  initial: WishListAnswer;
  paging: WishListPaging;
  display: PriceDisplay;
  controls: CartControls;
}

/** The removed entry's row has left the page: keyboard and screen reader users go on from its heading. */
const afterRemoval = () => focusPageHeading();

/**
 * The account page's list: the server's page first, then kept current in the browser after each change.
 * Each entry's Remove is a form of the heart's Server Function (the same before and after hydration).
 */
export function WishListView(props: Props) {
  const tt = useTranslations('toast');
  return (
    <ActionFailure onFailure={() => toast.error(tt('wishListRemoveFailed'), HEART_TOAST)}>
      <Entries {...props} />
    </ActionFailure>
  );
}

function Entries({ initial, paging, display, controls }: Props) {
  const t = useTranslations();
  const { data = initial } = useWishListPage(paging, initial);
  const [answer, remove] = useActionState(changeWishList, null);
  useHeartAnswer(answer, true, afterRemoval);

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
          <WishListEntryRow
            key={`${entry.baseId}|${entry.varianceKey}`}
            entry={entry}
            display={display}
            controls={controls}
            remove={remove}
          />
        ))}
      </ul>
      <HistoryPager label={t('account.wishList')} paging={paging} total={data.total} href={(page) => paths.account.wishlist(page)} />
    </section>
  );
}
