'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { AddToCart } from '@/components/cart/add-to-cart';
import { useCartControls } from '@/components/cart/shop-modes';
import type { Product } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { PriceBlock, type PriceDisplay } from './price-block';

/** Far beyond any page: stretches the observed viewport one way. */
const FAR = 100_000;

interface Props {
  /** The product page's own actions: the bar shows once they have scrolled up out of view. */
  watch: RefObject<HTMLElement | null>;
  product: Product;
  quantity: number;
  display: PriceDisplay;
  catalogueMode: boolean;
  /** 'Please select Size' while a variance has no value: said in place of the button, which leads to it. */
  missing: string | null;
  /** Brings the page's own variance choice into view. */
  onChooseVariance: () => void;
  /** The page's cart form, which the bar's Add to Cart submits. */
  form: string;
}

/**
 * On phones, once the Add to Cart button has scrolled away: the product's name, price and the same
 * add/update action at the bottom of the screen (spec §5/§6 rules through the same AddToCart). It goes
 * while the footer is in view, so the footer's last links are never under it; it floats over the page
 * (no layout shift) and the toasts sit at the top.
 */
export function StickyPurchaseBar({ watch, product, quantity, display, catalogueMode, missing, onChooseVariance, form }: Props) {
  const t = useTranslations('product');
  const name = localize(product.name, useLocale());
  const controls = useCartControls(catalogueMode);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const actions = watch.current;
    if (!actions || typeof IntersectionObserver === 'undefined') return;
    const footer = document.querySelector('footer');
    let scrolledPast = false;
    let footerInView = false;
    const update = () => setShown(scrolledPast && !footerInView);
    // The viewport stretched far down (or up): a jump straight past the element still crosses its edge,
    // where a plain observer would see "not in view" twice and say nothing.
    const past = new IntersectionObserver(
      ([entry]) => {
        scrolledPast = entry !== undefined && !entry.isIntersecting;
        update();
      },
      { rootMargin: `0px 0px ${FAR}px 0px` },
    );
    const reached = new IntersectionObserver(
      ([entry]) => {
        footerInView = entry?.isIntersecting ?? false;
        update();
      },
      { rootMargin: `${FAR}px 0px 0px 0px` },
    );
    past.observe(actions);
    if (footer) reached.observe(footer);
    return () => {
      past.disconnect();
      reached.disconnect();
    };
  }, [watch]);

  // Catalogue mode has no cart action to repeat.
  if (!shown || controls === 'hidden') return null;
  // Outside <main>: the page's own button stays the one Add to Cart there.
  return createPortal(
    <div
      role="region"
      aria-label={t('purchaseBar')}
      data-testid="sticky-purchase-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-300 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden"
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-ink">{name}</p>
          <PriceBlock product={product} display={display} size="card" />
        </div>
        {missing ? (
          <button
            type="button"
            onClick={onChooseVariance}
            className="min-h-11 shrink-0 rounded-md border border-ink px-3 text-sm font-semibold text-ink"
          >
            {missing}
          </button>
        ) : (
          <AddToCart product={product} quantity={quantity} currency={display.code} controls={controls} className="shrink-0" form={form} />
        )}
      </div>
    </div>,
    document.body,
  );
}
