import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  idParam,
  productByIdQuery,
  productBySlugQuery,
  searchRequest,
  slugParam,
  type SearchResponse,
} from '../../lib/api/schemas';
import { defaultCurrencyCode } from '../catalogue/product-view';
import { ftsMatchExpression } from '../catalogue/search-text';
import { notFound, parseInput } from '../errors';
import { requireSite, stockScope, type RouteContext } from './context';

const productIdParams = z.object({ productId: idParam });
const productSlugParams = z.object({ productSlug: slugParam });

/** Site schema, search and product reads (spec §7). */
export function catalogueRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const p = ctx.apiPrefix;

  app.get(`${p}/schema/get`, async (_request, reply) => {
    requireSite(ctx);
    return reply.type('application/json; charset=utf-8').send(ctx.settings.siteJson());
  });

  app.post(`${p}/product/search`, async (request): Promise<SearchResponse> => {
    const req = parseInput(searchRequest, request.body ?? {}, 'search request');
    const scope = stockScope(ctx, request);
    if (req.source === 'related' && req.related) {
      const page = ctx.catalogue.related(req.related, req.first, req.after, scope);
      return { ...page, first: req.first, after: req.after };
    }
    const match = ftsMatchExpression(req.query);
    const range = req.ranges.price;
    const page = ctx.catalogue.search(
      {
        match,
        tags: req.tags,
        price: range ? { min: range[0] ?? 0, max: range[1] } : null,
        currency: req.currency ?? defaultCurrencyCode(requireSite(ctx)),
        sort: req.sortBy ?? (match ? 'RELEVANCE' : 'NEWEST'),
        first: req.first,
        after: req.after,
      },
      scope,
    );
    return { ...page, first: req.first, after: req.after };
  });

  app.get(`${p}/product/:productId`, async (request) => {
    const { productId } = parseInput(productIdParams, request.params, 'product id');
    const { varianceKey } = parseInput(productByIdQuery, request.query, 'query');
    const found = ctx.catalogue.productByIdentity(productId, varianceKey || undefined, stockScope(ctx, request));
    if (!found) throw notFound(varianceKey ? 'No such product variant' : 'No such product');
    return found;
  });

  app.get(`${p}/products/:productSlug`, async (request) => {
    const { productSlug } = parseInput(productSlugParams, request.params, 'product slug');
    const { varianceSlug } = parseInput(productBySlugQuery, request.query, 'query');
    const found = ctx.catalogue.productBySlugs(productSlug, varianceSlug || undefined, stockScope(ctx, request));
    if (!found) throw notFound(varianceSlug ? 'No such product variant' : 'No such product');
    return found;
  });
}
