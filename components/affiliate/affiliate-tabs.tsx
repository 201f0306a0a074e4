import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes/paths';
import { SectionLinks } from '@/components/account/account-nav';

export type AffiliateTab = 'links' | 'bankInfo' | 'statistics' | 'report';

const TABS: { key: AffiliateTab; label: string; href: string }[] = [
  { key: 'links', label: 'linkGenerationTab', href: paths.account.affiliate() },
  { key: 'bankInfo', label: 'bankInfoTab', href: paths.account.affiliateBankInfo() },
  { key: 'statistics', label: 'statistics', href: paths.account.affiliateStatistics() },
  { key: 'report', label: 'report', href: paths.account.affiliateReport() },
];

/** spec §2 the affiliate tabs of the account area; the current one is marked for assistive technology. */
export function AffiliateTabs({ current }: { current: AffiliateTab }) {
  const t = useTranslations('affiliate');
  return (
    <SectionLinks
      label={t('sections')}
      items={TABS.map(({ key, label, href }) => ({ key, href, label: t(label) }))}
      current={current}
      listClassName="flex flex-wrap gap-2 border-b border-neutral-200 pb-2"
    />
  );
}

/** spec §5/§6: affiliate access needs bank details; the message and the way to give them. */
export function BankDetailsFirst() {
  const t = useTranslations('affiliate');
  return (
    <div className="space-y-3 rounded-md border border-neutral-300 p-4">
      <p className="font-semibold">{t('bankDetailsRequired')}</p>
      <Link
        href={paths.account.affiliateBankInfo()}
        className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2"
      >
        {t('addBankDetails')}
      </Link>
    </div>
  );
}
