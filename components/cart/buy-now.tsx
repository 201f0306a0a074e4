'use client';

import { useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Link, useRouter } from '@/i18n/navigation';
import { addBlocked } from '@/lib/cart/add-outcome';
import { paths } from '@/lib/routes/paths';
import type { CartButtonProps } from './add-to-cart';
import { useCartAction } from './use-cart-action';

/** spec §4 buy now: puts the variant in the cart and, once it is there, goes to /checkout. */
export function BuyNow({ product, quantity = 1, currency, controls = 'cart', className = '' }: Omit<CartButtonProps, 'size'>) {
  const t = useTranslations('product');
  const router = useRouter();
  const { run, pending } = useCartAction(product, quantity, currency);
  const hydrated = useHydrated();
  const blocked = addBlocked(product, currency, quantity);
  const classes = `${secondaryButton} ${blocked ? 'opacity-60' : ''} ${className}`;

  if (controls === 'hidden') return null;
  if (controls === 'login') {
    return (
      <Link href={paths.login()} className={classes}>
        {t('buyNow')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      disabled={!hydrated || pending}
      aria-disabled={blocked || undefined}
      aria-busy={pending}
      onClick={async () => {
        if (await run({ quiet: true })) router.push(paths.checkout());
      }}
    >
      {t('buyNow')}
    </button>
  );
}
