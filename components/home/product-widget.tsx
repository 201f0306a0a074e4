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
    <section aria-labelledby={headingId} className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4">
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold text-ink lg:text-2xl">
          {title}
        </h2>
        <LocaleLink href={href} className="inline-flex min-h-6 items-center text-sm font-medium text-ink underline underline-offset-2">
          {t('viewAll')}
          <span className="sr-only">: {title}</span>
        </LocaleLink>
      </div>
      <ProductCarousel products={products} display={display} catalogueMode={catalogueMode} />
    </section>
  );
}
