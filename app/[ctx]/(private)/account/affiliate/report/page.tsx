import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/account-nav';
import { AffiliateTabs, BankDetailsFirst } from '@/components/affiliate/affiliate-tabs';
import { ReportView } from '@/components/affiliate/report-view';
import { accountPageData } from '@/lib/account/account-page.server';
import { affiliateApi } from '@/lib/api/affiliate';
import { paths } from '@/lib/routes/paths';
import { privatePageTitle } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

export const generateMetadata = privatePageTitle('affiliate.report');

const PAGE_SIZE = 10;

/** The orders the affiliate's links brought, ten a page. */
export default async function AffiliateReportPage({
  params,
  searchParams,
}: {
  params: Promise<CtxParams>;
  searchParams: Promise<{ page?: string }>;
}) {
  const shopper = await pageContext(params);
  const asked = Number((await searchParams).page ?? 1);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  const { status, report } = await accountPageData(shopper, paths.account.affiliateReport(page), async (call) => {
    const [status, report] = await Promise.all([affiliateApi.status(call), affiliateApi.report(call, { page, size: PAGE_SIZE })]);
    return { status, report };
  });
  const t = await getTranslations({ locale: shopper.locale });
  return (
    <AccountFrame current="affiliate" title={t('affiliate.title')}>
      <AffiliateTabs current="report" />
      <h2 className="text-xl font-semibold">{t('affiliate.report')}</h2>
      {status.hasBankDetails ? <ReportView initial={report} /> : <BankDetailsFirst />}
    </AccountFrame>
  );
}
