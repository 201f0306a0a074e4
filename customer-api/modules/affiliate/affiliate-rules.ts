import type { OrderStatus, PaymentMethod } from '../../../lib/api/cart-schemas';
import { toIsoDate, zonedDateTime } from '../../../lib/schedule/business-hours';

/** The merchant's programme settings (`npm run affiliate`). */
export interface ProgrammeSettings {
  enabled: boolean;
  commissionPercent: number;
}

/** The demo shop runs the programme at 5 % until the merchant says otherwise. */
export const DEFAULT_PROGRAMME: ProgrammeSettings = { enabled: true, commissionPercent: 5 };

/** Orders that earn nothing: not paid yet, failed, or cancelled (a cancellation reverses the earning). */
const NO_EARNING: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['ON_PAYMENT', 'PAYMENT_FAILED', 'CANCELLED']);

/**
 * The shop's calendar day of an instant, YYYY-MM-DD, in the merchant's time zone (spec §9 time zones by
 * country): a link's expiry date, a click's day and an order's day in the statistics are the days the
 * merchant and the affiliate live in, not UTC's.
 */
export function dayOf(at: Date, timeZone: string): string {
  const local = zonedDateTime(at, timeZone);
  return toIsoDate(local.year, local.month, local.day);
}

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day` (negative: before). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A link works through its expiry date (the shop's calendar) and stops the day after. */
export function linkExpired(expiryDate: string, now: Date, timeZone: string): boolean {
  return dayOf(now, timeZone) > expiryDate;
}

const cents = (amount: number): number => Math.round(amount * 100) / 100;

/** The order's amount a commission is taken from: its sub-total after discounts. */
export function commissionBase(subTotal: number, discounts: number): number {
  return cents(Math.max(0, subTotal - discounts));
}

type PaidState = { status: OrderStatus; paymentMethod: PaymentMethod | null };

/**
 * Whether an attributed order is the link's: once the money is in — a card order once paid, a cash
 * order once delivered (COMPLETED) — and no longer once cancelled. Only such an order counts in the
 * link's orders and earns, so a cash order nobody pays for never shows as the affiliate's.
 */
export const orderCounts = ({ status, paymentMethod }: PaidState): boolean =>
  !NO_EARNING.has(status) && (paymentMethod === 'CARD' || status === 'COMPLETED');

/** What an attributed order earns its link: the commission of its amount once it counts (`orderCounts`). */
export function earningOf(order: PaidState & { subTotal: number; discounts: number }, commissionPercent: number): number {
  if (!orderCounts(order)) return 0;
  return cents((commissionBase(order.subTotal, order.discounts) * commissionPercent) / 100);
}

export type AttributionRefusal = 'closed' | 'unknown' | 'expired' | 'own';

const sameEmail = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a purchase carrying a link's token is attributed to it: the programme runs, the link exists
 * and has not expired, and the buyer is not the link's own affiliate — signed in, or buying with the
 * affiliate's email (as a guest, or signed in to another account). Null: attributed.
 */
export function attributionRefusal(input: {
  programme: ProgrammeSettings;
  link: { ownerKey: string; expiryDate: string } | undefined;
  buyer: { kind: 'guest' | 'user'; key: string; email?: string | null };
  /** The email of the order (checkout) and of the link's affiliate, when known. */
  orderEmail?: string | null;
  ownerEmail?: string | null;
  now: Date;
  timeZone: string;
}): AttributionRefusal | null {
  if (!input.programme.enabled) return 'closed';
  if (!input.link) return 'unknown';
  if (linkExpired(input.link.expiryDate, input.now, input.timeZone)) return 'expired';
  if (input.buyer.kind === 'user' && input.buyer.key === input.link.ownerKey) return 'own';
  if (sameEmail(input.orderEmail, input.ownerEmail) || (input.buyer.kind === 'user' && sameEmail(input.buyer.email, input.ownerEmail)))
    return 'own';
  return null;
}

/** The longest statistics range, in days. */
export const MAX_RANGE_DAYS = 366;

/**
 * The statistics range: `to` defaults to today (the shop's calendar), `from` to 29 days before `to`; a
 * reversed range is swapped and a longer one than MAX_RANGE_DAYS is cut to its last MAX_RANGE_DAYS days.
 */
export function statisticsRange(
  query: { from?: string; to?: string },
  now: Date,
  timeZone: string,
): { from: string; to: string; days: string[] } {
  let to = query.to ?? dayOf(now, timeZone);
  let from = query.from ?? shiftDay(to, -29);
  if (from > to) [from, to] = [to, from];
  const end = Date.parse(`${to}T00:00:00Z`);
  let start = Date.parse(`${from}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) throw new RangeError('Invalid date');
  if ((end - start) / DAY_MS >= MAX_RANGE_DAYS) start = end - (MAX_RANGE_DAYS - 1) * DAY_MS;
  const days: string[] = [];
  for (let t = start; t <= end; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return { from: days[0] ?? to, to, days };
}

/** Adds an amount to a per-currency total. */
export function addMoney(total: Record<string, number>, currency: string, amount: number): void {
  total[currency] = cents((total[currency] ?? 0) + amount);
}
