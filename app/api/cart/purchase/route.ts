import { bffRoute } from '@/lib/bff/route';
import { placeOrder } from '@/lib/cart/purchase.server';

/** spec §4 purchase flow (lib/cart/purchase.server.ts): cash answers the placed order, card the hosted payment page. */
export const POST = bffRoute({ shopper: 'start-guest', rateLimit: 'purchase' }, ({ request, call, startNewGuestSession }) =>
  placeOrder(request, call, startNewGuestSession),
);
