import type { NextRequest } from 'next/server';
import { clearCart, setInventoryLocation } from '@/lib/api/cart';
import { assertSameOrigin, errorResponse, json, shopperContext } from '../_lib/bff';

/**
 * Empties the cart when the shopper switches inventory location (spec §4), and moves it to the new
 * location once one is chosen. A shopper without a cart has nothing to clear.
 */
export async function POST(request: NextRequest) {
  try {
    assertSameOrigin(request);
    const ctx = await shopperContext({ create: false });
    if (!ctx.guestSession && !ctx.token) return json(null);
    const cleared = await clearCart(ctx);
    return json(ctx.inventoryId ? await setInventoryLocation(ctx, ctx.inventoryId) : cleared);
  } catch (e) {
    return errorResponse(e);
  }
}
