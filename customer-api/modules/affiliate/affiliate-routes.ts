import {
  affiliateBanks,
  affiliateClick,
  affiliateClickAnswer,
  affiliateCustomer,
  affiliateCustomerOrNone,
  affiliateLink,
  affiliateLinks,
  affiliateLinkUpdate,
  affiliateReport,
  affiliateStatistics,
  affiliateStatus,
  affiliateTokenParams,
  bankDetailsInput,
  newAffiliateLink,
  reportQuery,
  statisticsQuery,
} from '../../../lib/api/affiliate-schemas';
import { shopperOf } from '../../core/request-scope';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { AffiliateService } from './affiliate-service';

const tags = ['affiliate'];

export interface AffiliateRoutesOptions {
  affiliate: AffiliateService;
}

/** spec §7 affiliate calls (shopper scope, signed-in customers only): the caller's own records. */
export const affiliateRoutes: RoutesPlugin<AffiliateRoutesOptions> = async (app, { affiliate }) => {
  app.get(
    '/affiliate/status',
    {
      schema: {
        summary: 'Whether the programme runs, its commission, and whether the caller gave bank details',
        tags,
        response: { 200: affiliateStatus },
      },
    },
    async (request) => affiliate.status(shopperOf(request)),
  );
  app.get(
    '/affiliate/banks',
    { schema: { summary: 'Banks an affiliate can be paid to', tags, response: { 200: affiliateBanks } } },
    async (request) => affiliate.banks(shopperOf(request)),
  );
  app.get(
    '/affiliate/customer',
    { schema: { summary: "The caller's bank details (null before they gave any)", tags, response: { 200: affiliateCustomerOrNone } } },
    async (request) => affiliate.customer(shopperOf(request)),
  );
  app.post(
    '/affiliate/customer',
    {
      schema: {
        summary: "Saves the caller's bank details: they become an affiliate",
        tags,
        body: input(bankDetailsInput, 'bank details'),
        response: { 200: affiliateCustomer },
      },
    },
    async (request) => affiliate.saveCustomer(shopperOf(request), request.body),
  );
  app.get(
    '/affiliate',
    { schema: { summary: "The caller's links, newest first, with clicks, orders and earnings", tags, response: { 200: affiliateLinks } } },
    async (request) => affiliate.links(shopperOf(request)),
  );
  app.post(
    '/affiliate',
    {
      schema: {
        summary: 'Creates a link (needs bank details and a running programme)',
        tags,
        body: input(newAffiliateLink, 'affiliate link'),
        response: { 200: affiliateLink },
      },
    },
    async (request) => affiliate.create(shopperOf(request), request.body),
  );
  app.put(
    '/affiliate/:affiliateToken',
    {
      schema: {
        summary: "Changes the description and expiry date of one of the caller's links (404 for anyone else's)",
        tags,
        params: input(affiliateTokenParams, 'affiliate token'),
        body: input(affiliateLinkUpdate, 'link update'),
        response: { 200: affiliateLink },
      },
    },
    async (request) => affiliate.update(shopperOf(request), request.params.affiliateToken, request.body),
  );
  app.get(
    '/affiliate/statistics',
    {
      schema: {
        summary: "Daily clicks, orders and earnings of the caller's links (default: the last 30 days)",
        tags,
        querystring: input(statisticsQuery, 'query', { whenAbsent: {} }),
        response: { 200: affiliateStatistics },
      },
    },
    async (request) => affiliate.statistics(shopperOf(request), request.query),
  );
  app.get(
    '/affiliate/report',
    {
      schema: {
        summary: "The orders the caller's links brought, newest first, a page at a time",
        tags,
        querystring: input(reportQuery, 'query', { whenAbsent: {} }),
        response: { 200: affiliateReport },
      },
    },
    async (request) => affiliate.report(shopperOf(request), request.query),
  );
};

/** The storefront reports a visit that arrived with a token (public: the visitor may have no session yet). */
export const affiliateClickRoutes: RoutesPlugin<AffiliateRoutesOptions> = async (app, { affiliate }) => {
  app.post(
    '/affiliate/click',
    {
      schema: {
        summary: 'Counts a visit with a link token, once per browser session; answers whether the token is a working link',
        tags,
        body: input(affiliateClick, 'click'),
        response: { 200: affiliateClickAnswer },
      },
    },
    async (request) => affiliate.click(request.body.token, request.body.visit),
  );
};
