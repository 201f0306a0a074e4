'use client';

import { useLocale } from 'next-intl';
import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/routes/paths';
import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use';
import type { PriceDisplay } from './price-block';

// The dialog (Headless UI, selectors, gallery) loads when a shopper first points at, focuses or presses the button.
const loadQuickViewDialog = () => import('./quick-view-dialog').then((m) => m.QuickViewDialog);

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
  /** The product's page (unprefixed): before the script runs the button goes there, where the choice is made. */
  href: string;
}

/** A card's add button: opens the quick view, where the variant and quantity are chosen. */
export function QuickViewButton({ productId, varianceKey, productName, display, catalogueMode, label, accessibleLabel, href }: Props) {
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { module: QuickViewDialog, failed, error, start, intent } = useLoadOnFirstUse(loadQuickViewDialog);
  // The dialog's code could not come when it was asked for: the page's error screen says so.
  if (used && failed) throw error;
  const [path, query = ''] = localizedPath(locale, href).split('?');
  return (
    <>
      {/* A GET form to the product page: the first tap still leads to the choice before the script runs. */}
      <form method="get" action={path} className="contents">
        {[...new URLSearchParams(query)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          aria-haspopup="dialog"
          aria-label={accessibleLabel}
          {...intent}
          onClick={(event) => {
            event.preventDefault();
            start();
            setUsed(true);
            setOpen(true);
          }}
          className="card-button"
        >
          {label}
        </button>
      </form>
      {used && QuickViewDialog && (
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
