import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes/paths';

export type AccountSection = 'profile' | 'addresses' | 'savedCards' | 'ongoingOrders' | 'pastOrders' | 'wishList' | 'affiliate';

const SECTIONS: { key: AccountSection; href: string }[] = [
  { key: 'profile', href: paths.account.profile() },
  { key: 'addresses', href: paths.account.addresses() },
  { key: 'savedCards', href: paths.account.cards() },
  { key: 'ongoingOrders', href: paths.account.ongoingOrders() },
  { key: 'pastOrders', href: paths.account.pastOrders() },
  { key: 'wishList', href: paths.account.wishlist() },
  { key: 'affiliate', href: paths.account.affiliate() },
];

/** The account area's sections; the current one is marked for assistive technology. */
export function AccountNav({ current }: { current: AccountSection }) {
  const t = useTranslations('account');
  return (
    <nav aria-label={t('sections')}>
      <ul className="flex flex-wrap gap-2 border-b border-neutral-200 pb-2 md:flex-col md:border-b-0 md:pb-0">
        {SECTIONS.map(({ key, href }) => (
          <li key={key}>
            <Link
              href={href}
              aria-current={key === current ? 'page' : undefined}
              className="block min-h-11 rounded-md px-3 py-2 font-medium hover:bg-neutral-100 aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold"
            >
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The account area's frame: its title, the sections and the current page. */
export function AccountFrame({ current, title, children }: { current: AccountSection; title: string; children: React.ReactNode }) {
  const t = useTranslations('account');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <p className="mb-4 text-sm font-semibold text-ink-muted">{t('title')}</p>
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <AccountNav current={current} />
        <div className="space-y-4">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
