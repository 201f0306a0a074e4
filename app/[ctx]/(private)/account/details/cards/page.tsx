import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/components/account/account-nav';
import { SavedCardList } from '@/components/cards/saved-card-list';
import { accountPageData } from '@/lib/account/account-page.server';
import { listCards } from '@/lib/api/cards';
import { paths } from '@/lib/routes/paths';
import { privatePageTitle } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

export const generateMetadata = privatePageTitle('account.savedCards');

export default async function SavedCardsPage({ params }: { params: Promise<CtxParams> }) {
  const shopper = await pageContext(params);
  const cards = await accountPageData(shopper, paths.account.cards(), listCards);
  const t = await getTranslations({ locale: shopper.locale });
  return (
    <AccountFrame current="savedCards" title={t('account.savedCards')}>
      <SavedCardList initial={cards} />
    </AccountFrame>
  );
}
