import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';

/**
 * Hands every request under `/realms/{realm}/` that no page route of this module claims to
 * oidc-provider (a Koa application). A wildcard route with `reply.hijack()` needs no extra plugin,
 * keeps Fastify's router (so the sign-in pages' own routes win over the wildcard) and leaves the
 * request body unread for the provider to parse.
 */
export function mountProvider(app: FastifyInstance, provider: Provider, realmPath: string): void {
  const callback = provider.callback();
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(`${realmPath}/*`, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      // The provider derives its mount path from originalUrl minus url.
      raw.originalUrl = url;
      raw.url = url.slice(realmPath.length) || '/';
      void callback(raw, reply.raw);
    });
  });
}
