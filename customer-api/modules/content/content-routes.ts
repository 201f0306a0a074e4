import { z } from 'zod';
import { city, contentPage, countryInfo, idParam, outlet } from '../../../lib/api/schemas';
import { notFound } from '../../core/errors';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { ContentRepository } from './content-repository';

const idParams = z.object({ id: idParam });
const countryParams = z.object({ name: z.string().trim().min(1).max(100) });
const tags = ['content'];

export interface ContentRoutesOptions {
  content: ContentRepository;
}

/** Content pages, outlets and places (spec §7), under /{tenant}/customer-api/v2. */
export const contentRoutes: RoutesPlugin<ContentRoutesOptions> = async (app, { content }) => {
  app.get(
    '/page/:id',
    { schema: { summary: 'A content page', tags, params: input(idParams, 'page id'), response: { 200: contentPage } } },
    async (request) => {
      const page = content.page(request.params.id);
      if (!page) throw notFound('No such page');
      return page;
    },
  );

  app.get('/outlet/get', { schema: { summary: 'The outlets (stores), in order', tags, response: { 200: z.array(outlet) } } }, async () =>
    content.outlets(),
  );

  app.get(
    '/cities/search/find_by_id/:id',
    { schema: { summary: 'A city', tags, params: input(idParams, 'city id'), response: { 200: city } } },
    async (request) => {
      const found = content.city(request.params.id);
      if (!found) throw notFound('No such city');
      return found;
    },
  );

  app.get(
    '/cities/search/citysearch_by_id/:id',
    { schema: { summary: 'The cities of a district', tags, params: input(idParams, 'district id'), response: { 200: z.array(city) } } },
    async (request) => {
      const cities = content.citiesOf(request.params.id);
      if (!cities) throw notFound('No such district');
      return cities;
    },
  );

  app.get(
    '/cities/search/find-country-info/:name',
    {
      schema: {
        summary: 'A country with its provinces and districts, by name or code',
        tags,
        params: input(countryParams, 'country name'),
        response: { 200: countryInfo },
      },
    },
    async (request) => {
      const found = content.country(request.params.name);
      if (!found) throw notFound('No such country');
      return found;
    },
  );
};
