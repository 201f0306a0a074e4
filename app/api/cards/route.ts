import { listCards } from '@/lib/api/cards';
import { bffRoute } from '@/lib/bff/route';

/** The signed-in customer's saved cards. */
export const GET = bffRoute({ shopper: 'customer' }, ({ call }) => listCards(call));
