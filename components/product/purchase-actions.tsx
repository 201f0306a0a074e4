'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AddToCart } from '@/components/cart/add-to-cart';
import { BuyNow } from '@/components/cart/buy-now';
import { CartForm } from '@/components/cart/cart-form';
import { useCartControls } from '@/components/cart/shop-modes';
import { WishListButton } from '@/components/wishlist/wish-list-button';
import type { Product } from '@/lib/api/schemas';
import { useCart } from '@/lib/queries/use-cart';
import { findCartLine } from '@/lib/cart/items';
import { localize } from '@/lib/i18n/localize';
import { productEvent } from '@/lib/analytics/events';
import { productItem } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';

interface Props {
  product: Product;
  quantity: number;
  /** Currency code of the shopper's context: the price in it decides whether adding is allowed. */
  currency: string;
  /** spec §5: add/buy allowed (stock, availability, price above zero or untracked stock). */
  canAdd: boolean;
  /** spec §6: catalogue mode hides cart, buy and quantity controls. */
  catalogueMode: boolean;
  /** spec §5: lets Add/Buy go ahead only once every variance is chosen (use-variance-choice.ts). */
  checkChoice?: () => boolean;
  /** The form's id, for the page's quantity field outside it. */
  formId?: string;
  /** spec §5: a variance is still unchosen (posted before the script runs, nothing is added). */
  missingChoice?: boolean;
}

/**
 * The actions under a product's price and quantity: where add to cart / update and buy now go (cart
 * feature), the wish list, and the spec §5 'out of stock' warning when adding is not allowed.
 */
export function PurchaseActions({ product, quantity, currency, canAdd, catalogueMode, checkChoice, formId, missingChoice = false }: Props) {
  const t = useTranslations('toast');
  const locale = useLocale();
  const name = localize(product.name, locale);
  // spec §6: hidden in catalogue mode, sign-in triggers for guests of a registered-users-only site.
  const controls = useCartControls(catalogueMode);
  const { data: cart } = useCart();
  const mode = findCartLine(cart, product.id, product.varianceKey) ? 'update' : 'add';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <CartForm
        id={formId}
        productId={product.id}
        varianceKey={product.varianceKey}
        name={name}
        mode={mode}
        missingChoice={missingChoice}
        soldOut={!canAdd}
        checkChoice={checkChoice}
        onAdded={(line) => track(productEvent('AddToCart', currency, productItem(product, currency, locale, line.quantity)))}
      >
        <AddToCart product={product} quantity={quantity} currency={currency} controls={controls} checkChoice={checkChoice} />
        <BuyNow product={product} quantity={quantity} currency={currency} controls={controls} checkChoice={checkChoice} />
      </CartForm>
      {!catalogueMode && !canAdd && (
        <p className="text-sm font-semibold text-accent" role="status">
          {t('outOfStock')}
        </p>
      )}
      <WishListButton productId={product.baseId} varianceKey={product.varianceKey} productName={name} />
    </div>
  );
}
