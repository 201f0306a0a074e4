import { z } from 'zod';
import {
  languageCode,
  messageTree,
  missingKeysRequest,
  missingKeysResponse,
  missingMessagesResponse,
  type MissingMessages,
} from '../../../lib/api/schemas';
import { badRequest } from '../../core/errors';
import { input, type RoutesPlugin } from '../../core/route-schemas';
import type { SettingsRepository } from '../../core/settings-repository';
import type { TranslationsRepository } from './translations-repository';

const fileParams = z.object({
  file: z
    .string()
    .regex(/^[a-z]{2,3}\.json$/, 'Expected {language}.json')
    .transform((f) => f.slice(0, -'.json'.length))
    .pipe(languageCode),
});
const tags = ['i18n'];

export interface I18nRoutesOptions {
  settings: SettingsRepository;
  translations: TranslationsRepository;
}

/** Merchant message overrides and missing-key reports (spec §7 "Other"), under /i18n/{tenant}, outside the customer API prefix. */
export const i18nRoutes: RoutesPlugin<I18nRoutesOptions> = async (app, { settings, translations }) => {
  const language = input(fileParams, 'language');

  app.get(
    '/locale/:file',
    {
      schema: {
        summary: "The merchant's message overrides of a language ({} when none)",
        tags,
        params: language,
        response: { 200: messageTree },
      },
    },
    async (request) => translations.messages(request.params.file),
  );

  app.post(
    '/locale/:file',
    {
      schema: {
        summary: 'Reports message keys the storefront lacked',
        tags,
        params: language,
        body: input(missingKeysRequest, 'missing keys'),
        response: { 200: missingKeysResponse },
      },
    },
    async (request) => {
      const lng = request.params.file;
      // Only the shop's own languages are recorded, so the log stays about real gaps.
      if (!settings.requireSite().languages.some((l) => l.code === lng)) throw badRequest(`Language ${lng} is not offered by this shop`);
      return { recorded: translations.recordMissing(lng, request.body.keys) };
    },
  );

  app.get(
    '/missing/:file',
    { schema: { summary: 'The missing keys reported for a language', tags, params: language, response: { 200: missingMessagesResponse } } },
    async (request): Promise<MissingMessages> => translations.missing(request.params.file),
  );
};
