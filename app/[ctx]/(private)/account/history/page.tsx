import { firstPageRedirect } from '@/lib/account/account-page.server';
import { paths } from '@/lib/routes/paths';

export default firstPageRedirect(paths.account.ongoingOrders());
