'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { cartControls, type CartControls } from '@/lib/cart/cart-controls';
import { useShopperSession } from '@/lib/queries/use-shopper-session';

/** The merchant's modes (spec §6) that client controls need; catalogue pages are the same for everyone. */
export interface ShopModes {
  registeredOnly: boolean;
  pricesHidden: boolean;
}

const ShopModesContext = createContext<ShopModes>({ registeredOnly: false, pricesHidden: false });

export function ShopModesProvider({ value, children }: { value: ShopModes; children: ReactNode }) {
  return <ShopModesContext.Provider value={value}>{children}</ShopModesContext.Provider>;
}

export function useShopModes(): ShopModes {
  return useContext(ShopModesContext);
}

/**
 * How this shopper's cart and buy controls show (spec §6). Signed in or not is only asked on a
 * registered-users-only site, in the browser, so the cached page stays one page for everyone.
 */
export function useCartControls(catalogueMode: boolean): CartControls {
  const { registeredOnly } = useShopModes();
  const { data: session } = useShopperSession({ enabled: registeredOnly && !catalogueMode });
  return cartControls({ useSiteAsCatalog: catalogueMode, isRegisteredUsersOnly: registeredOnly }, session?.signedIn === true);
}
