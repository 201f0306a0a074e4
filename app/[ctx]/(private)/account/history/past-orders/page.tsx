import { OrderHistoryPage } from '@/components/account/order-history-page';
import { privatePageTitle } from '@/lib/seo/private-page';
import type { CtxParams } from '@/lib/shopper/page-context';

export const generateMetadata = privatePageTitle('account.pastOrders');

export default function PastOrdersPage(props: {
  params: Promise<CtxParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <OrderHistoryPage which="past" {...props} />;
}
