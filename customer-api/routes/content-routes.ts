import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam } from '../../lib/api/schemas';
import { notFound, parseInput } from '../errors';
import type { RouteContext } from './context';

const idParams = z.object({ id: idParam });
const countryParams = z.object({ name: z.string().trim().min(1).max(100) });

/** Content pages, outlets and places (spec §7). */
export function contentRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const p = ctx.apiPrefix;

  app.get(`${p}/page/:id`, async (request) => {
    const { id } = parseInput(idParams, request.params, 'page id');
    const page = ctx.content.page(id);
    if (!page) throw notFound('No such page');
    return page;
  });

  app.get(`${p}/outlet/get`, async () => ctx.content.outlets());

  app.get(`${p}/cities/search/find_by_id/:id`, async (request) => {
    const { id } = parseInput(idParams, request.params, 'city id');
    const found = ctx.content.city(id);
    if (!found) throw notFound('No such city');
    return found;
  });

  app.get(`${p}/cities/search/citysearch_by_id/:id`, async (request) => {
    const { id } = parseInput(idParams, request.params, 'district id');
    const cities = ctx.content.citiesOf(id);
    if (!cities) throw notFound('No such district');
    return cities;
  });

  app.get(`${p}/cities/search/find-country-info/:name`, async (request) => {
    const { name } = parseInput(countryParams, request.params, 'country name');
    const found = ctx.content.country(name);
    if (!found) throw notFound('No such country');
    return found;
  });
}
