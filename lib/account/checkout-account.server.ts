import 'server-only';
import { getProfile } from '@/lib/api/profile';
import type { Profile } from '@/lib/api/profile-schemas';
import type { ShopperContext } from '@/lib/shopper/context';
import { pageCaller } from '@/lib/shopper/shopper-cart';

/**
 * The signed-in customer's profile for checkout (their email, saved addresses); null for anyone else.
 * A profile that cannot be read leaves the guest steps in place rather than failing checkout.
 */
export async function checkoutAccount(shopper: ShopperContext): Promise<Profile | null> {
  const { caller, call } = await pageCaller(shopper);
  if (caller.kind !== 'customer') return null;
  try {
    return await getProfile(call);
  } catch (e) {
    console.error('reading the profile for checkout failed', e);
    return null;
  }
}
