const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Where the hosted payment page may send a shopper back: the storefront (STOREFRONT_URL), the same
 * storefront under its other loopback names when it runs on this machine (a shopper on
 * http://127.0.0.1:3000 must come back to 127.0.0.1, where their session cookie is), and any origin
 * configured in PAYMENT_RETURN_ORIGINS. Nothing else: the return address is never an open redirect.
 */
export class ReturnAddresses {
  private readonly storefront: URL;
  private readonly allowed: Set<string>;

  constructor(storefrontUrl: string, extraOrigins: readonly string[] = []) {
    this.storefront = new URL(storefrontUrl);
    this.allowed = new Set([this.storefront.origin, ...extraOrigins.map((o) => new URL(o).origin)]);
    if (LOOPBACK_HOSTS.includes(this.storefront.hostname)) {
      for (const host of LOOPBACK_HOSTS)
        this.allowed.add(`${this.storefront.protocol}//${host}${this.storefront.port ? `:${this.storefront.port}` : ''}`);
    }
  }

  /** The allowed origin a storefront asked to return to, or null (not a URL, not allowed, or the default one). */
  requested(value: unknown): string | null {
    if (typeof value !== 'string' || value.length > 300 || !URL.canParse(value)) return null;
    const { origin, protocol } = new URL(value);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    return this.allowed.has(origin) && origin !== this.storefront.origin ? origin : null;
  }

  /** The storefront origin for a payment page link: the requested one when allowed, else STOREFRONT_URL's. */
  origin(requested: unknown): string {
    return this.requested(requested) ?? this.storefront.origin;
  }

  /** `{origin}{STOREFRONT_URL path}/ipg-complete?paymentId=…` */
  completeUrl(requested: unknown, paymentId: string): string {
    const base = `${this.origin(requested)}${this.storefront.pathname.replace(/\/$/, '')}`;
    return `${base}/ipg-complete?paymentId=${encodeURIComponent(paymentId)}`;
  }
}
