import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ctx } from 'next/root-params';
import { NotFoundScreen } from '@/components/common/not-found-screen';
import { routing } from '@/i18n/routing';
import { decodeContext } from '@/lib/shopper/context';

export async function generateMetadata(): Promise<Metadata> {
  // not-found gets no params; the shopper's language comes from the root segment.
  const locale = decodeContext((await ctx()) ?? '')?.locale ?? routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'errors' });
  return { title: t('notFoundTitle'), robots: { index: false, follow: true } };
}

/** 404 inside the shell; never indexed. */
export default function ShopNotFound() {
  return <NotFoundScreen />;
}
