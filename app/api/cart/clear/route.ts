import { clearCart, setInventoryLocation } from '@/lib/api/cart';
import { bffRoute } from '@/lib/bff/route';

/**
 * Empties the cart when the shopper switches inventory location (spec §4), and moves it to the new
 * location once one is chosen. A shopper without a cart has nothing to clear.
 */
export const POST = bffRoute({ shopper: 'existing', anonymous: () => null }, async ({ call }) => {
  const cleared = await clearCart(call);
  return call.inventoryId ? setInventoryLocation(call, call.inventoryId) : cleared;
});
