'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/routes/paths';

const LINK = 'inline-flex min-h-6 items-center font-semibold underline underline-offset-2';

/** The way on after an add, inside its toast: the cart, or straight to checkout. */
export function CartNextSteps() {
  const t = useTranslations('toast');
  return (
    <span className="mt-1 flex gap-4">
      <Link href={paths.cart()} className={LINK}>
        {t('viewCart')}
      </Link>
      <Link href={paths.checkout()} className={LINK}>
        {t('checkout')}
      </Link>
    </span>
  );
}
