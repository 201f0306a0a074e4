import 'server-only';
import { getTranslations } from 'next-intl/server';
import { priceDisplayFor } from '@/components/product/price-display';
import { accountPageData } from '@/lib/account/account-page.server';
import { historyPagingOf } from '@/lib/account/order-history';
import { getSiteSchema } from '@/lib/api/catalogue';
import { getOrders } from '@/lib/api/profile';
import { paths } from '@/lib/routes/paths';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { AccountFrame } from './account-nav';
import { OrderHistory } from './order-history';

interface Props {
  which: 'ongoing' | 'past';
  params: Promise<CtxParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Both history pages: the customer's Ongoing or Past orders at the URL's first and after. */
export async function OrderHistoryPage({ which, params, searchParams }: Props) {
  const shopper = await pageContext(params);
  const query = await searchParams;
  const paging = historyPagingOf(query);
  // Sign-in returns to the page as asked: the bare path when no paging was given.
  const asked = query.first === undefined && query.after === undefined ? undefined : paging;
  const here = which === 'ongoing' ? paths.account.ongoingOrders(asked) : paths.account.pastOrders(asked);
  const [page, schema] = await Promise.all([
    accountPageData(shopper, here, (call) => getOrders(call, which === 'ongoing' ? 'ongoing' : 'completed', paging)),
    getSiteSchema(),
  ]);
  const t = await getTranslations({ locale: shopper.locale });
  const section = which === 'ongoing' ? 'ongoingOrders' : 'pastOrders';
  return (
    <AccountFrame current={section} title={t(`account.${section}`)}>
      <OrderHistory
        which={which}
        orders={page.orders}
        total={page.total}
        paging={paging}
        money={(currency) => priceDisplayFor(schema, currency)}
      />
    </AccountFrame>
  );
}
