/** The only hosts merchant HTML and product videos may frame (lib/content/sanitize.ts keeps the same list). */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://youtube-nocookie.com',
  'https://www.youtube.com',
  'https://youtube.com',
];

export interface PolicyOptions {
  /** Origins a form may submit to besides this site: the hosted payment page. */
  formActionOrigins: readonly string[];
  /** `next dev` evaluates code and talks to its own websocket. */
  development: boolean;
  /** Outside origins the merchant's trackers, chat widget and reporting need (lib/http/page-sources.ts). */
  sources?: { script: readonly string[]; connect: readonly string[]; img: readonly string[]; frame: readonly string[] };
  /** A private page rendered for this request: its scripts carry this nonce, no other inline script runs. */
  nonce?: string;
}

/** A fresh nonce per private page answer (128 random bits, base64). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The Content-Security-Policy of every page. Catalogue pages name no nonce, so they stay one cached
 * page for everyone: scripts come from this origin, and the inline scripts Next writes into each page
 * (its bootstrap and the page's data) are allowed as inline scripts. Private pages (checkout, account,
 * payment return, orders) render per request, so theirs allows only inline scripts with the request's
 * nonce, which Next puts on its own. JSON-LD blocks are data, never executed. Nothing may frame the
 * shop, post a form elsewhere than here and the payment page, change the base URL or load a plugin.
 */
export function contentSecurityPolicy({ formActionOrigins, development, sources, nonce }: PolicyOptions): string {
  const inline = nonce ? `'nonce-${nonce}'` : "'unsafe-inline'";
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", inline, ...(development ? ["'unsafe-eval'"] : []), ...(sources?.script ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product images are same-origin (/media); merchant description HTML may show its own https images.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(sources?.img ?? [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(sources?.connect ?? [])],
    'media-src': ["'self'"],
    'frame-src': [...VIDEO_FRAME_ORIGINS, ...(sources?.frame ?? [])],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...new Set(formActionOrigins)],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
