import { z } from 'zod';
import {
  addressIdParams,
  profile,
  profileUpdateFor,
  savedAddress,
  savedAddressInput,
  todayIso,
  wishListUpdate,
} from '../../../lib/api/profile-schemas';
import { limitPer, type RateRule } from '../../core/rate-limits';
import { shopperOf } from '../../core/request-scope';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { ProfileService } from './profile-service';

const tags = ['profile'];

/** Guesses of the current password (changing the email), per customer. */
const CURRENT_PASSWORD_RATE: RateRule = { limit: 10, windowSeconds: 900 };

export interface ProfileRoutesOptions {
  profiles: ProfileService;
  now: () => Date;
}

/** Profile calls of spec §7 (shopper scope, signed-in customers only): each reads and changes the caller's own data. */
export const profileRoutes: RoutesPlugin<ProfileRoutesOptions> = async (app, { profiles, now }) => {
  app.get('/profile/get', { schema: { summary: "The caller's profile", tags, response: { 200: profile } } }, async (request) =>
    profiles.profile(shopperOf(request)),
  );

  app.post(
    '/profile/update/profile',
    {
      schema: {
        summary: "Changes the caller's name, email, birthday, gender and phone",
        tags,
        body: input(
          profileUpdateFor(() => todayIso(now())),
          'profile',
        ),
        response: { 200: profile },
      },
      // Only a change that sends the current password counts as a guess.
      config: {
        rateLimit: limitPer(CURRENT_PASSWORD_RATE, 'Too many attempts. Please wait a moment and try again.', (request) =>
          (request.body as { currentPassword?: string }).currentPassword ? shopperOf(request).key : null,
        ),
      },
    },
    async (request) => profiles.updateProfile(shopperOf(request), request.body),
  );

  app.post(
    '/profile/update/address',
    {
      schema: {
        summary: 'Adds an address (no id) or changes one of the caller’s (with its id)',
        tags,
        body: input(savedAddressInput, 'address'),
        response: { 200: savedAddress },
      },
    },
    async (request) => profiles.saveAddress(shopperOf(request), request.body),
  );

  app.get(
    '/profile/update/get/addresses',
    { schema: { summary: "The caller's saved addresses", tags, response: { 200: z.array(savedAddress) } } },
    async (request) => profiles.addresses(shopperOf(request)),
  );

  app.post(
    '/profile/update/address/remove/:addressId',
    {
      schema: {
        summary: "Removes one of the caller's addresses; answers the rest",
        tags,
        params: input(addressIdParams, 'address id'),
        response: { 200: z.array(savedAddress) },
      },
    },
    async (request) => profiles.removeAddress(shopperOf(request), request.params.addressId),
  );

  for (const which of ['billing', 'shipping'] as const) {
    app.post(
      `/profile/update/default-${which}-address/:addressId`,
      {
        schema: {
          summary: `Makes one of the caller's addresses the default ${which} address`,
          tags,
          params: input(addressIdParams, 'address id'),
          response: { 200: profile },
        },
      },
      async (request) => profiles.setDefault(shopperOf(request), which, request.params.addressId),
    );
  }

  app.post(
    '/profile/update/wishList',
    {
      schema: {
        summary: "Adds, removes or (without action) toggles a product variant in the caller's wish list; answers the profile",
        tags,
        body: input(wishListUpdate, 'wish list entry'),
        response: { 200: profile },
      },
    },
    async (request) => profiles.updateWishList(shopperOf(request), request.body),
  );

  app.get(
    '/profile/find/address/:addressId',
    {
      schema: {
        summary: "One of the caller's addresses (404 for anyone else's)",
        tags,
        params: input(addressIdParams, 'address id'),
        response: { 200: savedAddress },
      },
    },
    async (request) => profiles.address(shopperOf(request), request.params.addressId),
  );
};
