import { bffRoute } from '@/lib/bff/route';
import { loadWishList } from '@/lib/wishlist/wish-list-page.server';
import { wishListQuery } from '@/lib/wishlist/wish-list-schemas';

/**
 * GET /api/wishlist?first&after — the signed-in customer's wish list keys and, with `first` above 0,
 * that page of entries with image, name, variant, price and stock at their location. Anyone else: 401.
 */
export const GET = bffRoute({ shopper: 'customer', query: wishListQuery }, ({ call, query }) => loadWishList(call, query));
