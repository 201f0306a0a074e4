/**
 * Every React Query key of the storefront. Everything under `cart` is the shopper's cart or derived
 * from it (delivery plans), so invalidating `cart` reloads both (spec §4 reloads).
 */
export const queryKeys = {
  cart: ['cart'] as const,
  deliveryPlans: ['cart', 'delivery-plans'] as const,
  outlets: ['outlets'] as const,
  /** Home delivery's business hours: the merchant's, the same for every shopper. */
  deliverySchedule: ['delivery-schedule'] as const,
  countryInfo: (country: string) => ['places', 'country', country] as const,
  citiesOfDistrict: (districtId: string) => ['places', 'district', districtId] as const,
  city: (cityId: string) => ['places', 'city', cityId] as const,
  product: (productId: string, varianceKey: string) => ['product', productId, varianceKey] as const,
  quickSearch: (locale: string, currency: string | null, inventoryId: string | null, query: string) =>
    ['quick-search', locale, currency, inventoryId, query] as const,
  /** The header's menus of a shopper context: one fetch for the desktop bar and the phone menu. */
  menus: (locale: string, currency: string, inventoryId: string | null) => ['menus', locale, currency, inventoryId] as const,
  session: ['shopper-session'] as const,
  /** The signed-in customer's profile, addresses included (spec §4: profile changes reload it). */
  profile: ['profile'] as const,
  /** The signed-in customer's wish list: every key (hearts, header count) and pages of the account page. */
  wishList: ['wish-list'] as const,
  wishListKeys: ['wish-list', 'keys'] as const,
  wishListPages: ['wish-list', 'page'] as const,
  wishListPage: (first: number, after: number) => ['wish-list', 'page', first, after] as const,
  /** The signed-in customer's saved cards (spec §4: card deletion reloads the list). */
  cards: ['cards'] as const,
  /** The signed-in affiliate's links, statistics and report; a link change reloads them all. */
  affiliate: ['affiliate'] as const,
  affiliateLinks: ['affiliate', 'links'] as const,
  affiliateStatistics: (from: string, to: string) => ['affiliate', 'statistics', from, to] as const,
  affiliateReport: (page: number, size: number) => ['affiliate', 'report', page, size] as const,
};
