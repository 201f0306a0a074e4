/** Fixed facts of the demo merchant shared by the seed modules. */

export const MERCHANT_ID = 'lanka-living';
export const MERCHANT_NAME = 'Lanka Living';
export const SITE_URL = 'http://localhost:3000';

/** Every generated date is fixed relative to this instant, never to the clock. */
export const SEED_EPOCH = Date.parse('2026-11-01T04:30:00.000Z');
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export function isoAt(msBeforeEpoch: number): string {
  return new Date(SEED_EPOCH - msBeforeEpoch).toISOString();
}

export const LOCATION_IDS = {
  colombo: 'loc-colombo',
  kandy: 'loc-kandy',
  galle: 'loc-galle',
} as const;

export const ALL_LOCATION_IDS: readonly string[] = Object.values(LOCATION_IDS);

/** Rupees per US dollar used for the USD price list. */
export const LKR_PER_USD = 300;

/** USD ≈ LKR / 300, ending in .99. */
export function usdFromLkr(lkr: number): number {
  const dollars = Math.max(1, Math.round(lkr / LKR_PER_USD));
  return Math.round((dollars - 0.01) * 100) / 100;
}

/** A USD special price `rate` below `usd`, ending in .99 where that stays below the price. */
export function discountedUsd(usd: number, rate: number): number {
  const target = usd * (1 - rate);
  const candidates = [Math.floor(target) + 0.99, Math.floor(target) - 0.01, Math.round(target * 100) / 100];
  const found = candidates.find((c) => c > 0 && c < usd) ?? usd;
  return Math.round(found * 100) / 100;
}

/** Round a rupee amount the way shop prices look: to 10 below Rs 1,000, else to 50. */
export function roundLkr(amount: number): number {
  const step = amount < 1000 ? 10 : 50;
  return Math.max(step, Math.round(amount / step) * step);
}

/** Brand colours; each one carries white text with at least WCAG AA contrast (4.5:1). */
export const BRAND_COLOURS = {
  primary: '#0b5d57',
  primaryHover: '#084742',
  secondary: '#9a3412',
  accent: '#7c2d12',
  highlight: '#a16207',
  headerBackground: '#ffffff',
  headerText: '#1f2937',
  footerBackground: '#12302d',
  footerText: '#ffffff',
  announcementBackground: '#7c2d12',
  announcementText: '#ffffff',
  pageBackground: '#fbf7f0',
} as const;
