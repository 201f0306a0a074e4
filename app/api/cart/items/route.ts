import type { NextRequest } from 'next/server';
import { addToCart, deleteCartItem, updateCartItem } from '@/lib/api/cart';
import { addToCartRequest, deleteCartItemQuery, updateCartRequest } from '@/lib/api/cart-schemas';
import { mutate, readBody, readQuery } from '../_lib/bff';

/** Adds a product variant to the shopper's cart. */
export function POST(request: NextRequest) {
  return mutate(request, async (ctx) => addToCart(ctx, await readBody(request, addToCartRequest)));
}

/** Sets the quantity of a product variant already in the cart. */
export function PATCH(request: NextRequest) {
  return mutate(request, async (ctx) => updateCartItem(ctx, await readBody(request, updateCartRequest)));
}

/** Removes a product variant: `?productId=&variance=`. */
export function DELETE(request: NextRequest) {
  return mutate(request, async (ctx) => deleteCartItem(ctx, readQuery(request, deleteCartItemQuery)));
}
