'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { PriceDisplay } from './price-block';

// The dialog (Headless UI, selectors, gallery) loads only when a shopper opens it.
const QuickViewDialog = dynamic(() => import('./quick-view-dialog').then((m) => m.QuickViewDialog), { ssr: false });

interface Props {
  /** The card's variant: the quick view fetches the product itself when it opens. */
  productId: string;
  varianceKey: string;
  /** The card's product name, the dialog's title while the product loads. */
  productName: string;
  display: PriceDisplay;
  catalogueMode: boolean;
  label: string;
  /** Names the product for screen readers, e.g. 'Add to Cart: Linen Shirt'. */
  accessibleLabel: string;
}

/** A card's add button: opens the quick view, where the variant and quantity are chosen. */
export function QuickViewButton({ productId, varianceKey, productName, display, catalogueMode, label, accessibleLabel }: Props) {
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
        className="card-button"
      >
        {label}
      </button>
      {mounted && (
        <QuickViewDialog
          productId={productId}
          varianceKey={varianceKey}
          productName={productName}
          display={display}
          catalogueMode={catalogueMode}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
