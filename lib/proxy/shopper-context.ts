import type { NextResponse } from 'next/server';
import { chooseCurrency } from '@/lib/currency/choose-currency';
import { isHttpsRequest } from '@/lib/session/guest-cookie';
import { COOKIES, encodeContext } from '@/lib/shopper/context';
import { preferenceCookieOptions } from '@/lib/shopper/preference-cookie';
import { resolveInventory, type InventoryResolution } from '@/lib/store-location/resolve-inventory';
import { shopLocations } from '@/lib/store-location/shop-locations';
import type { ShopVisit } from './visit';

export interface ContextChoice {
  /** `{locale}~{currency}~{inventoryId}`, the first segment of every rewritten page. */
  segment: string;
  inventory: InventoryResolution;
}

/** The shopper's currency and inventory location from their cookies and the merchant's settings. */
export function shopperContext({ request, locale, schema }: ShopVisit): ContextChoice {
  const currency = chooseCurrency(schema.currencies, schema.currency, request.cookies.get(COOKIES.currency)?.value);
  const inventory = resolveInventory(
    shopLocations(schema).map((l) => l.id),
    request.cookies.get(COOKIES.inventory)?.value,
  );
  const inventoryId = inventory.kind === 'keep' || inventory.kind === 'auto' ? inventory.inventoryId : null;
  return { segment: encodeContext({ locale, currency: currency.code, inventoryId }), inventory };
}

/** A location chosen for the shopper is remembered; one that no longer exists is forgotten. */
export function keepInventoryCookie(res: NextResponse, { request }: ShopVisit, { inventory }: ContextChoice) {
  if (inventory.kind === 'auto') {
    res.cookies.set(COOKIES.inventory, inventory.inventoryId, preferenceCookieOptions(isHttpsRequest(request.headers, request.nextUrl)));
  } else if (inventory.kind === 'clear') {
    res.cookies.delete(COOKIES.inventory);
  }
}
