'use client';

import { DialogTitle } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Spinner } from '@/components/common/spinner';
import { DialogShell } from '@/components/ui/dialog-shell';
import { Link } from '@/i18n/navigation';
import type { Product } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { canAddToCart } from '@/lib/product/price';
import { availableQuantity, clampQuantity, isAvailable } from '@/lib/product/quantity';
import { buildVarianceKey, selectionOf, type VarianceSelection } from '@/lib/product/variants';
import { useProduct } from '@/lib/queries/use-product';
import { paths, productHref } from '@/lib/routes/paths';
import { PriceBlock, type PriceDisplay } from './price-block';
import { ProductGallery } from './product-gallery';
import { PurchaseActions } from './purchase-actions';
import { QuantitySelector } from './quantity-selector';
import { StockBadge } from './stock-badge';
import { useVarianceChoice } from './use-variance-choice';
import { VarianceSelectors } from './variance-selectors';

export interface QuickViewProps {
  /** The card's variant: fetched through the BFF when the dialog opens (cards carry no product data). */
  productId: string;
  varianceKey: string;
  /** The card's product name: the title while the product loads. */
  productName: string;
  display: PriceDisplay;
  catalogueMode: boolean;
  open: boolean;
  onClose: () => void;
}

/** Spec §2 quick view: gallery, name, brand, variance selector, quantity (Headless UI Dialog: focus trapped, Esc closes). */
export function QuickViewDialog({ productId, varianceKey, productName, display, catalogueMode, open, onClose }: QuickViewProps) {
  const t = useTranslations('quickView');
  const tp = useTranslations('product');
  const tc = useTranslations('common');
  const { data, isError } = useProduct(productId, varianceKey);

  return (
    <DialogShell open={open} onClose={onClose} layout="sheet" closeLabel={t('close')}>
      {data ? (
        <QuickViewBody initial={data} display={display} catalogueMode={catalogueMode} onClose={onClose} />
      ) : (
        // The same two columns as the loaded view (a square image, then the texts), so nothing jumps when it arrives.
        <div className="grid gap-6 md:grid-cols-2" aria-busy={!isError}>
          <div className="aspect-square rounded-lg bg-neutral-100" />
          <div className="flex flex-col gap-4">
            <DialogTitle className="pr-10 text-xl font-semibold text-ink">{productName}</DialogTitle>
            {isError ? (
              <p className="text-sm font-semibold text-accent" role="alert">
                {tp('notAvailable')}
              </p>
            ) : (
              <Spinner label={tc('loading')} />
            )}
          </div>
        </div>
      )}
    </DialogShell>
  );
}

interface BodyProps {
  /** The card's variant as the BFF answered it. */
  initial: Product;
  display: PriceDisplay;
  catalogueMode: boolean;
  onClose: () => void;
}

function QuickViewBody({ initial, display, catalogueMode, onClose }: BodyProps) {
  const t = useTranslations('quickView');
  const tp = useTranslations('product');
  const locale = useLocale();
  const [selection, setSelection] = useState<VarianceSelection>(() => selectionOf(initial));
  const [requested, setQuantity] = useState(1);
  // The quantity field belongs to the cart form by `form=`, so the quantity it shows is the one sent.
  const formId = useId();
  const varianceKey = initial.variances.length > 0 ? buildVarianceKey(initial.variances, selection) : initial.varianceKey;
  const { data, isError, isFetching } = useProduct(initial.id, varianceKey, initial);
  const product = data ?? initial;
  const max = availableQuantity(product);
  // A variant with less stock than the quantity chosen before keeps the quantity within its stock.
  const quantity = clampQuantity(requested, max);
  const name = localize(product.name, locale);
  // spec §5: Add/Buy refuse until every variance is chosen, and say which one is missing.
  const { container, errors, checkChoice } = useVarianceChoice(product.variances, selection);

  return (
    // Tighter on a phone, so Add to Cart shows without scrolling even with a variance to choose.
    <div ref={container} className="grid gap-3 md:grid-cols-2 md:gap-6" aria-busy={isFetching}>
      <ProductGallery key={product.varianceKey} images={product.iconUrl} name={name} />
      <div className="flex flex-col gap-2 md:gap-4">
        <DialogTitle className="pr-10 text-xl font-semibold text-ink">{name}</DialogTitle>
        {product.brand.name && (
          <p className="text-sm text-ink-muted">
            {tp('brand')}:{' '}
            <Link
              href={paths.search({ tags: [`brand/${product.brand.tag}`] })}
              className="font-medium text-ink underline"
              onClick={onClose}
            >
              {product.brand.name}
            </Link>
          </p>
        )}
        <PriceBlock product={product} display={display} />
        <StockBadge product={product} />
        {isError && (
          <p className="text-sm font-semibold text-accent" role="alert">
            {tp('notAvailable')}
          </p>
        )}
        <VarianceSelectors variances={product.variances} selection={selection} onSelect={setSelection} errors={errors} />
        {!catalogueMode && (
          <QuantitySelector value={quantity} max={max} onChange={setQuantity} disabled={!isAvailable(product)} form={formId} />
        )}
        <PurchaseActions
          formId={formId}
          product={product}
          quantity={quantity}
          currency={display.code}
          canAdd={!isError && canAddToCart(product, display.code, isAvailable(product, quantity), display.hidden)}
          catalogueMode={catalogueMode}
          checkChoice={checkChoice}
        />
        <Link href={productHref(product)} className="text-sm font-medium text-ink underline">
          {t('viewDetails')}
        </Link>
      </div>
    </div>
  );
}
