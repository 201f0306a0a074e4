import { getSiteSchema } from '@/lib/api/catalogue';
import { fetchMedia } from '@/lib/api/media';
import { mediaRef } from '@/lib/layout/load-shell';
import { renderAppIcon } from '@/lib/pwa/app-icon';
import { isAppIconName, shopColours } from '@/lib/pwa/web-manifest';

/** Home-screen icons of the web app manifest and the apple-touch-icon, made from the merchant's logo. */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (!isAppIconName(name)) return new Response('Not found', { status: 404 });
  const schema = await getSiteSchema();
  const ref = mediaRef(schema.brandLogo);
  const logo = ref ? await fetchMedia(ref, 512) : null;
  const png = await renderAppIcon(name, logo, shopColours(schema));
  return new Response(new Uint8Array(png), {
    headers: {
      'content-type': 'image/png',
      // A new logo shows within the hour; browsers ask again when the manifest changes.
      'cache-control': 'public, max-age=3600',
    },
  });
}
