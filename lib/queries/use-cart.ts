'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Cart } from '@/lib/api/cart-schemas';
import { bff, type CartField, type CartFieldValues, type CartLine } from '@/lib/bff/client';
import { queryKeys } from './keys';

const CART_KEY = queryKeys.cart;

/** The shopper's cart; null before the first item. */
export function useCart(options: { initialData?: Cart | null } = {}) {
  return useQuery({
    queryKey: CART_KEY,
    queryFn: bff.cart.get,
    ...(options.initialData !== undefined ? { initialData: options.initialData } : {}),
    staleTime: 30_000,
  });
}

/** spec §4 reloads: every cart-changing call reloads the cart, whether it succeeded or failed. */
function useCartMutation<V>(mutationFn: (vars: V) => Promise<Cart | null>, scope?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    ...(scope ? { scope: { id: scope } } : {}),
    // The answer is the whole updated cart: show it at once, so a read still under way cannot win.
    onSuccess: async (cart: Cart | null) => {
      await client.cancelQueries({ queryKey: CART_KEY, exact: true });
      client.setQueryData(CART_KEY, cart);
    },
    onSettled: () => client.invalidateQueries({ queryKey: CART_KEY }),
  });
}

/** Adds a line or changes its quantity (add to cart, buy now, the item kept over sign-in). */
export function useChangeCartLine() {
  return useCartMutation(({ mode, line }: { mode: 'add' | 'update'; line: CartLine }) =>
    mode === 'add' ? bff.cart.add(line) : bff.cart.update(line),
  );
}

export function useUpdateCartItem() {
  return useCartMutation((line: CartLine) => bff.cart.update(line));
}

export function useRemoveCartItem() {
  return useCartMutation((line: { productId: string; varianceKey: string }) => bff.cart.remove(line));
}

/**
 * Sets one checkout value (email, payment method, addresses, promo code, …). Saves of one field run in
 * the order they were made, so arrowing through a radio group leaves the cart on the last choice.
 */
export function useSetCartField<F extends CartField>(field: F) {
  return useCartMutation((value: CartFieldValues[F]) => bff.cart.set(field, value), `cart-set-${field}`);
}

/** Attaches a file to the cart, or removes it (null); reloads the cart like every checkout value. */
export function useSetCartFile() {
  return useCartMutation((file: File | null) => bff.cart.setFile(file), 'cart-set-file');
}

/** Validates and places the order; the cart changes either way, so it is reloaded too. */
export function usePurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bff.cart.purchase,
    onSettled: () => client.invalidateQueries({ queryKey: CART_KEY }),
  });
}

/**
 * Runs `next` with the cart once every save under way has ended: a tap on Continue or Place Order a
 * moment after a choice (still saving) goes on with the cart that choice leaves, instead of reading the
 * cart from before it and being lost. A save ends after the cart has reloaded.
 */
export function useWhenCartSaved() {
  const client = useQueryClient();
  return useCallback(
    (next: (cart: Cart | null) => void) => {
      const run = () => next(client.getQueryData<Cart | null>(CART_KEY) ?? null);
      if (client.isMutating() === 0) return run();
      const unsubscribe = client.getMutationCache().subscribe(() => {
        if (client.isMutating() > 0) return;
        unsubscribe();
        run();
      });
    },
    [client],
  );
}
