import type { BannerItem } from '@/lib/api/schemas';
import { onlyLocale } from '@/lib/i18n/localize';

/**
 * The banner's items with their texts in the shopper's language only: the carousel is a client component,
 * so every language of every caption would otherwise travel in the page's payload.
 */
export function bannerItemsIn(items: BannerItem[], locale: string): BannerItem[] {
  return items.map((item) => ({
    ...item,
    caption: onlyLocale(item.caption, locale),
    description: onlyLocale(item.description, locale),
    button: item.button && { ...item.button, label: onlyLocale(item.button.label, locale) },
  }));
}
