'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useDeferredPart } from '@/components/layout/deferred-part';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Link } from '@/i18n/navigation';
import type { CartControls } from '@/lib/cart/cart-controls';
import { cartItemCount } from '@/lib/cart/items';
import type { MoneyDisplay } from '@/lib/cart/money';
import { useCart } from '@/lib/queries/use-cart';
import { paths } from '@/lib/routes/paths';
import { startSignIn } from '@/lib/session/browser-storage';
import { CART_BUTTON, CartButtonFace } from './cart-button';
import type { MiniCartProps } from './mini-cart';

interface Props {
  money: MoneyDisplay;
  controls?: CartControls;
  /** 'link' for the mobile header: the icon goes straight to the cart. */
  variant?: 'dropdown' | 'link';
}

const loadMiniCart = () => import('./mini-cart').then((m) => m.default);

/** spec §2 header cart: icon with item-count badge and a dropdown of the items with a button to /cart. */
export function HeaderCart({ money, controls = 'cart', variant = 'dropdown' }: Props) {
  const t = useTranslations('header');
  const { data } = useCart();
  const buttonId = `cart-${useId()}`;
  const { Part: MiniCart, standIn } = useDeferredPart<MiniCartProps>(loadMiniCart);
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
  if (MiniCart) return <MiniCart buttonId={buttonId} cart={cart} count={count} label={label} money={money} />;
  return (
    <div className="relative">
      <button {...standIn(buttonId)} className={CART_BUTTON} aria-label={label}>
        <CartButtonFace count={count} />
      </button>
    </div>
  );
}
