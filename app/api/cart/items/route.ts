import { addToCart, deleteCartItem, updateCartItem } from '@/lib/api/cart';
import { addToCartRequest, deleteCartItemQuery, updateCartRequest } from '@/lib/api/cart-schemas';
import { bffRoute } from '@/lib/bff/route';

/** Adds a product variant to the shopper's cart. */
export const POST = bffRoute({ shopper: 'start-guest', body: addToCartRequest }, ({ call, body }) => addToCart(call, body));

/** Sets the quantity of a product variant already in the cart. */
export const PATCH = bffRoute({ shopper: 'start-guest', body: updateCartRequest }, ({ call, body }) => updateCartItem(call, body));

/** Removes a product variant: `?productId=&variance=`. */
export const DELETE = bffRoute({ shopper: 'start-guest', query: deleteCartItemQuery }, ({ call, query }) => deleteCartItem(call, query));
