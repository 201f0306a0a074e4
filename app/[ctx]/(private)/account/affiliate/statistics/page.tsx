import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/account-nav';
import { AffiliateTabs, BankDetailsFirst } from '@/components/affiliate/affiliate-tabs';
import { StatisticsView } from '@/components/affiliate/statistics-view';
import { accountPageData } from '@/lib/account/account-page.server';
import { affiliateApi } from '@/lib/api/affiliate';
import { paths } from '@/lib/routes/paths';
import { privatePageTitle } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

export const generateMetadata = privatePageTitle('affiliate.statistics');

/** spec §1 daily statistics of the affiliate's links (the last 30 days first). */
export default async function AffiliateStatisticsPage({ params }: { params: Promise<CtxParams> }) {
  const shopper = await pageContext(params);
  const { status, statistics } = await accountPageData(shopper, paths.account.affiliateStatistics(), async (call) => {
    const [status, statistics] = await Promise.all([affiliateApi.status(call), affiliateApi.statistics(call, {})]);
    return { status, statistics };
  });
  const t = await getTranslations({ locale: shopper.locale });
  return (
    <AccountFrame current="affiliate" title={t('affiliate.title')}>
      <AffiliateTabs current="statistics" />
      <h2 className="text-xl font-semibold">{t('affiliate.statistics')}</h2>
      {status.hasBankDetails ? <StatisticsView initial={statistics} currency={shopper.currency} /> : <BankDetailsFirst />}
    </AccountFrame>
  );
}
