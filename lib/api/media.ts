import 'server-only';
import { config } from '@/lib/config';

/** Media the customer API keeps (spec §7 image path), resized to `width`; null when it has none or is down. */
export async function fetchMedia(ref: string, width: number): Promise<Buffer | null> {
  const url = new URL(`${config().CUSTOMER_API_URL.replace(/\/$/, '')}/${config().TENANT}/media/${ref}`);
  url.searchParams.set('w', String(width));
  try {
    const res = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(config().API_TIMEOUT_MS) });
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  } catch {
    return null;
  }
}
