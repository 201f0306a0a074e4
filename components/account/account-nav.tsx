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

/** A row of links to a page's sections; the current one is marked for assistive technology. */
export function SectionLinks<K extends string>({
  label,
  items,
  current,
  listClassName,
}: {
  label: string;
  items: { key: K; label: string; href: string }[];
  current: K;
  listClassName: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={listClassName}>
        {items.map(({ key, label: text, href }) => (
          <li key={key}>
            <Link
              href={href}
              aria-current={key === current ? 'page' : undefined}
              className="block min-h-11 rounded-md px-3 py-2 font-medium hover:bg-neutral-100 aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold"
            >
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The account area's sections. */
export function AccountNav({ current }: { current: AccountSection }) {
  const t = useTranslations('account');
  return (
    <SectionLinks
      label={t('sections')}
      items={SECTIONS.map(({ key, href }) => ({ key, href, label: t(key) }))}
      current={current}
      listClassName="flex flex-wrap gap-2 border-b border-neutral-200 pb-2 md:flex-col md:border-b-0 md:pb-0"
    />
  );
}

/** The account area's frame: its title, the sections and the current page. */
export function AccountFrame({ current, title, children }: { current: AccountSection; title: string; children: React.ReactNode }) {
  const t = useTranslations('account');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <p className="mb-4 text-sm font-semibold text-ink-muted">{t('title')}</p>
      {/* minmax(0, …): a wide table or chart scrolls inside its own box instead of widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <AccountNav current={current} />
        <div className="space-y-4">
          <h1 className="text-2xl font-semibold">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
