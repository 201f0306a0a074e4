import { healthResponse } from '../../lib/api/schemas';
import type { Db } from './database';
import type { OpenApiDocument } from './openapi';
import type { RoutesPlugin } from './route-schemas';

export interface ServiceRoutesOptions {
  db: Db;
  /** `/{tenant}/customer-api/v2/openapi.json` (answered during maintenance too). */
  openApiPath: string;
  document: () => OpenApiDocument;
}

/** The server's own routes: a health check and the OpenAPI document of every route. */
export const serviceRoutes: RoutesPlugin<ServiceRoutesOptions> = async (app, { db, openApiPath, document }) => {
  app.get('/health', { schema: { summary: 'The server and its database answer (reference server only)', tags: ['service'], response: { 200: healthResponse } } }, async () => {
    db.prepare('SELECT 1').get();
    return { ok: true as const };
  });

  let built: OpenApiDocument | undefined;
  app.get(openApiPath, { schema: { summary: 'This document: the customer API as OpenAPI 3.1, generated from its zod contract', tags: ['service'] } }, async (_request, reply) => {
    built ??= document();
    return reply.header('cache-control', 'no-cache').send(built);
  });
};
