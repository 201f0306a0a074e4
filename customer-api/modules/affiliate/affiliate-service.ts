import { randomBytes } from 'node:crypto';
import type {
  AffiliateCustomer,
  AffiliateLink,
  AffiliateLinkUpdate,
  AffiliateReport,
  AffiliateStatistics,
  AffiliateStatus,
  BankDetailsInput,
  NewAffiliateLink,
  ReportQuery,
  StatisticsQuery,
} from '../../../lib/api/affiliate-schemas';
import { affiliateToken } from '../../../lib/api/affiliate-schemas';
import type { Db } from '../../core/database';
import { badRequest, conflict, notFound, unauthorized } from '../../core/errors';
import type { Shopper } from '../../core/request-scope';
import {
  addMoney,
  attributionRefusal,
  commissionBase,
  dayOf,
  earningOf,
  linkExpired,
  orderCounts,
  shiftDay,
  statisticsRange,
} from './affiliate-rules';
import type { AffiliateRepository, LinkRecord } from './affiliate-repository';

/** spec §5 */
export const BANK_DETAILS_REQUIRED = 'Please provide the bank details before proceeding to generate affiliate links.';

const signedIn = (shopper: Shopper): string => {
  if (shopper.kind !== 'user') throw unauthorized('Sign in to use the affiliate programme');
  return shopper.key;
};

/**
 * The affiliate programme: bank details, links, clicks, attribution of purchases and what they earn.
 * Every call answers about the caller's own records only; anyone else's link is not found.
 */
export class AffiliateService {
  constructor(
    private readonly db: Db,
    private readonly records: AffiliateRepository,
    private readonly now: () => Date,
    /** The merchant's time zone: days (expiry, clicks, statistics) are the shop's calendar days. */
    private readonly timeZone: () => string,
  ) {}

  status(shopper: Shopper): AffiliateStatus {
    const owner = signedIn(shopper);
    const programme = this.records.programme();
    return {
      enabled: programme.enabled,
      commissionPercent: programme.commissionPercent,
      hasBankDetails: this.records.affiliate(owner) !== undefined,
    };
  }

  banks(shopper: Shopper) {
    signedIn(shopper);
    return this.records.banks();
  }

  customer(shopper: Shopper): AffiliateCustomer | null {
    const found = this.records.affiliate(signedIn(shopper));
    return found
      ? { bankId: found.bankId, bankName: found.bankName, accountName: found.accountName, accountNumber: found.accountNumber }
      : null;
  }

  saveCustomer(shopper: Shopper, details: BankDetailsInput): AffiliateCustomer {
    const owner = signedIn(shopper);
    if (!this.records.bank(details.bankId)) throw badRequest('Bank name must not be empty');
    this.db.transaction(() => this.records.saveAffiliate({ customerKey: owner, ...details }, this.now())).immediate();
    const saved = this.customer(shopper);
    if (!saved) throw new Error('affiliate vanished after saving');
    return saved;
  }

  /** spec §6: a link needs bank details, and the programme must be running. */
  create(shopper: Shopper, input: NewAffiliateLink): AffiliateLink {
    const owner = signedIn(shopper);
    if (!this.records.affiliate(owner)) throw conflict(BANK_DETAILS_REQUIRED);
    if (!this.records.programme().enabled) throw conflict('The affiliate programme is closed');
    const now = this.now();
    if (input.expiryDate < dayOf(now, this.timeZone())) throw badRequest('The expiry date has passed');
    const link: LinkRecord = {
      token: randomBytes(12).toString('base64url'),
      ownerKey: owner,
      path: input.path,
      description: input.description,
      expiryDate: input.expiryDate,
      createdAt: now.toISOString(),
    };
    this.db.transaction(() => this.records.insertLink(link)).immediate();
    return this.view(link, new Map(), owner);
  }

  /** Changes the caller's link (an expiry date in the past ends it now); anyone else's link is not found. */
  update(shopper: Shopper, token: string, change: AffiliateLinkUpdate): AffiliateLink {
    const owner = signedIn(shopper);
    const changed = this.db.transaction(() => this.records.updateLink(token, owner, change, this.now())).immediate();
    const link = changed ? this.records.link(token) : undefined;
    if (!link) throw notFound('No such affiliate link');
    return this.view(link, this.records.clicksPerLink(owner), owner);
  }

  /** The caller's links, newest first, with their clicks, orders and earnings. */
  links(shopper: Shopper): AffiliateLink[] {
    const owner = signedIn(shopper);
    const clicks = this.records.clicksPerLink(owner);
    const orders = this.records.attributed(owner);
    return this.records.linksOf(owner).map((link) => this.view(link, clicks, owner, orders));
  }

  private view(link: LinkRecord, clicks: Map<string, number>, owner: string, orders = this.records.attributed(owner)): AffiliateLink {
    const mine = orders.filter((o) => o.token === link.token);
    const earned: Record<string, number> = {};
    for (const o of mine) addMoney(earned, o.currency, earningOf(o, o.commissionPercent));
    return {
      token: link.token,
      path: link.path,
      description: link.description,
      expiryDate: link.expiryDate,
      expired: linkExpired(link.expiryDate, this.now(), this.timeZone()),
      clicks: clicks.get(link.token) ?? 0,
      orders: mine.filter(orderCounts).length,
      earned,
      createdAt: link.createdAt,
    };
  }

  statistics(shopper: Shopper, query: StatisticsQuery): AffiliateStatistics {
    const owner = signedIn(shopper);
    const timeZone = this.timeZone();
    let range;
    try {
      range = statisticsRange(query, this.now(), timeZone);
    } catch {
      throw badRequest('Invalid date range');
    }
    const clicks = this.records.clicksPerDay(owner, range.from, range.to);
    const days = new Map(
      range.days.map((day) => [day, { day, clicks: clicks.get(day) ?? 0, orders: 0, earned: {} as Record<string, number> }]),
    );
    // Orders are stored with UTC instants: read a day either side, then count each on its shop day.
    for (const o of this.records.attributedBetween(owner, shiftDay(range.from, -1), shiftDay(range.to, 1))) {
      const entry = days.get(dayOf(new Date(o.createdAt), timeZone));
      if (!entry || !orderCounts(o)) continue;
      entry.orders += 1;
      addMoney(entry.earned, o.currency, earningOf(o, o.commissionPercent));
    }
    return { from: range.from, to: range.to, days: [...days.values()] };
  }

  report(shopper: Shopper, query: ReportQuery): AffiliateReport {
    const owner = signedIn(shopper);
    const page = this.records.attributedPage(owner, query.size, (query.page - 1) * query.size);
    return {
      entries: page.orders.map((o) => ({
        date: o.createdAt,
        orderRef: o.refId,
        status: o.status,
        currency: o.currency,
        amount: commissionBase(o.subTotal, o.discounts),
        earning: earningOf(o, o.commissionPercent),
        linkDescription: o.description,
      })),
      total: page.total,
      page: query.page,
      size: query.size,
    };
  }

  /** A visit that arrived with a token: counted once per browser session while the link works. */
  click(token: string, visit: string): { valid: boolean } {
    const link = this.workingLink(token);
    if (!link) return { valid: false };
    const now = this.now();
    this.db.transaction(() => this.records.click(link.token, visit, dayOf(now, this.timeZone()), now)).immediate();
    return { valid: true };
  }

  private workingLink(token: string | null | undefined): LinkRecord | undefined {
    if (!token || !affiliateToken.safeParse(token).success) return undefined;
    if (!this.records.programme().enabled) return undefined;
    const link = this.records.link(token);
    return link && !linkExpired(link.expiryDate, this.now(), this.timeZone()) ? link : undefined;
  }

  /**
   * At purchase (inside its transaction): the cart is attributed to the link whose token the
   * purchase carries, or to none (a later purchase without a token forgets an earlier one).
   */
  attributeCart(cartId: string, buyer: Shopper, token: string | null | undefined): void {
    const programme = this.records.programme();
    const link = token && affiliateToken.safeParse(token).success ? this.records.link(token) : undefined;
    const now = this.now();
    const emails = link ? { orderEmail: this.records.cartEmail(cartId), ownerEmail: this.records.customerEmail(link.ownerKey) } : {};
    if (attributionRefusal({ programme, link, buyer, ...emails, now, timeZone: this.timeZone() }) === null && link)
      this.records.attributeCart(cartId, link.token, programme.commissionPercent, now);
    else this.records.forgetCart(cartId);
  }
}
