'use client';

import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { useFormStatus } from 'react-dom';
import { AddToCart } from '@/components/cart/add-to-cart';
import { CartForm } from '@/components/cart/cart-form';
import { PriceBlock, type PriceDisplay } from '@/components/product/price-block';
import { Link } from '@/i18n/navigation';
import type { CartControls } from '@/lib/cart/cart-controls';
import { varianceLabels } from '@/lib/cart/items';
import { localize } from '@/lib/i18n/localize';
import { mediaSrc } from '@/lib/images/media';
import { stockBadge } from '@/lib/product/stock-label';
import { productHref } from '@/lib/routes/paths';
import type { WishListEntry } from '@/lib/wishlist/wish-list-schemas';

interface Props {
  entry: WishListEntry;
  display: PriceDisplay;
  controls: CartControls;
  /** The list's `changeWishList` (its answer is said by the list: the row leaves with it). */
  remove: (form: FormData) => void;
}

/** What the entry says about stock or availability: a key of the `product` or the `wishlist` messages. */
function stateKey(entry: WishListEntry): ['product', 'inStock' | 'outOfStock'] | ['wishlist', 'variantGone' | 'unavailable'] {
  switch (entry.state) {
    case 'available':
      return ['product', entry.product ? stockBadge(entry.product) : 'outOfStock'];
    case 'outOfStock':
      return ['product', 'outOfStock'];
    case 'variantGone':
      return ['wishlist', 'variantGone'];
    case 'unavailable':
      return ['wishlist', 'unavailable'];
  }
}

/**
 * One entry: image, name, variant, price in the shopper's currency, stock, add to cart and remove.
 * Out-of-stock, gone or disabled entries stay listed and say so; only remove is offered for those gone.
 */
export function WishListEntryRow({ entry, display, controls, remove }: Props) {
  const tp = useTranslations('product');
  const tw = useTranslations('wishlist');
  const locale = useLocale();
  const { product, state } = entry;
  const name = product ? localize(product.name, locale) : tw('unavailable');
  const [ns, key] = stateKey(entry);
  const stateText = ns === 'product' ? tp(key) : tw(key);
  const variances = product && state !== 'variantGone' ? varianceLabels(product, locale) : '';

  return (
    <li className="grid grid-cols-[5rem_minmax(0,1fr)] gap-4 py-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto]" data-testid="wish-list-entry">
      {product ? (
        <Image
          src={mediaSrc(product.imageReference, 'thumbnail')}
          alt=""
          width={96}
          height={96}
          className="size-20 rounded object-cover sm:size-24"
        />
      ) : (
        <div aria-hidden="true" className="size-20 rounded bg-neutral-100 sm:size-24" />
      )}
      <div className="min-w-0 space-y-1">
        {product ? (
          <Link href={productHref(product)} className="font-medium hover:underline">
            {name}
          </Link>
        ) : (
          <p className="font-medium">{name}</p>
        )}
        {variances && <p className="text-sm text-ink-muted">{variances}</p>}
        {product && state !== 'unavailable' && <PriceBlock product={product} display={display} size="card" />}
        <p className={`text-sm font-semibold ${state === 'available' ? 'text-green-800' : 'text-accent'}`}>{stateText}</p>
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        {product && state === 'available' && (
          <CartForm productId={product.id} varianceKey={product.varianceKey} name={name} mode="add" quantity={1}>
            <AddToCart product={product} currency={display.code} controls={controls} size="card" />
          </CartForm>
        )}
        <form action={remove}>
          <input type="hidden" name="baseId" value={entry.baseId} />
          <input type="hidden" name="varianceKey" value={entry.varianceKey} />
          <input type="hidden" name="action" value="remove" />
          <RemoveButton name={name} />
        </form>
      </div>
    </li>
  );
}

/** Remove, busy while its own form's Server Function answers. */
function RemoveButton({ name }: { name: string }) {
  const tc = useTranslations('cart');
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className="min-h-11 rounded-md px-3 text-sm font-medium text-accent underline hover:no-underline aria-disabled:opacity-60"
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      aria-label={`${tc('remove')}: ${name}`}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {tc('remove')}
    </button>
  );
}
