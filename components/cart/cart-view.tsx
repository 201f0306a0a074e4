'use client';

import { useTranslations } from 'next-intl';
import { LoadingScreen } from '@/components/common/loading-screen';
import { primaryButton } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Cart } from '@/lib/api/cart-schemas';
import { cartLines } from '@/lib/cart/items';
import type { MoneyDisplay } from '@/lib/cart/money';
import { useCart } from '@/lib/queries/use-cart';
import { paths } from '@/lib/routes/paths';
import type { DeliveryRange } from '@/lib/cart/price-notes';
import { CartLine } from './cart-line';
import { CartDeliveryNote, CartTaxNote } from './cart-price-notes';
import { CartTotals } from './cart-totals';
import { CartWarnings } from './cart-warnings';
import { EmptyCart } from './empty-cart';
import { PromoCode } from './promo-code';
import { useSignInMergeMessage } from './sign-in-merge-notice';

interface Props {
  /** The cart as the server read it for this request; null when the shopper has none, undefined when unread. */
  initialCart: Cart | null | undefined;
  money: MoneyDisplay;
  /** The delivery plans' span at the shopper's location, in their currency; null when unknown. */
  delivery?: DeliveryRange | null;
}

/** spec §2 cart page: items with quantity and remove, warnings, promo code, totals, checkout. */
export function CartView({ initialCart, money, delivery = null }: Props) {
  const t = useTranslations();
  const { data: cart, isPending } = useCart({ initialData: initialCart });
  const reducedAtSignIn = useSignInMergeMessage(cart?.reducedAtSignIn ?? []);
  if (isPending) return <LoadingScreen label={t('common.loading')} />;
  const lines = cartLines(cart);
  if (!cart || lines.length === 0) return <EmptyCart />;

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <CartWarnings cart={cart} />
      <section aria-labelledby="cart-title">
        <h1 id="cart-title" className="mb-2 text-2xl font-semibold">
          {t('cart.title')}
        </h1>
        <p className="text-ink-muted">{t('cart.itemCount', { count: cart.itemCount })}</p>
        {reducedAtSignIn && (
          <p role="status" className="my-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {reducedAtSignIn}
          </p>
        )}
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
          {lines.map((line) => (
            <CartLine key={line.itemKey} line={line} currency={cart.selectedCurrency} money={money} />
          ))}
        </ul>
        <CartTaxNote money={money} />
      </section>
      <aside
        className="h-fit space-y-6 rounded-lg border border-neutral-200 p-4 lg:sticky lg:top-24"
        aria-label={t('checkout.orderSummary')}
      >
        <PromoCode cart={cart} money={money} />
        <CartTotals cart={cart} money={money} />
        <CartDeliveryNote cart={cart} money={money} delivery={delivery} />
        <Link href={paths.checkout()} className={`${primaryButton} w-full`}>
          {t('cart.checkout')}
        </Link>
      </aside>
    </div>
  );
}
