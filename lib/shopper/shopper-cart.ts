import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { loadCart } from '@/lib/api/cart';
import type { Cart } from '@/lib/api/cart-schemas';
import { getSiteSchema } from '@/lib/api/catalogue';
import type { CallContext } from '@/lib/api/client';
import type { SiteSchema } from '@/lib/api/schemas';
import { cartControls } from '@/lib/cart/cart-controls';
import { localizedPath, paths } from '@/lib/routes/paths';
import type { ShopperContext } from './context';
import { readGuestSession } from './guest-session';

/** Who is asking, for a per-shopper page: the guest session cookie and the context's location. */
export async function pageCallContext(shopper: ShopperContext): Promise<CallContext> {
  return { guestSession: await readGuestSession(), inventoryId: shopper.inventoryId, token: null };
}

/**
 * The shopper's cart for a page's first render: null when they have none, undefined when it could not
 * be read (the page then loads it in the browser instead of claiming the cart is empty).
 */
export async function pageCart(shopper: ShopperContext): Promise<Cart | null | undefined> {
  const ctx = await pageCallContext(shopper);
  if (!ctx.guestSession && !ctx.token) return null;
  try {
    return await loadCart(ctx, shopper.currency);
  } catch (e) {
    console.error('reading the cart for a page failed', e);
    return undefined;
  }
}

/**
 * What the cart and checkout pages start from. spec §6: catalogue mode has no cart at all (404); a
 * registered-users-only site sends guests to sign in, and back to `returnTo` (the page's path) after.
 */
export async function cartPageData(shopper: ShopperContext, returnTo: string): Promise<{ schema: SiteSchema; cart: Cart | null | undefined }> {
  const schema = await getSiteSchema();
  const controls = cartControls(schema.generalSettings, !!(await pageCallContext(shopper)).token);
  if (controls === 'hidden') notFound();
  if (controls === 'login') {
    const back = localizedPath(shopper.locale, returnTo);
    redirect(localizedPath(shopper.locale, paths.login(back)));
  }
  return { schema, cart: await pageCart(shopper) };
}
