import { notFound } from 'next/navigation';
import { pageContext, type CtxParams } from '@/lib/shopper/page-context';

// Rendered per request: unknown paths are endless, so their 404s must not fill the page cache.
export const dynamic = 'force-dynamic';

/** Any path no route claims: the shop's own 404 inside the shell, instead of Next's bare page. */
export default async function UnknownPage({ params }: { params: Promise<CtxParams & { rest: string[] }> }) {
  await pageContext(params);
  notFound();
}
