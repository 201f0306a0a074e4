import 'server-only';
import { ordersWithoutAmounts } from '@/lib/product/hidden-prices';
import {
  ordersPageAnswer as ordersPage,
  profileAnswer as profile,
  savedAddressAnswer as savedAddress,
  savedAddressesAnswer,
} from './answers';
import { asShown } from './cart';
import type { AddressInput } from './cart-schemas';
import { apiCall, type CallContext } from './client';
import type { ProfileUpdate, WishListUpdate } from './profile-schemas';

/**
 * A signed-in customer's calls of spec §7 (profile/*, order lists): never cached, always with the
 * bearer token of the request's caller. The customer API answers only about the caller's own data.
 */

const savedAddresses = savedAddressesAnswer;

export function getProfile(ctx: CallContext) {
  return apiCall({ path: '/profile/get', schema: profile, ctx, cache: 'no-store' });
}

export function updateProfile(ctx: CallContext, fields: ProfileUpdate) {
  return apiCall({ path: '/profile/update/profile', method: 'POST', body: fields, schema: profile, ctx, cache: 'no-store' });
}

export function getAddresses(ctx: CallContext) {
  return apiCall({ path: '/profile/update/get/addresses', schema: savedAddresses, ctx, cache: 'no-store' });
}

export function findAddress(ctx: CallContext, addressId: string) {
  return apiCall({ path: `/profile/find/address/${encodeURIComponent(addressId)}`, schema: savedAddress, ctx, cache: 'no-store' });
}

/** Adds an address (no id) or changes one of the customer's (with its id). */
export function saveAddress(ctx: CallContext, address: AddressInput & { id?: string }) {
  return apiCall({ path: '/profile/update/address', method: 'POST', body: address, schema: savedAddress, ctx, cache: 'no-store' });
}

export function removeAddress(ctx: CallContext, addressId: string) {
  return apiCall({
    path: `/profile/update/address/remove/${encodeURIComponent(addressId)}`,
    method: 'POST',
    schema: savedAddresses,
    ctx,
    cache: 'no-store',
  });
}

export function setDefaultAddress(ctx: CallContext, which: 'billing' | 'shipping', addressId: string) {
  return apiCall({
    path: `/profile/update/default-${which}-address/${encodeURIComponent(addressId)}`,
    method: 'POST',
    schema: profile,
    ctx,
    cache: 'no-store',
  });
}

/** spec §4 Ongoing or Past orders of the caller, paged by first and after; spec §7 names the customer by userId too. */
export function getOrders(ctx: CallContext, which: 'ongoing' | 'completed', page: { first: number; after: number }) {
  const body = ctx.customerId ? { ...page, userId: ctx.customerId } : page;
  return asShown(
    apiCall({ path: `/order/get-orders-${which}`, method: 'POST', body, schema: ordersPage, ctx, cache: 'no-store' }),
    ordersWithoutAmounts,
  );
}

/** spec §7 profile/update/wishList: adds, removes or toggles one product variant; answers the profile. */
export function updateWishList(ctx: CallContext, entry: WishListUpdate) {
  return apiCall({ path: '/profile/update/wishList', method: 'POST', body: entry, schema: profile, ctx, cache: 'no-store' });
}
