import type { SiteSchema } from '@/lib/api/schemas';

/**
 * How cart, buy and quantity controls show (spec §6): hidden in catalogue mode; as sign-in triggers
 * for guests of a registered-users-only site; otherwise working controls.
 */
export type CartControls = 'hidden' | 'login' | 'cart';

export function cartControls(
  settings: Pick<SiteSchema['generalSettings'], 'useSiteAsCatalog' | 'isRegisteredUsersOnly'>,
  signedIn: boolean,
): CartControls {
  if (settings.useSiteAsCatalog) return 'hidden';
  if (settings.isRegisteredUsersOnly && !signedIn) return 'login';
  return 'cart';
}

/** Why the shop refuses a cart change or purchase (spec §6, enforced by the BFF and the customer API), or null. */
export type CartRefusal = 'catalogue' | 'registered-only';

export const CART_REFUSAL_MESSAGES: Record<CartRefusal, string> = {
  catalogue: 'This shop is a catalogue: nothing can be bought here.',
  'registered-only': 'Please sign in to shop.',
};

export function cartRefusal(
  settings: Pick<SiteSchema['generalSettings'], 'useSiteAsCatalog' | 'isRegisteredUsersOnly'>,
  signedIn: boolean,
): CartRefusal | null {
  const controls = cartControls(settings, signedIn);
  if (controls === 'hidden') return 'catalogue';
  if (controls === 'login') return 'registered-only';
  return null;
}
