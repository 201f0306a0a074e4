import 'server-only';
import { isApiError } from '@/lib/api/errors';

/**
 * A part of a cached catalogue page the page can do without (home widgets, related products). When the
 * API refuses the request itself, or the part fails for a reason of its own, it is left out. When the
 * API is out (unreachable, failing, in maintenance: a `retryable` error) the render fails instead: a
 * page finished without the part would be stored (ISR) as a good page for its whole revalidation period,
 * while a failed render is not stored: Next keeps serving the last good version, and the next request
 * after the API is back renders the page in full.
 */
export async function optionalPart<T>(label: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (e) {
    if (isApiError(e) && e.retryable) throw e;
    console.error(`${label} could not be read`, e instanceof Error ? e.message : e);
    return fallback;
  }
}
