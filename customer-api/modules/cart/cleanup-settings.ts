import type { ApiSettings } from '../../settings';
import type { CleanupRules } from './cart-cleanup';

/** The cleanup's ages from the API's settings. */
export function cleanupRules(settings: Pick<ApiSettings, 'GUEST_CART_DAYS' | 'UPLOAD_ORPHAN_HOURS' | 'ORDER_UPLOAD_DAYS'>): CleanupRules {
  return {
    guestCartMaxAgeMs: settings.GUEST_CART_DAYS * 86_400_000,
    orphanUploadMaxAgeMs: settings.UPLOAD_ORPHAN_HOURS * 3_600_000,
    orderUploadMaxAgeMs: settings.ORDER_UPLOAD_DAYS * 86_400_000,
  };
}
