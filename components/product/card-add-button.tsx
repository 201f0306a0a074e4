'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { addedToastOptions } from '@/components/cart/added-toast';
import { CartForm } from '@/components/cart/cart-form';
import { useCartControls } from '@/components/cart/shop-modes';
import { SignInTrigger } from '@/components/cart/sign-in-trigger';
import { useAnnounce } from '@/components/ui/live-region';
import { toast } from '@/components/ui/toast';
import { addToastOptions } from '@/lib/cart/add-outcome';
import { useChangeCartLine } from '@/lib/queries/use-cart';
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
  const tt = useTranslations('toast');
  const controls = useCartControls(false);
  const change = useChangeCartLine();
  const announce = useAnnounce();
  const [pending, setPending] = useState(false);
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

  async function add() {
    const line = { productId, varianceKey, quantity: 1 };
    setPending(true);
    try {
      await change.mutateAsync({ mode: 'add', line });
      toast.success(tt('addedToCart'), addedToastOptions(line));
      announce(t('addedAnnouncement', { name: productName }));
    } catch {
      toast.error(tt('addToCartFailed'), addToastOptions(line));
    } finally {
      setPending(false);
    }
  }

  return (
    <CartForm productId={productId} varianceKey={varianceKey} name={productName} mode="add" returnTo={href} quantity={1}>
      <button
        type="submit"
        name="intent"
        value="add"
        className="card-button"
        aria-label={accessibleLabel}
        aria-disabled={pending || undefined}
        aria-busy={pending || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!pending) void add();
        }}
      >
        {label}
      </button>
    </CartForm>
  );
}
