import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { WishListButton } from '@/components/wishlist/wish-list-button';
import { Link } from '@/i18n/navigation';
import type { Product } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { mediaSrc } from '@/lib/images/media';
import { canAddToCart } from '@/lib/product/price';
import { isAvailable } from '@/lib/product/quantity';
import { productHref } from '@/lib/routes/paths';
import { CardAddButton } from './card-add-button';
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

/** Spec §2 product card: image (second on hover), name, price, wish list heart, add button or out-of-stock label. */
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
    <article className="group relative flex h-full flex-col gap-2">
      <Link href={href} className="flex flex-col gap-2">
        <div className="relative aspect-[600/615] overflow-hidden rounded-lg bg-neutral-100">
          <Image
            src={mediaSrc(first ?? product.imageReference, 'card')}
            // The product name is the link's text right below; repeating it here reads it twice.
            alt=""
            fill
            sizes="(min-width: 1024px) 300px, 50vw"
            loading={eager ? 'eager' : 'lazy'}
            // The first row is what a search page paints largest: fetched before scripts.
            fetchPriority={eager ? 'high' : 'auto'}
            className={`object-cover transition-opacity duration-300 ${second ? 'group-hover:opacity-0 group-focus-within:opacity-0' : ''}`}
          />
          {second && (
            <Image
              src={mediaSrc(second, 'card')}
              alt=""
              fill
              sizes="(min-width: 1024px) 300px, 50vw"
              loading="lazy"
              className="object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-within:opacity-100"
            />
          )}
        </div>
        <Heading className="line-clamp-2 text-sm font-medium text-ink group-hover:underline">{name}</Heading>
      </Link>
      <div className="absolute top-2 right-2">
        <WishListButton productId={product.baseId} varianceKey={product.varianceKey} productName={name} compact />
      </div>
      <PriceBlock product={product} display={display} size="card" />
      <div className="mt-auto">
        {catalogueMode ? (
          <QuickViewButton {...variant} catalogueMode label={tq('open')} accessibleLabel={`${tq('open')}: ${name}`} />
        ) : canAdd ? (
          <CardAddButton {...variant} label={t('addToCart')} accessibleLabel={`${t('addToCart')}: ${name}`} />
        ) : (
          <p className="flex min-h-11 items-center justify-center rounded-md bg-neutral-100 text-sm font-semibold text-ink-muted">{t('outOfStock')}</p>
        )}
      </div>
    </article>
  );
}
