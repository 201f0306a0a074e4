'use client';

import { useTranslations } from 'next-intl';
import { secondaryButton } from '@/components/ui/button';
import { useRouter } from '@/i18n/navigation';
import { addBlocked } from '@/lib/cart/add-outcome';
import { paths } from '@/lib/routes/paths';
import type { CartButtonProps } from './add-to-cart';
import { useShopModes } from './shop-modes';
import { SignInTrigger } from './sign-in-trigger';
import { useCartAction } from './use-cart-action';

/** spec §4 buy now: puts the variant in the cart and, once it is there, goes to /checkout. */
export function BuyNow({ product, quantity = 1, currency, controls = 'cart', className = '', checkChoice }: Omit<CartButtonProps, 'size'>) {
  const t = useTranslations('product');
  const router = useRouter();
  const { run, pending } = useCartAction(product, quantity, currency);
  const blocked = addBlocked(product, currency, quantity, useShopModes().pricesHidden);
  const classes = `${secondaryButton} ${blocked ? 'opacity-60' : ''} ${className}`;

  if (controls === 'hidden') return null;
  if (controls === 'login') {
    return (
      <SignInTrigger
        item={{ productId: product.id, varianceKey: product.varianceKey, quantity }}
        className={classes}
        checkChoice={checkChoice}
      >
        {t('buyNow')}
      </SignInTrigger>
    );
  }
  return (
    // Before the script runs it posts its form (CartForm), which goes on to checkout.
    <button
      type="submit"
      name="intent"
      value="buy"
      className={classes}
      aria-disabled={blocked || pending || undefined}
      aria-busy={pending}
      onClick={async (event) => {
        event.preventDefault();
        if (pending || (checkChoice && !checkChoice())) return;
        if (await run({ quiet: true })) router.push(paths.checkout());
      }}
    >
      {t('buyNow')}
    </button>
  );
}
