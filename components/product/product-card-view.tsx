'use client';

import { useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/common/locale-link';
import { WishListButton } from '@/components/wishlist/wish-list-button';
import { CardAddButton } from './card-add-button';
import { CardImages } from './card-images';
import { usePriceDisplay } from './price-display-context';
import { PriceLine, type PriceText } from './price-line';
import { QuickViewButton } from './quick-view-button';

/**
 * What a card shows, in the fewest bytes: a page repeats it twenty times and more in its RSC payload.
 * Optional fields are left out at their usual value.
 */
export interface CardData {
  href: string;
  /** The product's name in the page's language. */
  name: string;
  /** Image references of the card's variant: the main image and the one shown on hover. */
  first: string;
  second?: string;
  /** The variant's product id, and the wish list's (its base product) when that differs. */
  id: string;
  baseId?: string;
  varianceKey: string;
  /** None when prices are hidden or the product has none in the shopper's currency. */
  price?: Omit<PriceText, 'discountPercent'>;
  /**
   * 'quickView' in catalogue mode, 'soldOut' when it cannot be added, 'choose' when Add to Cart opens the
   * quick view to choose a variance; otherwise Add to Cart adds this variant at once.
   */
  action?: 'quickView' | 'soldOut' | 'choose';
}

interface Props {
  card: CardData;
  heading?: 'h2' | 'h3';
  /** Cards in the first visible row load their image at once. */
  eager?: boolean;
  /** A carousel's slide (snap points: .carousel-slide in app/globals.css), else a grid's item. */
  slide?: boolean;
}

/**
 * Spec §2 product card: image (second on hover), name, price, wish list heart, add button or out-of-stock
 * label, as a list item. Its markup is client code, so the page's payload carries the card's data, not its
 * elements (and the price display once a list, by PriceDisplayProvider); its classes are the `card-*`
 * component classes of `app/globals.css`.
 */
export function ProductCardView({ card, heading: Heading = 'h3', eager = false, slide = false }: Props) {
  const t = useTranslations('product');
  const tq = useTranslations('quickView');
  const display = usePriceDisplay();
  // The quick view fetches the product when it opens: a card sends its variant's id, not its data.
  const variant = { productId: card.id, varianceKey: card.varianceKey, productName: card.name, display };

  return (
    // The list item too, so a list's payload has no element of its own for each card.
    <li className={slide ? 'carousel-slide' : undefined}>
      {/* `group`: the image and name react to hovering anywhere on the card. */}
      <article className="group card">
        <LocaleLink href={card.href} className="card-link">
          <CardImages first={card.first} second={card.second} eager={eager} />
          <Heading className="card-name">{card.name}</Heading>
        </LocaleLink>
        <div className="card-wish">
          <WishListButton productId={card.baseId ?? card.id} varianceKey={card.varianceKey} productName={card.name} compact />
        </div>
        {card.price && <PriceLine text={card.price} size="card" tax={display.taxDisplay} />}
        <div className="mt-auto">
          {card.action === 'quickView' ? (
            <QuickViewButton
              {...variant}
              catalogueMode
              label={tq('open')}
              accessibleLabel={`${tq('open')}: ${card.name}`}
              href={card.href}
            />
          ) : card.action === 'soldOut' ? (
            <p className="card-sold-out">{t('outOfStock')}</p>
          ) : (
            <CardAddButton {...variant} href={card.href} choose={card.action === 'choose'} />
          )}
        </div>
      </article>
    </li>
  );
}
