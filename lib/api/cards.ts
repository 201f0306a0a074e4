import 'server-only';
import { savedCardsAnswer as savedCards } from './answers';
import { apiCall, type CallContext } from './client';

/** spec §7 saved cards of the signed-in caller; the customer API answers only about their own cards. */
export function listCards(ctx: CallContext) {
  return apiCall({ path: '/card/list', schema: savedCards, ctx, cache: 'no-store' });
}

/** spec §7 GET card/delete/{cardId}: deletes one of the caller's cards (404 for anyone else's); answers the rest. */
export function deleteCard(ctx: CallContext, cardId: string) {
  return apiCall({ path: `/card/delete/${encodeURIComponent(cardId)}`, method: 'GET', schema: savedCards, ctx, cache: 'no-store' });
}
