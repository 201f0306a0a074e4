import { getProfile, updateProfile } from '@/lib/api/profile';
import { profileUpdate } from '@/lib/api/profile-schemas';
import { bffRoute } from '@/lib/bff/route';

/** The signed-in customer's profile (spec §3); anyone else gets 401. */
export const GET = bffRoute({ shopper: 'customer' }, ({ call }) => getProfile(call));

/** Changes name, email, birthday, gender and phone; answers the reloaded profile (spec §4). */
export const POST = bffRoute({ shopper: 'customer', body: profileUpdate }, ({ call, body }) => updateProfile(call, body));
