'use client';

import { useEffect, useRef } from 'react';
import type { Cart } from '@/lib/api/cart-schemas';
import type { Profile } from '@/lib/api/profile-schemas';
import { preselectedDelivery } from '@/lib/cart/saved-addresses';
import { useSetCartField } from '@/lib/queries/use-cart';

/**
 * A signed-in customer with a default shipping address starts with Delivery to it, once per
 * visit and only while the cart has neither a store pickup nor an address of its own.
 */
export function usePreselectedDelivery(cart: Cart, account: Profile | null) {
  const setMethod = useSetCartField('delivery-method');
  const setAddress = useSetCartField('shipping-address');
  const tried = useRef(false);
  const { mutateAsync: saveMethod } = setMethod;
  const { mutateAsync: saveAddress } = setAddress;

  useEffect(() => {
    if (tried.current || !account) return;
    tried.current = true;
    const choice = preselectedDelivery(cart, account);
    if (!choice) return;
    const method = choice.setMethod ? saveMethod({ deliveryMethod: 'delivery' }) : Promise.resolve();
    // A refusal shows nothing here: the shopper simply chooses, as without a default address.
    method.then(() => saveAddress(choice.address)).catch(() => undefined);
  }, [cart, account, saveMethod, saveAddress]);
}
