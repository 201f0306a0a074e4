'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';

/** The 404 page of the shop: what happened and the way home. */
export function NotFoundScreen() {
  const t = useTranslations('errors');
  const tc = useTranslations('common');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center text-ink">
      <p className="text-6xl font-bold text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFoundTitle')}</h1>
      <p className="mt-2 text-ink-muted">{t('notFoundDescription')}</p>
      <Link href="/" className="mt-6 rounded-md bg-brand px-5 py-2.5 font-medium text-brand-contrast hover:opacity-90">
        {tc('continueShopping')}
      </Link>
    </div>
  );
}
