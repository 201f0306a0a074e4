import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { decodeContext, type ShopperContext } from './context';

/** The params every page and layout under `app/[ctx]` receives. */
export interface CtxParams {
  ctx: string;
}

/**
 * Reads the shopper context from the route segment the proxy wrote, and enables static rendering
 * for its language. A segment that is not a context answers 404.
 */
export async function pageContext(params: Promise<CtxParams> | CtxParams): Promise<ShopperContext> {
  const { ctx } = await params;
  const shopper = decodeContext(ctx);
  if (!shopper) notFound();
  setRequestLocale(shopper.locale);
  return shopper;
}
