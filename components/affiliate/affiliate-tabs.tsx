import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes/paths';

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
    <nav aria-label={t('sections')}>
      <ul className="flex flex-wrap gap-2 border-b border-neutral-200 pb-2">
        {TABS.map(({ key, label, href }) => (
          <li key={key}>
            <Link
              href={href}
              aria-current={key === current ? 'page' : undefined}
              className="block min-h-11 rounded-md px-3 py-2 font-medium hover:bg-neutral-100 aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold"
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** spec §5/§6: affiliate access needs bank details; the message and the way to give them. */
export function BankDetailsFirst() {
  const t = useTranslations('affiliate');
  return (
    <div className="space-y-3 rounded-md border border-neutral-300 p-4">
      <p className="font-semibold">{t('bankDetailsRequired')}</p>
      <Link href={paths.account.affiliateBankInfo()} className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2">
        {t('addBankDetails')}
      </Link>
    </div>
  );
}
