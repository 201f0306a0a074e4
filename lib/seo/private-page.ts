import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

/** A page that belongs to one shopper: never indexed, its links never followed, never archived. */
export const PRIVATE_ROBOTS = { index: false, follow: false, nocache: true } as const satisfies Metadata['robots'];

/** `generateMetadata` of a private page: its title in the shopper's language (the private layout adds the robots). */
export function privatePageTitle(titleKey: string) {
  return async function generateMetadata({ params }: { params: Promise<CtxParams> }): Promise<Metadata> {
    const shopper = await pageContext(params);
    const t = await getTranslations({ locale: shopper.locale });
    return { title: t(titleKey) };
  };
}
