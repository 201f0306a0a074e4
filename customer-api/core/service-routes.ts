import { z } from 'zod';
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

const readyResponse = z.object({ ok: z.boolean() });

/** The server's own routes: liveness and readiness checks and the OpenAPI document of every route. */
export const serviceRoutes: RoutesPlugin<ServiceRoutesOptions> = async (app, { db, openApiPath, document }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'The server and its database answer (reference server only)',
        tags: ['service'],
        response: { 200: healthResponse },
      },
    },
    async () => {
      db.prepare('SELECT 1').get();
      return { ok: true as const };
    },
  );

  // Readiness for a load balancer: 503 (not a 500 error) while the database cannot be read, so the
  // balancer takes this process out instead of logging failures. Fastify answers 503 while closing too.
  app.get(
    '/ready',
    {
      schema: {
        summary: 'The server can serve: its database answers a read (reference server only)',
        tags: ['service'],
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (_request, reply) => {
      try {
        db.prepare('SELECT count(*) FROM sqlite_master').get();
        return { ok: true };
      } catch {
        return reply.code(503).header('cache-control', 'no-store').send({ ok: false });
      }
    },
  );

  // @fastify/swagger builds the document once and keeps it.
  app.get(
    openApiPath,
    { schema: { summary: 'This document: the customer API as OpenAPI 3.1, generated from its zod contract', tags: ['service'] } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(document()),
  );
};
