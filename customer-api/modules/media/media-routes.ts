import { z } from 'zod';
import { imageQuery } from '../../../lib/api/schemas';
import { notFound } from '../../core/errors';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import { isImageRef, type ImageStore } from './image-store';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const refParams = z.object({ '*': z.string().refine(isImageRef) });

export interface MediaRoutesOptions {
  images: ImageStore;
}

/** Resized images: GET /{tenant}/media/{ref}?w=&h= (spec §7 image proxy, §9 sizes). */
export const mediaRoutes: RoutesPlugin<MediaRoutesOptions> = async (app, { images }) => {
  app.get(
    '/*',
    {
      schema: {
        summary: 'An image as webp, resized to one of the allowed widths (and aspect ratios)',
        tags: ['media'],
        wildcard: 'ref',
        params: input(refParams, 'image reference', { message: 'Invalid image reference' }),
        querystring: input(imageQuery, 'image size'),
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
      const ref = request.params['*'];
      let result;
      try {
        result = await images.get(ref, request.query);
      } catch (e) {
        // A file the resizer cannot read is the shop's fault, but the shopper just has no image.
        request.log.warn({ ref, reason: e instanceof Error ? e.message : String(e) }, 'image could not be processed');
        throw notFound('Image not available');
      }
      if (result.kind === 'missing') throw notFound('No such image');
      return reply.type('image/webp').header('cache-control', IMMUTABLE).send(result.body);
    },
  );
};
