import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/account-nav';
import { AffiliateTabs, BankDetailsFirst } from '@/components/affiliate/affiliate-tabs';
import { LinkManager } from '@/components/affiliate/link-manager';
import { accountPageData } from '@/lib/account/account-page.server';
import { affiliateApi } from '@/lib/api/affiliate';
import { requestOrigin } from '@/lib/http/same-origin';
import { getSiteUrl } from '@/lib/seo/site-url.server';
import { paths } from '@/lib/routes/paths';
import { privatePageTitle } from '@/lib/seo/private-page';
import { isHttpsRequest } from '@/lib/session/guest-cookie';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

export const generateMetadata = privatePageTitle('affiliate.linkGenerationTab');

/** spec §2 affiliate link generation: the §5 message until bank details are given, then the form and the links. */
export default async function AffiliateLinksPage({ params }: { params: Promise<CtxParams> }) {
  const shopper = await pageContext(params);
  const { status, links } = await accountPageData(shopper, paths.account.affiliate(), async (call) => {
    const [status, links] = await Promise.all([affiliateApi.status(call), affiliateApi.links(call)]);
    return { status, links };
  });
  const [t, siteUrl, request] = await Promise.all([getTranslations({ locale: shopper.locale }), getSiteUrl(), headers()]);
  // The form also takes addresses on the name this page was served on (a second name of the shop).
  const servedFrom = requestOrigin(request, isHttpsRequest(request));
  return (
    <AccountFrame current="affiliate" title={t('affiliate.title')}>
      <AffiliateTabs current="links" />
      {!status.enabled && <p className="rounded-md border border-neutral-300 p-4 font-semibold">{t('affiliate.programmeClosed')}</p>}
      {status.enabled && !status.hasBankDetails && <BankDetailsFirst />}
      {status.enabled && status.hasBankDetails && (
        <>
          <p>{t('affiliate.commission', { percent: status.commissionPercent })}</p>
          <LinkManager initial={links} origin={siteUrl} servedFrom={servedFrom} currency={shopper.currency} />
        </>
      )}
    </AccountFrame>
  );
}
