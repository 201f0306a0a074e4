import { enabledVendors, scriptUrl, type AnalyticsConfigurations } from './vendors';

/**
 * The vendor address the script proxy may fetch for `requested`: only the exact script address of a
 * tracker the merchant has enabled (never any other URL: the proxy is no open proxy), else null.
 * `originOverride` (tests, bench: no internet) replaces the vendor's origin, same path and query.
 */
export function upstreamScriptUrl(requested: string, config: AnalyticsConfigurations, originOverride?: string): string | null {
  const allowed = enabledVendors(config).map(scriptUrl);
  if (!allowed.includes(requested)) return null;
  if (!originOverride) return requested;
  const vendor = new URL(requested);
  return new URL(`${vendor.pathname}${vendor.search}`, originOverride).href;
}
