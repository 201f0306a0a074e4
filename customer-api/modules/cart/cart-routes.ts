import { z } from 'zod';
import { addToCartRequest, cart, deleteCartItemQuery, updateCartRequest } from '../../../lib/api/cart-schemas';
import { idParam } from '../../../lib/api/schemas';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { SettingsRepository } from '../../core/settings-repository';
import { resolveCartCaller } from './cart-caller';
import type { CartService } from './cart-service';

const inventoryLocationQuery = z.object({ inventoryLocationId: idParam });
const currencyQuery = z.object({ selectedCurrency: z.string().trim().min(3).max(20) });
const tags = ['cart'];
const response = { 200: cart };

export interface CartRoutesOptions {
  settings: SettingsRepository;
  cart: CartService;
}

/** The cart calls of spec §7 under /{tenant}/customer-api/v2/cart (shopper scope): items, location, currency (the promo code: cart-field-routes.ts). */
export const cartRoutes: RoutesPlugin<CartRoutesOptions> = async (app, { settings, cart }) => {
  resolveCartCaller(app, settings);

  app.get(
    '/cart/get',
    { schema: { summary: "The caller's cart (an empty one, not stored, for a new guest)", tags, response } },
    async (request) => {
      const { shopper, location } = request.cartCaller;
      return cart.view(shopper, location);
    },
  );

  app.post(
    '/cart/add',
    { schema: { summary: 'Adds to the quantity of an item', tags, body: input(addToCartRequest, 'item'), response } },
    async (request) => {
      const { shopper, location } = request.cartCaller;
      return cart.putItem(shopper, location, request.body, 'add');
    },
  );

  app.post(
    '/cart/update',
    { schema: { summary: 'Sets the quantity of an item', tags, body: input(updateCartRequest, 'item'), response } },
    async (request) => {
      const { shopper, location } = request.cartCaller;
      return cart.putItem(shopper, location, request.body, 'update');
    },
  );

  app.get(
    '/cart/delete',
    {
      exposeHeadRoute: false,
      schema: { summary: 'Removes an item (absent: not an error)', tags, querystring: input(deleteCartItemQuery, 'query'), response },
    },
    async (request) => {
      const { shopper, location } = request.cartCaller;
      return cart.removeItem(shopper, location, request.query.productId, request.query.variance);
    },
  );

  app.post('/cart/clear-cart', { schema: { summary: 'Removes every item', tags, response } }, async (request) => {
    const { shopper, location } = request.cartCaller;
    return cart.clear(shopper, location);
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/cart/set/inventory-location',
    schema: {
      summary: 'Fills the cart from another inventory location',
      tags,
      querystring: input(inventoryLocationQuery, 'query'),
      response,
    },
    handler: async (request) => {
      const { shopper, location } = request.cartCaller;
      return cart.setInventoryLocation(shopper, location, request.query.inventoryLocationId);
    },
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/cart/set/selected-currency',
    schema: {
      summary: "Changes the cart's currency (409 while paying or placed)",
      tags,
      querystring: input(currencyQuery, 'query'),
      response,
    },
    handler: async (request) => {
      const { shopper, location } = request.cartCaller;
      return cart.setCurrency(shopper, location, request.query.selectedCurrency);
    },
  });
};
