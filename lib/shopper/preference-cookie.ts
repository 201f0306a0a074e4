const YEAR = 60 * 60 * 24 * 365;

/**
 * The shopper's preference cookies (language, currency, inventory location): a year, every path, and
 * Secure over HTTPS so a plain-HTTP page never sees or sets them. Not httpOnly: the pages read them.
 */
export function preferenceCookieOptions(https: boolean) {
  return { path: '/', maxAge: YEAR, sameSite: 'lax' as const, secure: https };
}
