import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { languageCode, missingKeysRequest, type MissingMessages } from '../../lib/api/schemas';
import { badRequest, parseInput } from '../errors';
import { requireSite, type RouteContext } from './context';

const fileParams = z.object({
  file: z
    .string()
    .regex(/^[a-z]{2,3}\.json$/, 'Expected {language}.json')
    .transform((f) => f.slice(0, -'.json'.length))
    .pipe(languageCode),
});

/** Merchant message overrides and missing-key reports (spec §7 "Other"), outside the customer API prefix. */
export function i18nRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const base = `/i18n/${ctx.tenant}`;

  app.get(`${base}/locale/:file`, async (request) => {
    const { file: lng } = parseInput(fileParams, request.params, 'language');
    return ctx.translations.messages(lng);
  });

  app.post(`${base}/locale/:file`, async (request) => {
    const { file: lng } = parseInput(fileParams, request.params, 'language');
    const { keys } = parseInput(missingKeysRequest, request.body, 'missing keys');
    // Only the shop's own languages are recorded, so the log stays about real gaps.
    if (!requireSite(ctx).languages.some((l) => l.code === lng)) throw badRequest(`Language ${lng} is not offered by this shop`);
    return { recorded: ctx.translations.recordMissing(lng, keys) };
  });

  app.get(`${base}/missing/:file`, async (request): Promise<MissingMessages> => {
    const { file: lng } = parseInput(fileParams, request.params, 'language');
    return ctx.translations.missing(lng);
  });
}
