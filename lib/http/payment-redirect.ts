/** BFF error code of a card purchase whose payment page the storefront will not send the shopper to. */
export const PAYMENT_PAGE_REFUSED = 'PAYMENT_PAGE_REFUSED';

/** Where the hosted payment page of a card purchase may be: what the storefront sends shoppers to. */
export interface PaymentPageOrigins {
  /** CUSTOMER_API_URL: the reference API serves its payment simulator itself. */
  customerApiUrl: string;
  /** PAYMENT_PAGE_ORIGINS: a gateway's page origins the merchant configured. */
  configured: readonly string[];
}

/**
 * Whether a purchase's `redirectUrl` may be followed: an https URL, or a page on an origin this shop is
 * configured with (the customer API's own, where the payment simulator runs, or PAYMENT_PAGE_ORIGINS).
 * Anything else — plain http elsewhere, `javascript:`, `data:`, credentials in the URL — is refused.
 */
export function paymentRedirectAllowed(redirectUrl: string, origins: PaymentPageOrigins): boolean {
  if (!URL.canParse(redirectUrl)) return false;
  const url = new URL(redirectUrl);
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  const known = [origins.customerApiUrl, ...origins.configured].filter((o) => URL.canParse(o)).map((o) => new URL(o).origin);
  return known.includes(url.origin);
}
