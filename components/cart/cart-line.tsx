'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { QuantitySelector } from '@/components/product/quantity-selector';
import { useAnnounce } from '@/components/ui/live-region';
import { focusPageHeading } from '@/components/ui/focus';
import { Link } from '@/i18n/navigation';
import type { CartItem } from '@/lib/api/cart-schemas';
import { TOAST_MS } from '@/lib/cart/add-outcome';
import { varianceLabels } from '@/lib/cart/items';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { localize } from '@/lib/i18n/localize';
import { mediaSrc } from '@/lib/images/media';
import { availableQuantity } from '@/lib/product/quantity';
import { useRemoveCartItem, useUpdateCartItem } from '@/lib/queries/use-cart';
import { productHref } from '@/lib/routes/paths';

interface Props {
  line: CartItem;
  currency: string;
  money: MoneyDisplay;
}

/** One cart item: quantity within the stock of the location (spec §5), remove, line total. */
export function CartLine({ line, currency, money }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const { product } = line;
  const name = localize(product.name, locale);
  const variances = varianceLabels(product, locale);
  const target = { productId: product.id, varianceKey: product.varianceKey };
  const busy = update.isPending || remove.isPending;
  const announce = useAnnounce();

  function setQuantity(quantity: number) {
    if (quantity === line.quantity) return;
    update.mutate(
      { ...target, quantity },
      {
        onSuccess: () => announce(t('cart.quantityChanged', { name, quantity })),
        onError: () => toast.error(t('toast.addToCartFailed'), { duration: TOAST_MS }),
      },
    );
  }

  // The line leaves the page with the focused button: focus goes to the page heading instead of <body>.
  function removeLine() {
    if (busy) return;
    // mutateAsync: this line unmounts when the cart answers, and mutate's own callbacks would not run.
    remove.mutateAsync(target).then(
      () => {
        focusPageHeading();
        announce(t('cart.lineRemoved', { name }));
      },
      // A failure changes nothing on the page: the cart reloads either way (spec §4).
      () => undefined,
    );
  }

  return (
    <li
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-4 py-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto]"
      data-testid="cart-line"
      aria-busy={busy}
    >
      <Image
        src={mediaSrc(product.imageReference, 'thumbnail')}
        alt=""
        width={96}
        height={96}
        className="size-20 rounded object-cover sm:size-24"
      />
      <div className="min-w-0 space-y-2">
        <Link href={productHref(product)} className="font-medium hover:underline">
          {name}
        </Link>
        {variances && <p className="text-sm text-ink-muted">{variances}</p>}
        {!money.hidden && line.unitPrice !== null && (
          <p className="text-sm">
            {cartMoney(line.unitPrice, currency, money, locale)}
            {money.taxDisplay && (
              <span className="text-ink-muted" data-testid="tax-note">
                {' · '}
                {money.taxDisplay === 'INCLUDED' ? t('product.taxIncluded') : t('product.taxAddedAtCheckout')}
              </span>
            )}
          </p>
        )}
        <div role="group" aria-label={name}>
          <QuantitySelector value={line.quantity} max={availableQuantity(product)} onChange={setQuantity} busy={busy} />
        </div>
      </div>
      <div className="col-span-2 flex items-center justify-between gap-4 sm:col-span-1 sm:flex-col sm:items-end">
        {!money.hidden && line.itemTotal !== null && (
          <p className="font-semibold" data-testid="line-total">
            <span className="sr-only">{t('cart.itemTotal')}: </span>
            {cartMoney(line.itemTotal, currency, money, locale)}
          </p>
        )}
        <button
          type="button"
          className="min-h-11 rounded-md px-3 text-sm font-medium text-accent underline hover:no-underline aria-disabled:opacity-60"
          aria-disabled={busy || undefined}
          onClick={removeLine}
          aria-label={`${t('cart.remove')}: ${name}`}
        >
          {t('cart.remove')}
        </button>
      </div>
    </li>
  );
}
