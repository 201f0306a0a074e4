import { updateWishList } from '@/lib/api/profile';
import { wishListUpdate } from '@/lib/api/profile-schemas';
import { bffRoute } from '@/lib/bff/route';
import { loadWishList, wishListKeys } from '@/lib/wishlist/wish-list-page.server';
import { wishListQuery } from '@/lib/wishlist/wish-list-schemas';

/**
 * GET /api/wishlist?first&after — the signed-in customer's wish list keys and, with `first` above 0,
 * that page of entries with image, name, variant, price and stock at their location. Anyone else: 401.
 */
export const GET = bffRoute({ shopper: 'customer', query: wishListQuery }, ({ call, query }) => loadWishList(call, query));

/** POST { baseId, varianceKey, action? } — adds, removes or toggles one entry; answers the keys. */
export const POST = bffRoute({ shopper: 'customer', body: wishListUpdate }, async ({ call, body }) =>
  wishListKeys(await updateWishList(call, body)),
);
