import { cardIdParams, savedCards } from '../../../lib/api/card-schemas';
import { shopperOf } from '../../core/request-scope';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { CardsService } from './cards-service';

const tags = ['cards'];

export interface CardsRoutesOptions {
  cards: CardsService;
}

/** spec §7 saved cards (shopper scope, signed-in customers only): the caller's own cards. */
export const cardsRoutes: RoutesPlugin<CardsRoutesOptions> = async (app, { cards }) => {
  app.get(
    '/card/list',
    { schema: { summary: "The caller's saved cards, newest first", tags, response: { 200: savedCards } } },
    async (request) => cards.list(shopperOf(request)),
  );

  // spec §7 names GET, and only GET: the caller is known by its bearer token or guest header, never a cookie.
  const remove = {
    schema: {
      summary: "Deletes one of the caller's saved cards (404 for anyone else's); answers the rest",
      tags,
      params: input(cardIdParams, 'card id'),
      response: { 200: savedCards },
    },
  };
  // No HEAD twin: a HEAD would run the delete and drop the answer.
  app.get('/card/delete/:cardId', { ...remove, exposeHeadRoute: false }, async (request) =>
    cards.remove(shopperOf(request), request.params.cardId),
  );
};
