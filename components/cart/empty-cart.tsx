'use client';

import { useTranslations } from 'next-intl';
import { CartIcon } from '@/components/layout/icons';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import { Link, useRouter } from '@/i18n/navigation';

/** spec §2 cart empty page: Go to Shopping and Previous Page. */
export function EmptyCart() {
  const t = useTranslations('cart');
  const router = useRouter();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center" aria-labelledby="empty-cart-title">
      <CartIcon className="size-16 text-ink-muted" />
      <h1 id="empty-cart-title" className="text-2xl font-semibold">
        {t('empty')}
      </h1>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/" className={primaryButton}>
          {t('goToShopping')}
        </Link>
        <button type="button" className={secondaryButton} onClick={() => router.back()}>
          {t('previousPage')}
        </button>
      </div>
    </section>
  );
}
