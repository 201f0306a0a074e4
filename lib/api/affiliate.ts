import 'server-only';
import { affiliateAnswers } from './answers';
import {
  affiliateBanks,
  affiliateClickAnswer,
  type AffiliateLinkUpdate,
  type BankDetailsInput,
  type NewAffiliateLink,
  type ReportQuery,
  type StatisticsQuery,
} from './affiliate-schemas';
import { apiCall, type CallContext } from './client';

const {
  customer: affiliateCustomerOrNone,
  link: affiliateLink,
  links: affiliateLinks,
  report: affiliateReport,
  statistics: affiliateStatistics,
  status: affiliateStatus,
} = affiliateAnswers;
const affiliateCustomer = affiliateAnswers.savedCustomer;

/** spec §7 affiliate calls of the signed-in caller; the customer API answers only about their own records. */
export const affiliateApi = {
  status: (ctx: CallContext) => apiCall({ path: '/affiliate/status', schema: affiliateStatus, ctx, cache: 'no-store' }),
  banks: (ctx: CallContext) => apiCall({ path: '/affiliate/banks', schema: affiliateBanks, ctx, cache: 'no-store' }),
  customer: (ctx: CallContext) => apiCall({ path: '/affiliate/customer', schema: affiliateCustomerOrNone, ctx, cache: 'no-store' }),
  saveCustomer: (ctx: CallContext, details: BankDetailsInput) =>
    apiCall({ path: '/affiliate/customer', method: 'POST', body: details, schema: affiliateCustomer, ctx, cache: 'no-store' }),
  links: (ctx: CallContext) => apiCall({ path: '/affiliate', schema: affiliateLinks, ctx, cache: 'no-store' }),
  create: (ctx: CallContext, link: NewAffiliateLink) =>
    apiCall({ path: '/affiliate', method: 'POST', body: link, schema: affiliateLink, ctx, cache: 'no-store' }),
  update: (ctx: CallContext, token: string, change: AffiliateLinkUpdate) =>
    apiCall({
      path: `/affiliate/${encodeURIComponent(token)}`,
      method: 'PUT',
      body: change,
      schema: affiliateLink,
      ctx,
      cache: 'no-store',
    }),
  statistics: (ctx: CallContext, range: StatisticsQuery) =>
    apiCall({ path: '/affiliate/statistics', query: range, schema: affiliateStatistics, ctx, cache: 'no-store' }),
  report: (ctx: CallContext, page: ReportQuery) =>
    apiCall({ path: '/affiliate/report', query: page, schema: affiliateReport, ctx, cache: 'no-store' }),
  /** A visit with a link token (no shopper needed): whether it is a working link. */
  click: (token: string, visit: string) =>
    apiCall({ path: '/affiliate/click', method: 'POST', body: { token, visit }, schema: affiliateClickAnswer, cache: 'no-store' }),
};
