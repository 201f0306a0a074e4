'use client';

import { useQuery } from '@tanstack/react-query';
import { bff } from '@/lib/bff/client';
import type { WishListPaging } from '@/lib/wishlist/wish-list';
import type { WishListAnswer } from '@/lib/wishlist/wish-list-schemas';
import { queryKeys } from './keys';
import { useShopperSession } from './use-shopper-session';

/** Every key of the signed-in customer's wish list (hearts, header count); asked only once the session says customer. */
export function useWishListKeys(): WishListAnswer | undefined {
  const { data: session } = useShopperSession();
  const customer = session?.state === 'customer';
  const { data } = useQuery({
    queryKey: queryKeys.wishListKeys,
    queryFn: ({ signal }) => bff.wishList.get({ first: 0, after: 0 }, signal),
    enabled: customer,
  });
  return customer ? data : undefined;
}

/** One page of the account page's entries, starting from the server's render. */
export function useWishListPage(paging: WishListPaging, initialData?: WishListAnswer) {
  return useQuery({
    queryKey: queryKeys.wishListPage(paging.first, paging.after),
    queryFn: ({ signal }) => bff.wishList.get(paging, signal),
    staleTime: 30_000,
    ...(initialData ? { initialData } : {}),
  });
}
