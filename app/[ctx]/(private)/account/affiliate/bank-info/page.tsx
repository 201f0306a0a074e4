import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/account-nav';
import { AffiliateTabs } from '@/components/affiliate/affiliate-tabs';
import { BankInfoForm } from '@/components/affiliate/bank-info-form';
import { accountPageData } from '@/lib/account/account-page.server';
import { affiliateApi } from '@/lib/api/affiliate';
import { paths } from '@/lib/routes/paths';
import { privatePageTitle } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

export const generateMetadata = privatePageTitle('affiliate.bankInfoTab');

/** spec §2 affiliate bank info tab: the bank details payments go to. */
export default async function AffiliateBankInfoPage({ params }: { params: Promise<CtxParams> }) {
  const shopper = await pageContext(params);
  const { banks, customer } = await accountPageData(shopper, paths.account.affiliateBankInfo(), async (call) => {
    const [banks, customer] = await Promise.all([affiliateApi.banks(call), affiliateApi.customer(call)]);
    return { banks, customer };
  });
  const t = await getTranslations({ locale: shopper.locale });
  return (
    <AccountFrame current="affiliate" title={t('affiliate.title')}>
      <AffiliateTabs current="bankInfo" />
      <h2 className="text-xl font-semibold">{t('affiliate.bankInfoTab')}</h2>
      <BankInfoForm banks={banks} initial={customer} />
    </AccountFrame>
  );
}
