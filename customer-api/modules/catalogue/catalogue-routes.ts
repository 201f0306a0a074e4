import { z } from 'zod';
import {
  idParam,
  product,
  productByIdQuery,
  productBySlugQuery,
  searchRequest,
  searchResponse,
  siteSchema,
  slugParam,
  type Product,
  type SearchResponse,
  type SiteSchema,
} from '../../../lib/api/schemas';
import { searchWithoutPrices, searchWithoutPriceTerms, withoutPrices } from '../../../lib/product/hidden-prices';
import { notFound } from '../../core/errors';
import { inventoryLocationOf } from '../../core/request-scope';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { SettingsRepository } from '../../core/settings-repository';
import type { CatalogueRepository } from './catalogue-repository';
import { defaultCurrencyCode } from './product-view';
import { ftsMatchExpression } from './search-text';

const productIdParams = z.object({ productId: idParam });
const productSlugParams = z.object({ productSlug: slugParam });
const tags = ['catalogue'];
const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer already serialised to JSON bytes: Fastify sends a Buffer as it is, past the serialiser. */
const serialised = <T>(json: Buffer): T => json as unknown as T;

export interface CatalogueRoutesOptions {
  settings: SettingsRepository;
  catalogue: CatalogueRepository;
}

/** Site schema, search and product reads (spec §7), under /{tenant}/customer-api/v2. */
export const catalogueRoutes: RoutesPlugin<CatalogueRoutesOptions> = async (app, { settings, catalogue }) => {
  const site = () => settings.requireSite();
  // spec §6 hidden prices: removed for every caller, so no amount leaves the server.
  const hidden = () => site().generalSettings.hideProductPrice;

  app.get(
    '/schema/get',
    { schema: { summary: 'The merchant configuration (site schema)', tags, response: { 200: siteSchema } } },
    async (_request, reply) => {
      site();
      // The stored JSON text goes out as it is, without parsing and serialising it again.
      const stored = settings.siteJson() as unknown as SiteSchema;
      return reply.type('application/json; charset=utf-8').send(stored);
    },
  );

  app.post(
    '/product/search',
    {
      schema: {
        summary: 'Search and list products, or the products related to one',
        tags,
        body: input(searchRequest, 'search request', { whenAbsent: {} }),
        response: { 200: searchResponse },
      },
    },
    async (request, reply): Promise<SearchResponse> => {
      const hide = hidden();
      const req = hide ? searchWithoutPriceTerms(request.body) : request.body;
      const scope = inventoryLocationOf(request, site);
      const extra = { first: req.first, after: req.after };
      const answer = (page: Omit<SearchResponse, 'first' | 'after'>): SearchResponse => searchWithoutPrices({ ...page, ...extra });
      if (req.source === 'related' && req.related) {
        // Prices shown: the answer's JSON is joined from each product's encoded parts (same bytes as serialising it).
        if (!hide)
          return reply
            .type(JSON_TYPE)
            .send(serialised<SearchResponse>(catalogue.relatedJson(req.related, req.first, req.after, scope, extra)));
        return answer(catalogue.related(req.related, req.first, req.after, scope));
      }
      const match = ftsMatchExpression(req.query);
      const range = req.ranges.price;
      const query = {
        match,
        tags: req.tags,
        price: range ? { min: range[0] ?? 0, max: range[1] } : null,
        currency: req.currency ?? defaultCurrencyCode(site()),
        sort: req.sortBy ?? (match ? 'RELEVANCE' : 'NEWEST'),
        first: req.first,
        after: req.after,
      } as const;
      if (!hide) return reply.type(JSON_TYPE).send(serialised<SearchResponse>(catalogue.searchJson(query, scope, extra)));
      return answer(catalogue.search(query, scope));
    },
  );

  app.get(
    '/product/:productId',
    {
      schema: {
        summary: 'A product variant by product id',
        tags,
        params: input(productIdParams, 'product id'),
        querystring: input(productByIdQuery, 'query'),
        response: { 200: product },
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      const { varianceKey } = request.query;
      const scope = inventoryLocationOf(request, site);
      if (!hidden()) {
        const json = catalogue.productByIdentityJson(productId, varianceKey || undefined, scope);
        if (!json) throw notFound(varianceKey ? 'No such product variant' : 'No such product');
        return reply.type(JSON_TYPE).send(serialised<Product>(json));
      }
      const found = catalogue.productByIdentity(productId, varianceKey || undefined, scope);
      if (!found) throw notFound(varianceKey ? 'No such product variant' : 'No such product');
      return withoutPrices(found);
    },
  );

  app.get(
    '/products/:productSlug',
    {
      schema: {
        summary: 'A product variant by its slugs',
        tags,
        params: input(productSlugParams, 'product slug'),
        querystring: input(productBySlugQuery, 'query'),
        response: { 200: product },
      },
    },
    async (request, reply) => {
      const { productSlug } = request.params;
      const { varianceSlug } = request.query;
      const scope = inventoryLocationOf(request, site);
      if (!hidden()) {
        const json = catalogue.productBySlugsJson(productSlug, varianceSlug || undefined, scope);
        if (!json) throw notFound(varianceSlug ? 'No such product variant' : 'No such product');
        return reply.type(JSON_TYPE).send(serialised<Product>(json));
      }
      const found = catalogue.productBySlugs(productSlug, varianceSlug || undefined, scope);
      if (!found) throw notFound(varianceSlug ? 'No such product variant' : 'No such product');
      return withoutPrices(found);
    },
  );
};
