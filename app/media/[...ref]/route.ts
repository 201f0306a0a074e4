import { config } from '@/lib/config';

const REF = /^[a-z0-9/_.-]+$/;
const SIZE = /^\d{1,4}$/;

/**
 * Images through the customer API's resizing image path (spec §7 "image proxy path"), same-origin so
 * the storefront's pages need no third-party image host. Responses are immutable and cached upstream.
 */
export async function GET(request: Request, { params }: { params: Promise<{ ref: string[] }> }) {
  const { ref } = await params;
  const path = ref.join('/');
  if (!REF.test(path) || path.includes('..')) return new Response('Not found', { status: 404 });
  const incoming = new URL(request.url);
  const upstream = new URL(`${config().CUSTOMER_API_URL.replace(/\/$/, '')}/${config().TENANT}/media/${path}`);
  for (const key of ['w', 'h']) {
    const v = incoming.searchParams.get(key);
    if (v && SIZE.test(v)) upstream.searchParams.set(key, v);
  }
  let res: Response;
  try {
    res = await fetch(upstream, { cache: 'no-store', signal: AbortSignal.timeout(config().API_TIMEOUT_MS) });
  } catch {
    return new Response('Image unavailable', { status: 502 });
  }
  // A size the image path does not serve is the asker's mistake (400), not a failing upstream (502).
  if (res.status === 400) return new Response('Unsupported image size', { status: 400 });
  if (!res.ok || !res.body) return new Response('Not found', { status: res.status === 404 ? 404 : 502 });
  return new Response(res.body, {
    headers: {
      'content-type': res.headers.get('content-type') ?? 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
