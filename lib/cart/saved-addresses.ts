import type { AddressInput, DeliveryMethod } from '@/lib/api/cart-schemas';
import type { Profile, SavedAddress } from '@/lib/api/profile-schemas';

/** A saved address as the cart takes it: the address without its id and owner. */
export function toCartAddress(saved: SavedAddress): AddressInput {
  return {
    firstName: saved.firstName,
    lastName: saved.lastName,
    addressLine1: saved.addressLine1,
    addressLine2: saved.addressLine2,
    province: saved.province,
    district: saved.district,
    city: saved.city,
    cityId: saved.cityId,
    postalCode: saved.postalCode,
    country: saved.country,
    contactNumber: saved.contactNumber,
    geoCoordinates: saved.geoCoordinates,
  };
}

/** The customer's addresses for checkout, the default shipping address first. */
export function checkoutAddresses(profile: Pick<Profile, 'addresses' | 'defaultShippingAddress'>): SavedAddress[] {
  const preferred = profile.addresses.filter((a) => a.id === profile.defaultShippingAddress);
  return [...preferred, ...profile.addresses.filter((a) => a.id !== profile.defaultShippingAddress)];
}

/**
 * What a customer's checkout starts with: Delivery to the default shipping address, unless
 * the cart already has store pickup or an address of its own. `setMethod` when Delivery is not chosen yet.
 */
export function preselectedDelivery(
  cart: { deliveryMethod: DeliveryMethod; shippingAddress: AddressInput | null },
  profile: Pick<Profile, 'addresses' | 'defaultShippingAddress'>,
): { setMethod: boolean; address: AddressInput } | null {
  if (cart.deliveryMethod === 'store' || cart.shippingAddress) return null;
  const preferred = profile.addresses.find((a) => a.id === profile.defaultShippingAddress);
  return preferred ? { setMethod: cart.deliveryMethod !== 'delivery', address: toCartAddress(preferred) } : null;
}
