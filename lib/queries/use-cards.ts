'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedCard } from '@/lib/api/card-schemas';
import { bff } from '@/lib/bff/client';
import { queryKeys } from './keys';

/** The signed-in customer's saved cards (fetched in the browser when the page brings none). */
export function useSavedCards(initialData?: SavedCard[]) {
  return useQuery({ queryKey: queryKeys.cards, queryFn: bff.cards.list, staleTime: 30_000, initialData });
}

/** spec §4: a card deletion reloads the card list, whether it succeeded or failed. */
export function useDeleteCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => bff.cards.remove(cardId),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.cards }),
  });
}
