import { z } from 'zod';
import { moneyMap } from './schemas';

/**
 * Contract of the affiliate programme (spec §3 Affiliate and Bank info, §7 `/affiliate/…`): tracked
 * links with a token, their clicks, attributed orders and earnings, the affiliate's bank details,
 * daily statistics and a report of attributed orders.
 */

/** What a link token looks like; `Invalid` (spec §4) is never a token of a link. */
export const affiliateToken = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid affiliate token');

/** A date without a time, YYYY-MM-DD. */
export const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** A page of this shop a link points at: a same-site path with its query (home, a product, a search). */
export const shopPath = z
  .string()
  .trim()
  .min(1, 'Link must not be empty')
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'Link must be a page of this shop');

export const affiliateBank = z.object({ id: z.string(), name: z.string() });
export type AffiliateBank = z.infer<typeof affiliateBank>;
export const affiliateBanks = z.array(affiliateBank);

/** spec §3 Bank info, as the affiliate gives it (spec §5: none may be empty). */
export const bankDetailsInput = z.object({
  bankId: z.string().trim().min(1, 'Bank name must not be empty').max(60),
  accountName: z.string().trim().min(1, 'Account name must not be empty').max(120),
  accountNumber: z
    .string()
    .trim()
    .min(1, 'Account number must not be empty')
    .max(34)
    .regex(/^[A-Za-z0-9 -]+$/, 'Account number is invalid'),
});
export type BankDetailsInput = z.infer<typeof bankDetailsInput>;

/** The affiliate (spec §3 customer): their bank details; null before they gave any. */
export const affiliateCustomer = z.object({
  bankId: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});
export type AffiliateCustomer = z.infer<typeof affiliateCustomer>;
export const affiliateCustomerOrNone = affiliateCustomer.nullable();

/** Where the programme stands for the caller (`GET /affiliate/status`). */
export const affiliateStatus = z.object({
  /** The merchant runs the programme. */
  enabled: z.boolean(),
  /** Percentage of an order's sub-total after discounts that its link earns. */
  commissionPercent: z.number().min(0).max(100),
  /** spec §6: affiliate access needs bank details. */
  hasBankDetails: z.boolean(),
});
export type AffiliateStatus = z.infer<typeof affiliateStatus>;

/** spec §5: link, expiry date and description must not be empty. */
export const newAffiliateLink = z.object({
  path: shopPath,
  description: z.string().trim().min(1, 'Description must not be empty').max(200),
  expiryDate: calendarDay,
});
export type NewAffiliateLink = z.infer<typeof newAffiliateLink>;

/** `PUT /affiliate/{affiliate_token}`: the description and expiry date change; the page stays. */
export const affiliateLinkUpdate = newAffiliateLink.omit({ path: true });
export type AffiliateLinkUpdate = z.infer<typeof affiliateLinkUpdate>;

export const affiliateTokenParams = z.object({ affiliateToken });

export const affiliateLink = z.object({
  token: affiliateToken,
  path: z.string(),
  description: z.string(),
  expiryDate: calendarDay,
  /** The expiry date has passed (server clock, UTC): the link counts no clicks and no orders. */
  expired: z.boolean(),
  clicks: z.number().int().nonnegative(),
  /** Attributed orders that are not cancelled. */
  orders: z.number().int().nonnegative(),
  /** Earnings per currency of the orders. */
  earned: moneyMap,
  createdAt: z.string(),
});
export type AffiliateLink = z.infer<typeof affiliateLink>;
export const affiliateLinks = z.array(affiliateLink);

export const statisticsQuery = z.object({ from: calendarDay.optional(), to: calendarDay.optional() });
export type StatisticsQuery = z.infer<typeof statisticsQuery>;

export const statisticsDay = z.object({
  day: calendarDay,
  clicks: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  earned: moneyMap,
});
export type StatisticsDay = z.infer<typeof statisticsDay>;

/** Every day of the range, oldest first, zeros included. */
export const affiliateStatistics = z.object({ from: calendarDay, to: calendarDay, days: z.array(statisticsDay) });
export type AffiliateStatistics = z.infer<typeof affiliateStatistics>;

export const reportQuery = z.object({
  size: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ReportQuery = z.infer<typeof reportQuery>;

export const reportEntry = z.object({
  date: z.string(),
  orderRef: z.string(),
  status: z.string(),
  currency: z.string(),
  /** The order's sub-total after discounts. */
  amount: z.number().nonnegative(),
  /** Zero once the order is cancelled. */
  earning: z.number().nonnegative(),
  linkDescription: z.string(),
});
export type ReportEntry = z.infer<typeof reportEntry>;

/** Attributed orders, newest first. */
export const affiliateReport = z.object({
  entries: z.array(reportEntry),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  size: z.number().int().min(1),
});
export type AffiliateReport = z.infer<typeof affiliateReport>;

/** A visit that arrived with `am_aid`: counted once per browser session (`visit`). */
export const affiliateClick = z.object({ token: z.string().max(100), visit: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
export type AffiliateClick = z.infer<typeof affiliateClick>;
export const affiliateClickAnswer = z.object({ valid: z.boolean() });

/** The affiliate token the purchase call carries (from the shopper's affiliate session). */
export const AFFILIATE_QUERY = 'affiliateToken';
/** spec §4: the storefront's cookie of the affiliate session. */
export const AFFILIATE_COOKIE = 'RETAILER_AFF_SESSION';
