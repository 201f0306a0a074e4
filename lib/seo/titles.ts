import { routing, type Locale } from '@/i18n/routing';
import type { LocalizedText } from '@/lib/api/schemas';

/**
 * A page title followed by the shop's name, unless the title already carries it: merchants often
 * write SEO titles such as 'Clay Curry Pot | Lanka Living', which must not become '… | Lanka Living | Lanka Living'.
 */
export function titleWithSiteName(title: string, merchantName: string, template: (title: string) => string): string {
  const own = title.trim();
  const name = merchantName.trim();
  if (!own) return name;
  if (name && own.toLocaleLowerCase().includes(name.toLocaleLowerCase())) return own;
  return template(own);
}

/**
 * Whether the merchant's own SEO text (one untranslated string, written for the shop's default
 * language) may stand for a page in `locale`: always in the default language, and in another only
 * when the page has no text of its own in that language to build a title from.
 */
export function merchantSeoTextApplies(locale: Locale, pageText?: LocalizedText | null): boolean {
  if (locale === routing.defaultLocale) return true;
  return !pageText?.[locale]?.trim();
}

export interface SearchTitleTexts {
  /** 'Search results for {query}' in the shopper's language. */
  forQuery: (query: string) => string;
  /** 'All products' in the shopper's language. */
  all: string;
}

/**
 * The title of a search page as the heading reads it: the query's results, else the one category
 * the page lists (a category landing page), else all products.
 */
export function searchPageTitle(query: string | undefined, categoryLabel: string | null, texts: SearchTitleTexts): string {
  const q = query?.trim();
  if (q) return texts.forQuery(q);
  if (categoryLabel?.trim()) return categoryLabel.trim();
  return texts.all;
}

/** The home page's title: the merchant's SEO title in the default language, the shop's own title in the others. */
export function homePageTitle(locale: Locale, merchantTitle: string | null | undefined, localizedTitle: string): string {
  const own = merchantTitle?.trim();
  return own && locale === routing.defaultLocale ? own : localizedTitle;
}
