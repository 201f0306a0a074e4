'use client';

import { useTranslations } from 'next-intl';
import { CartForm, useCartFormPending } from '@/components/cart/cart-form';
import { useCartControls } from '@/components/cart/shop-modes';
import { SignInTrigger } from '@/components/cart/sign-in-trigger';
import type { PriceDisplay } from './price-block';
import { QuickViewButton } from './quick-view-button';

interface Props {
  productId: string;
  varianceKey: string;
  productName: string;
  display: PriceDisplay;
  /** The card's product page, where its form comes back to when the browser sends no Referer. */
  href: string;
  /** A variance must be chosen, so Add to Cart opens the quick view instead of adding. */
  choose: boolean;
}

/**
 * A card's Add to Cart: adds the card's variant at once (a form before the page's script runs), opens the
 * quick view when a variance must be chosen, or for a guest of a registered-users-only site starts sign-in
 * (spec §4/§6). Its label comes from the page's client messages, not with every card in the payload.
 */
export function CardAddButton({ productId, varianceKey, productName, display, href, choose }: Props) {
  const t = useTranslations('product');
  const controls = useCartControls(false);
  const label = t('addToCart');
  const accessibleLabel = `${label}: ${productName}`;
  if (controls === 'login') {
    return (
      <SignInTrigger
        item={{ productId, varianceKey, quantity: 1 }}
        className="card-button flex items-center justify-center"
        aria-label={accessibleLabel}
      >
        {label}
      </SignInTrigger>
    );
  }
  if (choose) {
    return (
      <QuickViewButton
        productId={productId}
        varianceKey={varianceKey}
        productName={productName}
        display={display}
        catalogueMode={false}
        label={label}
        accessibleLabel={accessibleLabel}
        href={href}
      />
    );
  }

  return (
    <CartForm productId={productId} varianceKey={varianceKey} name={productName} mode="add" quantity={1}>
      <CardAddSubmit label={label} accessibleLabel={accessibleLabel} />
    </CartForm>
  );
}

function CardAddSubmit({ label, accessibleLabel }: { label: string; accessibleLabel: string }) {
  const pending = useCartFormPending();
  return (
    <button
      type="submit"
      name="intent"
      value="add"
      className="card-button"
      aria-label={accessibleLabel}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
    >
      {label}
    </button>
  );
}
