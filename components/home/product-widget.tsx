import { useTranslations } from 'next-intl';
import { ProductCarousel } from '@/components/product/product-carousel';
import type { PriceDisplay } from '@/components/product/price-block';
import { LocaleLink } from '@/components/common/locale-link';
import type { Product } from '@/lib/api/schemas';

interface Props {
  title: string;
  /** The widget's search link, for 'view all'. */
  href: string;
  products: Product[];
  display: PriceDisplay;
  catalogueMode: boolean;
  index: number;
}

/** Spec §2 home product widget: title, 'view all' to its search, a carousel of up to 8; hidden when empty. */
export function ProductWidget({ title, href, products, display, catalogueMode, index }: Props) {
  const t = useTranslations('home');
  if (products.length === 0) return null;
  const headingId = `widget-${index}`;
  return (
    <section aria-labelledby={headingId} className="widget">
      <div className="widget-head">
        <h2 id={headingId} className="widget-title">
          {title}
        </h2>
        <LocaleLink href={href} className="widget-more">
          {t('viewAll')}
          <span className="sr-only">: {title}</span>
        </LocaleLink>
      </div>
      <ProductCarousel products={products} display={display} catalogueMode={catalogueMode} />
    </section>
  );
}
