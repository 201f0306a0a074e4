'use client';

import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { CartIcon } from '@/components/layout/icons';
import { primaryButton } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Link } from '@/i18n/navigation';
import type { CartControls } from '@/lib/cart/cart-controls';
import { cartItemCount, cartLines } from '@/lib/cart/items';
import type { MoneyDisplay } from '@/lib/cart/money';
import { useCart } from '@/lib/queries/use-cart';
import { paths } from '@/lib/routes/paths';
import { startSignIn } from '@/lib/session/browser-storage';
import { MiniCartLine } from './mini-cart-line';

interface Props {
  money: MoneyDisplay;
  controls?: CartControls;
  /** 'link' for the mobile header: the icon goes straight to the cart. */
  variant?: 'dropdown' | 'link';
}

const iconButton = 'relative inline-flex size-11 items-center justify-center rounded-md text-current hover:bg-black/5';

// An empty cart shows no badge: a lone '0' would also be visible text missing from the button's name.
function Badge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-bold leading-5 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** spec §2 header cart: icon with item-count badge and a dropdown of the items with a button to /cart. */
export function HeaderCart({ money, controls = 'cart', variant = 'dropdown' }: Props) {
  const t = useTranslations('header');
  const { data } = useCart();
  // The server's HTML never knows the cart: showing it only after hydration keeps both renders equal.
  const cart = useHydrated() ? data : undefined;
  const count = cartItemCount(cart);
  const label = t('cartCount', { count });

  if (controls === 'hidden') return null;
  // spec §2: for guests of a registered-users-only site the cart leads to /login
  if (controls === 'login' || variant === 'link') {
    return (
      <Link
        href={controls === 'login' ? paths.login() : paths.cart()}
        onClick={controls === 'login' ? startSignIn : undefined}
        className={iconButton}
        aria-label={label}
      >
        <CartIcon />
        <Badge count={count} />
      </Link>
    );
  }

  const lines = cartLines(cart);
  return (
    <Popover className="relative">
      <PopoverButton className={iconButton} aria-label={label}>
        <CartIcon />
        <Badge count={count} />
      </PopoverButton>
      {/* Right after its button, not portalled: a portalled panel gets Headless UI's aria-hidden focus guards (axe aria-hidden-focus). */}
      <PopoverPanel className="absolute top-full right-0 z-50 mt-2 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-neutral-200 bg-white p-4 text-ink shadow-xl">
        <p className="mb-3 font-semibold">{t('cart')}</p>
        {lines.length === 0 || !cart ? (
          <p className="py-4 text-center text-ink-muted">{t('cartEmpty')}</p>
        ) : (
          <ul className="max-h-80 divide-y divide-neutral-200 overflow-y-auto" aria-label={t('cart')}>
            {lines.map((line) => (
              <MiniCartLine key={line.itemKey} line={line} currency={cart.selectedCurrency} money={money} />
            ))}
          </ul>
        )}
        <CloseButton as={Link} href={paths.cart()} className={`${primaryButton} mt-4 w-full`}>
          {t('viewCart')}
        </CloseButton>
      </PopoverPanel>
    </Popover>
  );
}
