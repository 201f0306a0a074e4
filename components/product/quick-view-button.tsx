'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { Product } from '@/lib/api/schemas';
import type { PriceDisplay } from './price-block';

// The dialog (Headless UI, selectors, gallery) loads only when a shopper opens it.
const QuickViewDialog = dynamic(() => import('./quick-view-dialog').then((m) => m.QuickViewDialog), { ssr: false });

interface Props {
  product: Product;
  display: PriceDisplay;
  catalogueMode: boolean;
  label: string;
  /** Names the product for screen readers, e.g. 'Add to Cart: Linen Shirt'. */
  accessibleLabel: string;
}

/** A card's add button: opens the quick view, where the variant and quantity are chosen. */
export function QuickViewButton({ product, display, catalogueMode, label, accessibleLabel }: Props) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={accessibleLabel}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className="min-h-11 w-full rounded-md bg-brand px-3 text-sm font-semibold text-brand-contrast hover:opacity-90"
      >
        {label}
      </button>
      {mounted && <QuickViewDialog product={product} display={display} catalogueMode={catalogueMode} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
