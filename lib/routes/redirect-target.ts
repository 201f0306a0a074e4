/** Stands for "this shop" while a target is resolved; it never appears in an answer. */
const SHOP = 'http://same-site.invalid';

/** Control characters (tab, newline, …), which URL parsers drop or read differently from browsers. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A path another parser could read as `//host` or `/\host` (protocol-relative). */
const LEAVES_SITE = /^[/\\][/\\]/;

/**
 * Every redirect target the shop takes from a request (`callbackUrl`, the sign-in return, …) goes
 * through here: it is resolved against the shop's origin first (dot segments, `\`, tabs and newlines
 * normalised as a browser would), then accepted only when it stays on the shop's own origin, and
 * returned as a path (`/x?y#z`). `origins`: absolute URLs on these origins count as the shop too.
 * Anything else (another origin, `//host`, `javascript:`, a path that decodes to `//host`) is null.
 */
export function sameSitePath(raw: string | null | undefined, origins: readonly string[] = []): string | null {
  if (!raw || CONTROL.test(raw) || raw.includes('\\')) return null;
  const own = new Set(origins.flatMap(originOf));
  if (!raw.startsWith('/') && !(URL.canParse(raw) && own.has(new URL(raw).origin))) return null;
  let url: URL;
  try {
    url = new URL(raw, SHOP);
  } catch {
    return null;
  }
  if (url.origin !== SHOP && !own.has(url.origin)) return null;
  if (LEAVES_SITE.test(url.pathname) || LEAVES_SITE.test(decoded(url.pathname) ?? '//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function originOf(value: string): string[] {
  return URL.canParse(value) ? [new URL(value).origin] : [];
}

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
