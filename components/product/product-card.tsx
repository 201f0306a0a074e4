import { useLocale } from 'next-intl';
import type { Product } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { canAddToCart } from '@/lib/product/price';
import { isAvailable } from '@/lib/product/quantity';
import { productHref } from '@/lib/routes/paths';
import { priceText, type PriceDisplay } from './price-block';
import { ProductCardView, type CardData } from './product-card-view';

export interface ProductCardProps {
  product: Product;
  display: PriceDisplay;
  catalogueMode: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first visible row load their image at once. */
  eager?: boolean;
  /** A carousel's slide, else a grid's item. */
  slide?: boolean;
}

/** A card adds at once unless a variance offers more than one value to choose from. */
export function needsChoice(product: Pick<Product, 'variances'>): boolean {
  return product.variances.some((variance) => variance.values.length > 1);
}

/** What a product's card needs of it, in the page's language and the shopper's currency. */
export function cardData(product: Product, display: PriceDisplay, catalogueMode: boolean, locale: string): CardData {
  const [first, second] = product.iconUrl;
  const price = priceText(product, display, locale);
  const action = catalogueMode
    ? 'quickView'
    : !canAddToCart(product, display.code, isAvailable(product), display.hidden)
      ? 'soldOut'
      : needsChoice(product)
        ? 'choose'
        : undefined;
  return {
    href: productHref(product),
    name: localize(product.name, locale),
    first: first ?? product.imageReference,
    ...(second !== undefined && { second }),
    id: product.id,
    ...(product.baseId !== product.id && { baseId: product.baseId }),
    varianceKey: product.varianceKey,
    // Cards show no discount badge.
    ...(price && { price: price.was === undefined ? { now: price.now } : { now: price.now, was: price.was } }),
    ...(action && { action }),
  };
}

/**
 * Spec §2 product card in its list item, drawn by client code from the card's data (ProductCardView; the
 * list around it gives the PriceDisplayProvider).
 */
export function ProductCard({ product, display, catalogueMode, headingLevel = 'h3', eager = false, slide = false }: ProductCardProps) {
  const locale = useLocale();
  return (
    <ProductCardView
      card={cardData(product, display, catalogueMode, locale)}
      {...(headingLevel !== 'h3' && { heading: headingLevel })}
      {...(eager && { eager })}
      {...(slide && { slide })}
    />
  );
}
