'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/**
 * Spec §2: the product could not be fetched — 'Product no longer available' with 'Go Back' to home;
 * the variant 'notFound' ('Product Not Found !!' with Continue Shopping) is for an unknown product id
 * or variance key on /product/{productId}.
 * A client component: a not-found boundary renders before the page sets the request language.
 */
export function ProductUnavailable({ variant = 'unavailable' }: { variant?: 'unavailable' | 'notFound' }) {
  const t = useTranslations('product');
  const notFound = variant === 'notFound';
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-16 w-16 text-neutral-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M3 7l9-4 9 4-9 4-9-4zM3 7v10l9 4 9-4V7M12 11v10" strokeLinejoin="round" />
      </svg>
      <h1 className="text-2xl font-semibold text-ink">{notFound ? t('notFound') : t('notAvailable')}</h1>
      <Link
        href="/"
        className="inline-flex min-h-11 items-center rounded-md bg-brand px-6 text-sm font-semibold text-brand-contrast hover:opacity-90"
      >
        {notFound ? t('continueShopping') : t('goBack')}
      </Link>
    </div>
  );
}
