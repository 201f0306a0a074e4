import type { NextRequest } from 'next/server';
import { clearCart } from '@/lib/api/cart';
import { mutate } from '../_lib/bff';

/** Empties the cart, e.g. when the shopper switches inventory location (spec §4). */
export function POST(request: NextRequest) {
  return mutate(request, (ctx) => clearCart(ctx));
}
