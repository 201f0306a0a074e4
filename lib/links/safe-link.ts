/** A merchant-configured link, checked before it reaches an href (spec: link hrefs allow-listed). */
export type SafeLink = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

const INTERNAL = /^\/(?![/\\])[^\s\\]*$/;

/**
 * Same-site paths ('/search?tags=cat/x') stay internal; http(s), mailto and tel URLs are external;
 * anything else (javascript:, data:, protocol-relative '//host') is refused with null.
 */
export function safeLink(raw: string | null | undefined): SafeLink | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('/')) return INTERNAL.test(value) ? { kind: 'internal', href: value } : null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'external', href: url.toString() };
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'external', href: value };
  return null;
}
