import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { QueryRuntimeProvider } from '@/lib/queries/query-client';
import { PRIVATE_CLIENT_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import { PRIVATE_ROBOTS } from '@/lib/seo/private-page';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

// Every page here is one shopper's (cart, checkout, orders, payment return; the account area goes
// here too): rendered per request from their cookies, never cached for another. proxy.ts answers
// these paths with `Cache-Control: private, no-store` (PRIVATE_SECTIONS in lib/routes/paths.ts).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: PRIVATE_ROBOTS };

/** The shell of the private pages: the texts their client components read travel to the browser. */
export default async function PrivateLayout({ children, params }: { children: ReactNode; params: Promise<CtxParams> }) {
  await pageContext(params);
  const messages = await getMessages();
  // React Query is in these pages' own code (they are never a first load of the shop): lib/queries/query-client.tsx.
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, PRIVATE_CLIENT_NAMESPACES)}>
      <QueryRuntimeProvider>{children}</QueryRuntimeProvider>
    </NextIntlClientProvider>
  );
}
