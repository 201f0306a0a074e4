/**
 * The one-time notice a form answer leaves for the page it returns to (a press before the page's script
 * ran): a short-lived cookie the page reads once on arrival and deletes, so cached pages stay one page.
 */
export const SHOP_NOTICE_COOKIE = 'shop_notice';

/** Long enough for the 303 and the page's first load on a slow phone; gone after that either way. */
export const SHOP_NOTICE_SECONDS = 120;

export const SHOP_NOTICE_KINDS = [
  'wishAdded',
  'wishRemoved',
  'wishFailed',
  'wishFull',
  // A guest's heart on the way to sign-in: kept for the return like a heart pressed after hydration.
  'wishSignIn',
] as const;
export type ShopNoticeKind = (typeof SHOP_NOTICE_KINDS)[number];

export interface ShopNotice {
  kind: ShopNoticeKind;
  /** The product's name as the page showed it, for the screen reader's announcement. */
  name: string;
  /** The wish list entry of 'wishSignIn'. */
  item?: { baseId: string; varianceKey: string };
}

const NAME_MAX = 120;
const SEPARATOR = '|';

export function writeShopNotice(notice: ShopNotice): string {
  const parts = [notice.kind, notice.name.slice(0, NAME_MAX), ...(notice.item ? [notice.item.baseId, notice.item.varianceKey] : [])];
  return parts.map(encodeURIComponent).join(SEPARATOR);
}

/** Null for anything this shop did not write (an old or edited cookie). */
export function readShopNotice(raw: string | null | undefined): ShopNotice | null {
  if (!raw) return null;
  let parts: string[];
  try {
    parts = raw.split(SEPARATOR).map(decodeURIComponent);
  } catch {
    return null;
  }
  const [kind = '', name = '', baseId, varianceKey] = parts;
  if (!(SHOP_NOTICE_KINDS as readonly string[]).includes(kind)) return null;
  const item = baseId !== undefined && varianceKey !== undefined ? { baseId, varianceKey } : undefined;
  return { kind: kind as ShopNoticeKind, name: name.slice(0, NAME_MAX), ...(item && { item }) };
}
