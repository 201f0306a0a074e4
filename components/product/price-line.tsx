import { useTranslations } from 'next-intl';
import type { TaxDisplay } from '@/lib/api/schemas';

/** A price as the shopper reads it: formatted in the context currency, the regular one beside an offer. */
export interface PriceText {
  now: string;
  /** The regular price, struck through beside the special one. */
  was?: string;
  /** The page's discount badge (percent off); cards show none. */
  discountPercent?: number;
}

/**
 * Spec §2/§5 price markup from formatted amounts: PriceBlock's on pages, and a card's (client code, fed
 * the card's strings). On cards (twenty and more a page) by the `card-price*` classes of app/globals.css.
 */
export function PriceLine({ text, size = 'page', tax }: { text: PriceText; size?: 'card' | 'page'; tax?: TaxDisplay | undefined }) {
  const price = <PriceAmount text={text} size={size} />;
  if (!tax) return price;
  return (
    // On a page the note sits beside the price when the line has room, so it costs a phone no height.
    <div className={size === 'page' ? 'flex flex-wrap items-baseline gap-x-3 gap-y-1' : 'card-price-box'}>
      {price}
      <TaxNote tax={tax} size={size} />
    </div>
  );
}

/** The merchant's word on tax, as plain text right under the price. */
export function TaxNote({ tax, size = 'page' }: { tax: TaxDisplay; size?: 'card' | 'page' }) {
  const t = useTranslations('product');
  return (
    <p className={size === 'page' ? 'text-sm text-ink-muted' : 'card-tax'} data-testid="tax-note">
      {t(tax === 'INCLUDED' ? 'taxIncluded' : 'taxAddedAtCheckout')}
    </p>
  );
}

function PriceAmount({ text, size }: { text: PriceText; size: 'card' | 'page' }) {
  const t = useTranslations('product');
  const big = size === 'page';

  if (text.was === undefined) {
    return (
      <p className={big ? 'text-2xl font-semibold text-ink' : 'card-price'} data-testid="price">
        <span className="sr-only">{t('price')}: </span>
        {text.now}
      </p>
    );
  }

  return (
    <p className={big ? 'flex flex-wrap items-baseline gap-x-2 text-2xl' : 'card-price-offer'} data-testid="price">
      <span className="price-special">
        <span className="sr-only">{t('specialPrice')}: </span>
        {text.now}
      </span>
      <s className={big ? 'text-base text-ink-muted' : 'card-price-regular'}>
        <span className="sr-only">{t('regularPrice')}: </span>
        {text.was}
      </s>
      {big && text.discountPercent !== undefined && text.discountPercent > 0 && (
        <span className="rounded bg-accent px-2 py-0.5 text-sm font-semibold text-white">
          {t('discount', { percent: text.discountPercent })}
        </span>
      )}
    </p>
  );
}
