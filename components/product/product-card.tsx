import { useLocale, useTranslations } from 'next-intl';
import { WishListButton } from '@/components/wishlist/wish-list-button';
import { LocaleLink } from '@/components/common/locale-link';
import type { Product } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { canAddToCart } from '@/lib/product/price';
import { isAvailable } from '@/lib/product/quantity';
import { productHref } from '@/lib/routes/paths';
import { CardAddButton } from './card-add-button';
import { CardImages } from './card-images';
import { PriceBlock, type PriceDisplay } from './price-block';
import { QuickViewButton } from './quick-view-button';

export interface ProductCardProps {
  product: Product;
  display: PriceDisplay;
  catalogueMode: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first visible row load their image at once. */
  eager?: boolean;
}

/**
 * Spec §2 product card: image (second on hover), name, price, wish list heart, add button or out-of-stock
 * label. A page repeats it twenty times and more, in its HTML and again in its RSC payload: its classes
 * are the `card-*` component classes of `app/globals.css`, and its client parts get ids, not the product.
 */
export function ProductCard({ product, display, catalogueMode, headingLevel: Heading = 'h3', eager = false }: ProductCardProps) {
  const t = useTranslations('product');
  const tq = useTranslations('quickView');
  const locale = useLocale();
  const name = localize(product.name, locale);
  const [first, second] = product.iconUrl;
  const href = productHref(product);
  const canAdd = canAddToCart(product, display.code, isAvailable(product), display.hidden);
  // The quick view fetches the product when it opens: a card sends its variant's id, not its data.
  const variant = { productId: product.id, varianceKey: product.varianceKey, productName: name, display };

  return (
    // `group`: the image and name react to hovering anywhere on the card.
    <article className="group card">
      <LocaleLink href={href} className="card-link">
        <CardImages first={first ?? product.imageReference} second={second} eager={eager} />
        <Heading className="card-name">{name}</Heading>
      </LocaleLink>
      <div className="card-wish">
        <WishListButton productId={product.baseId} varianceKey={product.varianceKey} productName={name} compact />
      </div>
      <PriceBlock product={product} display={display} size="card" />
      <div className="mt-auto">
        {catalogueMode ? (
          <QuickViewButton {...variant} catalogueMode label={tq('open')} accessibleLabel={`${tq('open')}: ${name}`} />
        ) : canAdd ? (
          <CardAddButton {...variant} />
        ) : (
          <p className="card-sold-out">{t('outOfStock')}</p>
        )}
      </div>
    </article>
  );
}
