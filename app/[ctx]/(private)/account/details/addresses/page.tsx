import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/account-nav';
import { AddressBook } from '@/components/account/address-book';
import { accountPageData } from '@/lib/account/account-page.server';
import { getSiteSchema } from '@/lib/api/catalogue';
import { getProfile } from '@/lib/api/profile';
import { paths } from '@/lib/routes/paths';
import { privatePageTitle } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

export const generateMetadata = privatePageTitle('account.addresses');

export default async function AddressesPage({ params }: { params: Promise<CtxParams> }) {
  const shopper = await pageContext(params);
  const [profile, schema] = await Promise.all([accountPageData(shopper, paths.account.addresses(), getProfile), getSiteSchema()]);
  const t = await getTranslations({ locale: shopper.locale });
  return (
    <AccountFrame current="addresses" title={t('account.addresses')}>
      <AddressBook initial={profile} country={schema.country} />
    </AccountFrame>
  );
}
