import type { MetadataRoute } from 'next';
import { getSiteSchema } from '@/lib/api/catalogue';
import { webManifest } from '@/lib/pwa/web-manifest';

// The merchant's name and colours are read when the file is asked for, so one build serves any shop.
export const dynamic = 'force-dynamic';

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  return webManifest(await getSiteSchema());
}
