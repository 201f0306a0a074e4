import type { AddressInput } from '@/lib/api/cart-schemas';

/** A saved address in a few lines. */
export function AddressSummary({ address }: { address: AddressInput }) {
  return (
    <address className="not-italic leading-relaxed" data-testid="address-summary">
      {address.firstName} {address.lastName}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? `, ${address.addressLine2}` : ''}
      <br />
      {address.city}, {address.district}, {address.province} {address.postalCode}
      <br />
      {address.country} · {address.contactNumber}
    </address>
  );
}
