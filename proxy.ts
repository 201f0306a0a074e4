import type { NextRequest } from 'next/server';
import { chooseLanguage, redirectDefaultLocale, withLocaleCookie } from '@/lib/proxy/language';
import { openShop } from '@/lib/proxy/open-shop';
import { cacheHeaders, markForFront } from '@/lib/proxy/page-caching';
import { refuseContextSegment, refuseMethod } from '@/lib/proxy/refuse';
import { rewritePage } from '@/lib/proxy/rewrite-page';
import { rewriteTarget } from '@/lib/proxy/rewrite-target';
import { keepInventoryCookie, shopperContext } from '@/lib/proxy/shopper-context';
import { limitSitemap } from '@/lib/proxy/sitemap';
import { isAnswer } from '@/lib/proxy/visit';

/**
 * Resolves the shopper context (language, currency, inventory location) and maintenance mode for every
 * page request, then rewrites to `/{context}/{path}` so each page renders statically per context.
 * Each step lives in lib/proxy/ with its own test; a step that answers the request ends the pipeline.
 */
export async function proxy(request: NextRequest) {
  const refused = refuseMethod(request) ?? (await limitSitemap(request)) ?? refuseContextSegment(request) ?? redirectDefaultLocale(request);
  if (refused) return refused;
  const visit = await chooseLanguage(request);
  if (isAnswer(visit)) return visit;
  const shop = await openShop(visit);
  if (isAnswer(shop)) return shop;
  const context = shopperContext(shop);
  const target = rewriteTarget(shop, context);
  if (isAnswer(target)) return target;

  const res = await rewritePage(shop, target);
  cacheHeaders(res, shop);
  keepInventoryCookie(res, shop, context);
  // Remembered on the first visit too, so later answers depend on cookies only (the front cache's key).
  withLocaleCookie(res, request, shop.locale);
  markForFront(res, shop, context);
  return res;
}

export const config = {
  // Every path but real assets: the BFF, Next's own files, /media images, the shipped /merchant-resources, the
  // home-screen icons, the trackers' worker (/~partytown), the health probes and the metadata routes but the sitemap (rate-limited here). A page address ending in
  // `.png` is still a page address, so no extension skips the proxy.
  matcher: [
    '/((?!api/|_next/|media/|merchant-resources/|icons/|app-icon/|~partytown/|manifest\.webmanifest$|robots\.txt$|favicon\.ico$|healthz$|readyz$).*)',
  ],
};
