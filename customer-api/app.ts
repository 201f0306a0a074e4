import { dirname, join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { ERROR_CODES, type ApiErrorBody } from '../lib/api/schemas';
import { CatalogueRepository } from './db/catalogue-repository';
import { ContentRepository } from './db/content-repository';
import type { Db } from './db/open';
import { SettingsRepository } from './db/settings-repository';
import { TranslationsRepository } from './db/translations-repository';
import { HttpError, siteOffline } from './errors';
import { registerIdentity, type IdentityOptions } from './identity';
import { ImageStore } from './media/image-store';
import { catalogueRoutes } from './routes/catalogue-routes';
import { commerceRoutes, type CommerceOptions } from './routes/commerce-routes';
import { contentRoutes } from './routes/content-routes';
import type { RouteContext } from './routes/context';
import { i18nRoutes } from './routes/i18n-routes';
import { mediaRoutes } from './routes/media-routes';

export interface AppOptions {
  db: Db;
  /** Tenant base name that prefixes the API, media and i18n paths. */
  tenant: string;
  /** Folder of the original images; resized copies go to `{imageDir}/.cache`. */
  imageDir: string;
  /** Cart, checkout and payment settings; uploads default to `{imageDir}/../uploads`. */
  commerce?: Partial<CommerceOptions>;
  /** The OpenID Connect provider at /realms/{realm}; its tokens become the bearer check unless commerce.verifyBearer is given. */
  identity?: IdentityOptions;
}

const TENANT = /^[a-z0-9-]{1,60}$/;

/** The reference customer API as a Fastify instance (not listening). */
export function buildApp({ db, tenant, imageDir, commerce = {}, identity }: AppOptions): FastifyInstance {
  if (!TENANT.test(tenant)) throw new Error(`Invalid tenant name: ${tenant}`);
  const app = Fastify({
    logger: false,
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: 500, ignoreDuplicateSlashes: false },
    // Malformed URLs (bad percent-encoding) are the client's mistake: the contract's 400.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply)
        .code(400)
        .send(errorBody(400, ERROR_CODES.badRequest, `Invalid request: ${error.message}`.slice(0, 300)));
    },
  });

  const ctx: RouteContext = {
    tenant,
    apiPrefix: `/${tenant}/customer-api/v2`,
    settings: new SettingsRepository(db),
    catalogue: new CatalogueRepository(db),
    content: new ContentRepository(db),
    translations: new TranslationsRepository(db),
    images: new ImageStore(imageDir),
  };

  // spec §8: while offline every customer API call answers 503 E2003; the flag is read per request.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(`${ctx.apiPrefix}/`) && ctx.settings.isMaintenance()) throw siteOffline();
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const body = toErrorBody(error);
    if (body.httpStatus >= 500 && !(error instanceof HttpError)) console.error('customer API failure:', error);
    return reply.code(body.httpStatus).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(404, ERROR_CODES.notFound, `No endpoint ${request.method} ${request.url.split('?')[0]}`.slice(0, 300))),
  );

  app.get('/health', async () => {
    db.prepare('SELECT 1').get();
    return { ok: true };
  });
  catalogueRoutes(app, ctx);
  contentRoutes(app, ctx);
  i18nRoutes(app, ctx);
  mediaRoutes(app, ctx);
  const provider = identity ? registerIdentity(app, { db, tenant, apiPrefix: ctx.apiPrefix, site: () => ctx.settings.site() }, identity) : undefined;
  commerceRoutes(app, ctx, db, { uploadDir: join(dirname(imageDir), 'uploads'), storefrontUrl: 'http://localhost:3000', verifyBearer: provider?.verifyBearer, ...commerce });
  return app;
}

function errorBody(httpStatus: number, code: string, description: string): ApiErrorBody {
  return { code, description, httpStatus };
}

/** Maps any error to the contract's error body; only our own faults become 5xx. */
function toErrorBody(error: FastifyError): ApiErrorBody {
  if (error instanceof HttpError) return error.body();
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return errorBody(400, ERROR_CODES.badRequest, 'Request body is not valid JSON');
  }
  if (status === 404) return errorBody(404, ERROR_CODES.notFound, 'Not found');
  if (status === 413) return errorBody(413, ERROR_CODES.badRequest, 'Request body is too large');
  if (status === 415) return errorBody(415, ERROR_CODES.badRequest, 'Send the request body as application/json');
  if (status >= 400 && status < 500) return errorBody(status, ERROR_CODES.badRequest, error.message.slice(0, 300));
  return errorBody(500, ERROR_CODES.internal, 'An error occurred');
}
