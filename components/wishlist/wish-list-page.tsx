import 'server-only';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/account-nav';
import { priceDisplayFor } from '@/components/product/price-display';
import { accountPageData } from '@/lib/account/account-page.server';
import { getSiteSchema } from '@/lib/api/catalogue';
import { cartControls } from '@/lib/cart/cart-controls';
import { paths } from '@/lib/routes/paths';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { loadWishList } from '@/lib/wishlist/wish-list-page.server';
import { wishListPagingOf } from '@/lib/wishlist/wish-list-schemas';
import { WishListView } from './wish-list-view';

interface Props {
  params: Promise<CtxParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** spec §2 /account/wishlist: the signed-in customer's entries at the URL's first and after, rendered per request. */
export async function WishListPage({ params, searchParams }: Props) {
  const shopper = await pageContext(params);
  const query = await searchParams;
  const paging = wishListPagingOf(query);
  // Sign-in returns to the page as asked: the bare path when no paging was given.
  const here = paths.account.wishlist(query.first === undefined && query.after === undefined ? undefined : paging);
  const [answer, schema] = await Promise.all([accountPageData(shopper, here, (call) => loadWishList(call, paging)), getSiteSchema()]);
  const t = await getTranslations({ locale: shopper.locale });
  const { generalSettings } = schema;
  return (
    <AccountFrame current="wishList" title={t('account.wishList')}>
      <WishListView
        initial={answer}
        paging={paging}
        display={priceDisplayFor(schema, shopper.currency)}
        controls={cartControls(generalSettings, true)}
      />
    </AccountFrame>
  );
}
