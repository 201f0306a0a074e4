export const POPUP_SHOWN_KEY = 'promo-popup-shown';

/** spec §4: the popup shows unless session storage says it was shown and it is first-time-only. */
export function popupShouldShow(onlyFirstTime: boolean, stored: string | null): boolean {
  return !(onlyFirstTime && stored !== null);
}
