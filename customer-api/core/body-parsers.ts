import type { FastifyInstance } from 'fastify';

/**
 * Bodies of the shopper's calls: JSON with Fastify's own parser (prototype-poisoning checks), where
 * an empty body reads as none (`cart/purchase`, `clear-cart` … are sent without one), and any other
 * content type as raw bytes for the route to check (uploads, the hosted payment form).
 */
export function acceptRawBodies(scope: FastifyInstance): void {
  acceptJsonBodies(scope);
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

/** JSON with Fastify's own parser (prototype-poisoning checks); an empty body reads as none. */
export function acceptJsonBodies(scope: FastifyInstance): void {
  const json = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    json(request, text, done);
  });
}
