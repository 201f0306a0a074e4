import type { FastifyInstance } from 'fastify';
import { imageQuery } from '../../lib/api/schemas';
import { badRequest, notFound, parseInput } from '../errors';
import { isImageRef } from '../media/image-store';
import type { RouteContext } from './context';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Resized images: GET /{tenant}/media/{ref}?w=&h= (spec §7 image proxy, §9 sizes). */
export function mediaRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(`/${ctx.tenant}/media/*`, async (request, reply) => {
    const ref = (request.params as Record<string, string | undefined>)['*'] ?? '';
    if (!isImageRef(ref)) throw badRequest('Invalid image reference');
    const size = parseInput(imageQuery, request.query, 'image size');
    let result;
    try {
      result = await ctx.images.get(ref, size);
    } catch (e) {
      // A file the resizer cannot read is the shop's fault, but the shopper just has no image.
      console.warn(`image ${ref} could not be processed:`, e instanceof Error ? e.message : e);
      throw notFound('Image not available');
    }
    if (result.kind === 'missing') throw notFound('No such image');
    return reply.type('image/webp').header('cache-control', IMMUTABLE).send(result.body);
  });
}
