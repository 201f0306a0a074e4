import 'server-only';
import { config } from '@/lib/config';
import { IMAGE_WIDTHS } from './schemas';

/** The smallest width the image path serves that is at least `width` (the largest when none is). */
export function servedWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? Math.max(...IMAGE_WIDTHS);
}

/**
 * Media the customer API keeps (spec §7 image path), at least `width` wide when it can be (the image
 * path serves only IMAGE_WIDTHS); null when it has none or is down.
 */
export async function fetchMedia(ref: string, width: number): Promise<Buffer | null> {
  const url = new URL(`${config().CUSTOMER_API_URL.replace(/\/$/, '')}/${config().TENANT}/media/${ref}`);
  url.searchParams.set('w', String(servedWidth(width)));
  try {
    const res = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(config().API_TIMEOUT_MS) });
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  } catch {
    return null;
  }
}
