import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes/paths';

/** The wish list heart: for now a link to the wish list page (spec §6: guests are sent on to login there). */
export function WishListLink({ productName, compact = false }: { productName: string; compact?: boolean }) {
  const t = useTranslations('product');
  return (
    <Link
      href={paths.account.wishlist()}
      aria-label={`${t('addToWishList')}: ${productName}`}
      className={
        compact
          ? 'flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-ink shadow hover:text-accent'
          : 'inline-flex min-h-11 items-center gap-2 rounded-md border border-neutral-400 px-4 text-sm font-medium text-ink hover:border-ink'
      }
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
      {!compact && t('addToWishList')}
    </Link>
  );
}
