/** A shopper's answer to the cookie question; `undefined` while they have not answered. */
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_KEY = 'cookie-consent';

/** Reads a stored answer; anything else (nothing, an old or edited value) counts as no answer. */
export function parseConsent(value: string | null | undefined): ConsentChoice | undefined {
  return value === 'granted' || value === 'denied' ? value : undefined;
}

/**
 * spec §6: tracking only when cookies are allowed. The merchant's `cookiesConfig.isAllowCookie` says
 * whether the shop uses tracking cookies at all (and so asks shoppers); the shopper's answer decides.
 */
export function trackingAllowed(isAllowCookie: boolean, choice: ConsentChoice | undefined): boolean {
  return isAllowCookie && choice === 'granted';
}
