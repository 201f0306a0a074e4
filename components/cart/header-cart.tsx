'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { HeaderPopover, hidePopover } from '@/components/layout/header-popover';
import { secondaryButton } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use';
import { Link } from '@/i18n/navigation';
import type { CartControls } from '@/lib/cart/cart-controls';
import { cartItemCount } from '@/lib/cart/items';
import type { MoneyDisplay } from '@/lib/cart/money';
import { useCart } from '@/lib/queries/use-cart';
import { paths } from '@/lib/routes/paths';
import { startSignIn } from '@/lib/session/browser-storage';
import { CART_BUTTON, CartButtonFace } from './cart-button';

interface Props {
  money: MoneyDisplay;
  controls?: CartControls;
  /** 'link' for the mobile header: the icon goes straight to the cart. */
  variant?: 'dropdown' | 'link';
}

const loadMiniCart = () => import('./mini-cart').then((m) => m.default);

/**
 * spec §2 header cart: icon with item-count badge and a dropdown of the items with a button to /cart. The
 * dropdown is the platform's popover (it opens before the page has hydrated); its list loads with the first
 * pointing at, focusing or opening of the button, and until then the panel offers the cart page.
 */
export function HeaderCart({ money, controls = 'cart', variant = 'dropdown' }: Props) {
  const t = useTranslations('header');
  const { data } = useCart();
  const panel = useRef<HTMLDivElement>(null);
  const { module: MiniCart, start } = useLoadOnFirstUse(loadMiniCart);
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
        className={CART_BUTTON}
        aria-label={label}
      >
        <CartButtonFace count={count} />
      </Link>
    );
  }
  const close = () => hidePopover(panel.current);
  return (
    <HeaderPopover
      panelRef={panel}
      label={label}
      face={<CartButtonFace count={count} />}
      buttonClassName={CART_BUTTON}
      panelClassName="w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-neutral-200 bg-white p-4 text-ink shadow-xl"
      onIntent={start}
      onOpen={start}
    >
      {MiniCart ? (
        <MiniCart cart={cart} money={money} onNavigate={close} />
      ) : (
        <>
          <p className="mb-3 font-semibold">{t('cart')}</p>
          <Link href={paths.cart()} onClick={close} className={`${secondaryButton} flex w-full`}>
            {t('viewCart')}
          </Link>
        </>
      )}
    </HeaderPopover>
  );
}
