import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PRIVATE_CLIENT_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import { ShopperSessionSeed } from '@/lib/queries/use-shopper-session';
import { PRIVATE_ROBOTS } from '@/lib/seo/private-page';
import { getCaller } from '@/lib/session/caller.server';
import { shopperSessionOf } from '@/lib/session/shopper-session';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';
import { heartWaits } from '@/lib/wishlist/heart-after-sign-in.server';

// Every page here is one shopper's (cart, checkout, orders, payment return; the account area goes
// here too): rendered per request from their cookies, never cached for another. proxy.ts answers
// these paths with `Cache-Control: private, no-store` (PRIVATE_SECTIONS in lib/routes/paths.ts).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: PRIVATE_ROBOTS };

/** The shell of the private pages: the texts their client components read travel to the browser, and who is signed in. */
export default async function PrivateLayout({ children, params }: { children: ReactNode; params: Promise<CtxParams> }) {
  await pageContext(params);
  const [messages, caller, store] = await Promise.all([getMessages(), getCaller(), cookies()]);
  const heartWaiting = heartWaits((name) => store.get(name)?.value, caller.https);
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, PRIVATE_CLIENT_NAMESPACES)}>
      <ShopperSessionSeed session={shopperSessionOf(caller, heartWaiting)} />
      {children}
    </NextIntlClientProvider>
  );
}
