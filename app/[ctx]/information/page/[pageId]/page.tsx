import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { cache } from 'react';
import { ContentPage } from '@/components/content/content-page';
import { getContentPage, getSiteSchema } from '@/lib/api/catalogue';
import { isApiError } from '@/lib/api/errors';
import { idParam } from '@/lib/api/schemas';
import { getSiteUrl } from '@/lib/seo/site-url.server';
import { plainText } from '@/lib/content/sanitize';
import { localize } from '@/lib/i18n/localize';
import { localizedPath, paths } from '@/lib/routes/paths';
import { offeredLocales } from '@/lib/seo/alternates';
import { pageMetadata } from '@/lib/seo/metadata';
import { titleWithSiteName } from '@/lib/seo/titles';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

interface Props {
  params: Promise<CtxParams & { pageId: string }>;
}

export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const loadPage = cache(async (pageId: string) => {
  const id = idParam.safeParse(pageId);
  if (!id.success) return null;
  try {
    return await getContentPage(id.data);
  } catch (e) {
    if (isApiError(e, 'not-found') || isApiError(e, 'bad-request')) return null;
    throw e;
  }
});

/** The page, 404 when there is none; another spelling of its id (padded) redirects to its own address. */
async function pageOrRedirect(pageId: string, locale: Locale) {
  const page = await loadPage(pageId);
  if (!page) notFound();
  if (page.id !== pageId) permanentRedirect(localizedPath(locale, paths.contentPage(page.id)));
  return page;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shopper = await pageContext(params);
  const { pageId } = await params;
  // Called here too so crawlers, whose metadata is resolved before streaming, get a real 404 or redirect.
  const [page, schema, t, siteUrl] = await Promise.all([
    pageOrRedirect(pageId, shopper.locale),
    getSiteSchema(),
    getTranslations({ locale: shopper.locale, namespace: 'seo' }),
    getSiteUrl(),
  ]);
  const title = localize(page.title, shopper.locale);
  return pageMetadata({
    siteUrl,
    path: paths.contentPage(page.id),
    locale: shopper.locale,
    locales: offeredLocales(schema.languages),
    title: titleWithSiteName(title, schema.merchantName, (own) => t('titleTemplate', { title: own, merchantName: schema.merchantName })),
    description: plainText(localize(page.content, shopper.locale), 160) || schema.seoConfigurations.merchantConfigurations.description,
    siteName: schema.merchantName,
  });
}

/** spec §2 /information/page/{pageId}: a merchant content page (footer links). */
export default async function InformationPage({ params }: Props) {
  const shopper = await pageContext(params);
  const { pageId } = await params;
  const page = await pageOrRedirect(pageId, shopper.locale);
  return (
    <ContentPage
      title={localize(page.title, shopper.locale)}
      html={localize(page.content, shopper.locale)}
      updatedDate={page.updatedDate}
    />
  );
}
