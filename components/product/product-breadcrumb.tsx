import { useLocale, useTranslations } from 'next-intl';
import { LocaleLink } from '@/components/common/locale-link';
import type { CategoryRef } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';
import { paths } from '@/lib/routes/paths';

/** Spec §2 breadcrumb: home, the product's categories (each a search by cat/{primaryTag}), the product. */
export function ProductBreadcrumb({ categories, name }: { categories: CategoryRef[]; name: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const link = 'text-ink-muted underline-offset-2 hover:text-ink hover:underline';
  return (
    <nav aria-label={t('product.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <LocaleLink href="/" className={link}>
            {t('common.home')}
          </LocaleLink>
        </li>
        {categories.map((c) => (
          <li key={c.id} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-neutral-400">
              /
            </span>
            <LocaleLink href={paths.search({ tags: [`cat/${c.primaryTag}`] })} className={link}>
              {localize(c.name, locale)}
            </LocaleLink>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="text-neutral-400">
            /
          </span>
          <span aria-current="page" className="text-ink">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
