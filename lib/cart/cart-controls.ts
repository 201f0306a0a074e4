import type { SiteSchema } from '@/lib/api/schemas';

/**
 * How cart, buy and quantity controls show (spec §6): hidden in catalogue mode; as sign-in triggers
 * for guests of a registered-users-only site; otherwise working controls.
 */
export type CartControls = 'hidden' | 'login' | 'cart';

export function cartControls(settings: Pick<SiteSchema['generalSettings'], 'useSiteAsCatalog' | 'isRegisteredUsersOnly'>, signedIn: boolean): CartControls {
  if (settings.useSiteAsCatalog) return 'hidden';
  if (settings.isRegisteredUsersOnly && !signedIn) return 'login';
  return 'cart';
}
