import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { clearCart, getDeliveryPlans, loadCart, setInventoryLocation } from '@/lib/api/cart';
import type { Cart, DeliveryPlan } from '@/lib/api/cart-schemas';
import { getSiteSchema } from '@/lib/api/catalogue';
import type { CallContext } from '@/lib/api/client';
import type { SiteSchema } from '@/lib/api/schemas';
import { cartControls } from '@/lib/cart/cart-controls';
import { scopedRequestId } from '@/lib/http/request-scope';
import { logLine } from '@/lib/logging/log-line';
import { localizedPath, paths } from '@/lib/routes/paths';
import { callContext, getCaller, hasShopper, type Caller } from '@/lib/session/caller.server';
import type { ShopperContext } from './context';

/**
 * Who is asking, for a per-shopper page: the caller, and its `CallContext` at the location the page's
 * context segment chose (the proxy may have picked it before the cookie reached the browser).
 */
export async function pageCaller(shopper: ShopperContext): Promise<{ caller: Caller; call: CallContext }> {
  const caller = await getCaller();
  return { caller, call: callContext(caller, shopper.inventoryId) };
}

/**
 * The shopper's cart for a page's first render: null when they have none, undefined when it could not
 * be read (the page then loads it in the browser instead of claiming the cart is empty).
 */
export async function pageCart(shopper: ShopperContext): Promise<Cart | null | undefined> {
  const { caller, call } = await pageCaller(shopper);
  // An identity outage is not "no cart": the browser asks again instead.
  if (caller.kind === 'unavailable') return undefined;
  if (!hasShopper(caller)) return null;
  try {
    return await loadCart(call, shopper.currency);
  } catch (e) {
    console.error('reading the cart for a page failed', e);
    return undefined;
  }
}

/**
 * The delivery plans of a cart that delivers to an address, for the checkout's first render (its plan
 * radios then work before the page's script runs); undefined otherwise, or when they could not be read.
 */
export async function pageDeliveryPlans(shopper: ShopperContext, cart: Cart | null | undefined): Promise<DeliveryPlan[] | undefined> {
  if (cart?.deliveryMethod !== 'delivery' || !cart.shippingAddress) return undefined;
  const { call } = await pageCaller(shopper);
  return getDeliveryPlans(call).catch((e: unknown) => {
    console.error('reading the delivery plans for a page failed', e);
    return undefined;
  });
}

/**
 * What the cart and checkout pages start from. spec §6: catalogue mode has no cart at all (404); a
 * registered-users-only site sends guests to sign in, and back to `returnTo` (the page's path) after.
 */
export async function cartPageData(
  shopper: ShopperContext,
  returnTo: string,
): Promise<{ schema: SiteSchema; cart: Cart | null | undefined }> {
  const schema = await getSiteSchema();
  const caller = await getCaller();
  const controls = cartControls(schema.generalSettings, caller.kind === 'customer');
  if (controls === 'hidden') notFound();
  // While the identity side is out nobody is sent to sign in: the page shows it could not load the cart.
  if (controls === 'login' && caller.kind !== 'unavailable') {
    const back = localizedPath(shopper.locale, returnTo);
    redirect(localizedPath(shopper.locale, paths.login(back)));
  }
  return { schema, cart: await pageCart(shopper) };
}

/**
 * spec §4 location switching: the shopper's cart emptied and moved to the new location (none: only emptied).
 * Answers the cart it left (null: the shopper has none yet), or undefined when it could not be emptied (catalogue
 * mode, the customer API or the identity side out): the switch goes on, and the cart shows what the API kept.
 */
export async function emptyCartForLocation(caller: Caller, inventoryId: string | null): Promise<Cart | null | undefined> {
  if (caller.kind === 'anonymous') return null;
  if (!hasShopper(caller)) return undefined;
  const call = callContext(caller, inventoryId);
  try {
    const emptied = await clearCart(call);
    return inventoryId ? await setInventoryLocation(call, inventoryId) : emptied;
  } catch (e) {
    logLine('warn', 'emptying the cart for a new location failed', {
      requestId: scopedRequestId(),
      err: e instanceof Error ? { type: e.name, message: e.message } : { type: typeof e },
    });
    return undefined;
  }
}
