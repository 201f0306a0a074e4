/** What reading the browser's cookies gave: their names and values, or why they could not be read. */
export type CookieRead =
  | { ok: true; cookies: Map<string, string> }
  /** Cookies are switched off: the shopper's language says so (no browser message to show). */
  | { ok: false; blocked: true }
  /** The browser's own error, shown as it gave it. */
  | { ok: false; blocked: false; error: string };

interface CookieSource {
  document: Pick<Document, 'cookie'>;
  navigator?: Pick<Navigator, 'cookieEnabled'>;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
  return String(error);
}

/**
 * spec §8 "If reading cookies fails, the error is shown as text". The shop keeps the cart, language,
 * currency and location in cookies; a browser may refuse them (`document.cookie` throws in a sandboxed
 * frame or with storage blocked, `navigator.cookieEnabled` is false when cookies are switched off) or
 * hold one the shop cannot decode. Each of those is reported with its reason instead of throwing.
 */
export function readBrowserCookies({ document, navigator }: CookieSource, own: readonly string[] = []): CookieRead {
  let raw: string;
  try {
    raw = document.cookie;
  } catch (e) {
    return { ok: false, blocked: false, error: describe(e) };
  }
  if (navigator && navigator.cookieEnabled === false) return { ok: false, blocked: true };
  const cookies = new Map<string, string>();
  for (const pair of raw.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (!name || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch (e) {
      // Someone else's cookie in a form of its own is theirs to read; one of the shop's is an error.
      if (own.includes(name)) return { ok: false, blocked: false, error: `${name}: ${describe(e)}` };
    }
  }
  return { ok: true, cookies };
}
