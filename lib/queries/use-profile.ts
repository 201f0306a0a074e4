'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate, SavedAddressInput } from '@/lib/api/profile-schemas';
import { bff } from '@/lib/bff/client';
import { queryKeys } from './keys';

const PROFILE_KEY = queryKeys.profile;

/** The signed-in customer's profile (addresses and defaults included). */
export function useProfile(options: { initialData?: Profile } = {}) {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: bff.profile.get,
    staleTime: 30_000,
    ...(options.initialData ? { initialData: options.initialData } : {}),
  });
}

/** spec §4 reloads: every profile change reloads the profile, whether it succeeded or failed. */
function useProfileMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: PROFILE_KEY }) });
}

export function useUpdateProfile() {
  return useProfileMutation((fields: ProfileUpdate) => bff.profile.update(fields));
}

export function useSaveAddress() {
  return useProfileMutation((address: SavedAddressInput) => bff.profile.saveAddress(address));
}

export function useRemoveAddress() {
  return useProfileMutation((addressId: string) => bff.profile.removeAddress(addressId));
}

export function useSetDefaultAddress() {
  return useProfileMutation(({ addressId, which }: { addressId: string; which: 'billing' | 'shipping' }) =>
    bff.profile.setDefault(addressId, which),
  );
}
