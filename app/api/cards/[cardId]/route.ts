import { cardIdParams } from '@/lib/api/card-schemas';
import { deleteCard } from '@/lib/api/cards';
import { bffRoute } from '@/lib/bff/route';

/** Deletes one of the customer's saved cards (the customer API answers 404 for anyone else's); answers the rest. */
export const DELETE = bffRoute({ shopper: 'customer', params: cardIdParams }, ({ call, params }) => deleteCard(call, params.cardId));
