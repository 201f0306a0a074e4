/**
 * The one-time notice a form answer leaves for the page it returns to (a press before the page's script
 * ran): a short-lived cookie the page reads once on arrival and deletes, so cached pages stay one page.
 */
export const SHOP_NOTICE_COOKIE = 'shop_notice';

/** Long enough for the 303 and the page's first load on a slow phone; gone after that either way. */
export const SHOP_NOTICE_SECONDS = 120;

export const SHOP_NOTICE_KINDS = ['added', 'updated', 'addFailed', 'outOfStock', 'chooseVariant', 'wishAdded', 'wishRemoved', 'wishFailed', 'wishFull'] as const;
export type ShopNoticeKind = (typeof SHOP_NOTICE_KINDS)[number];

export interface ShopNotice {
  kind: ShopNoticeKind;
  /** The product's name as the page showed it, for the screen reader's announcement. */
  name: string;
}

const NAME_MAX = 120;

export function writeShopNotice(notice: ShopNotice): string {
  return `${notice.kind}~${encodeURIComponent(notice.name.slice(0, NAME_MAX))}`;
}

/** Null for anything this shop did not write (an old or edited cookie). */
export function readShopNotice(raw: string | null | undefined): ShopNotice | null {
  if (!raw) return null;
  const [kind = '', name = ''] = raw.split('~');
  if (!(SHOP_NOTICE_KINDS as readonly string[]).includes(kind)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    return null;
  }
  return { kind: kind as ShopNoticeKind, name: decoded.slice(0, NAME_MAX) };
}
