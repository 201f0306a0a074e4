import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/account-nav';
import { ProfileView } from '@/components/account/profile-view';
import { accountPageData } from '@/lib/account/account-page.server';
import { getProfile } from '@/lib/api/profile';
import { paths } from '@/lib/routes/paths';
import { privatePageTitle } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

export const generateMetadata = privatePageTitle('account.profile');

export default async function ProfilePage({ params }: { params: Promise<CtxParams> }) {
  const shopper = await pageContext(params);
  const profile = await accountPageData(shopper, paths.account.profile(), getProfile);
  const t = await getTranslations({ locale: shopper.locale });
  return (
    <AccountFrame current="profile" title={t('account.profile')}>
      <ProfileView initial={profile} />
    </AccountFrame>
  );
}
