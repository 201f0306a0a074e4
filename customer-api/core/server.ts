import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '../../lib/api/schemas';
import { errorBody, HttpError, siteOffline, toErrorBody } from './errors';
import { loggerOptions, REQUEST_ID_HEADER, requestIdOf, SERVER_TIMING_HEADER, type LogOptions } from './logging';
import { acceptRateLimits } from './rate-limits';
import { checkRouteSchemas, invalidInputOf } from './route-schemas';
import type { SettingsRepository } from './settings-repository';

/** A browser may not read an answer as another type than it declares (JSON as HTML, an upload as script). */
const NOSNIFF = ['X-Content-Type-Options', 'nosniff'] as const;

/** The Fastify instance every module registers on (route schemas typed by the contract). */
export type ApiServer = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface ServerOptions {
  log: LogOptions;
  settings: SettingsRepository;
  /** `/{tenant}/customer-api/v2`: every call under it is off while the shop is in maintenance… */
  apiPrefix: string;
  /** …except these paths (the API's own description). */
  alwaysOn: readonly string[];
}

/**
 * What every answer of the reference server shares, before any module: the logger and request
 * ids, JSON bodies parsed with prototype-poisoning checks, route schemas checked with zod, the
 * maintenance switch, and errors in the contract's shape.
 */
export function createServer({ log, settings, apiPrefix, alwaysOn }: ServerOptions): ApiServer {
  const app = Fastify({
    logger: loggerOptions(log),
    genReqId: requestIdOf,
    // Read (and checked) by genReqId instead, so an odd header cannot become the id.
    requestIdHeader: false,
    bodyLimit: 256 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 500, ignoreDuplicateSlashes: false },
    // Malformed URLs (bad percent-encoding) are the client's mistake: the contract's 400.
    frameworkErrors: (error, request, reply) => {
      void (reply as unknown as FastifyReply)
        .code(400)
        .header(REQUEST_ID_HEADER, request.id)
        .header(NOSNIFF[0], NOSNIFF[1])
        .send(errorBody(400, ERROR_CODES.badRequest, `Invalid request: ${error.message}`.slice(0, 300)));
    },
  }).withTypeProvider<ZodTypeProvider>();
  checkRouteSchemas(app);
  acceptRateLimits(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // The server's own time for the answer (routing, checks, handler, serialising), apart from the network
  // and from waiting for a core: the bench reads it next to the time over HTTP.
  app.addHook('onSend', async (_request, reply) => {
    reply.header(SERVER_TIMING_HEADER, `app;dur=${reply.elapsedTime.toFixed(2)}`);
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header(NOSNIFF[0], NOSNIFF[1]);
  });

  // spec §8: while offline every customer API call answers 503 E2003; the flag is read per request.
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith(`${apiPrefix}/`) && !alwaysOn.includes(path) && settings.isMaintenance()) throw siteOffline();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A request part that broke its zod schema: the contract's 400 naming the part and its fields.
    const body = invalidInputOf(error, request)?.body() ?? toErrorBody(error);
    if (body.httpStatus >= 500 && !(error instanceof HttpError)) request.log.error({ err: error }, 'customer API failure');
    return reply.code(body.httpStatus).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(404, ERROR_CODES.notFound, `No endpoint ${request.method} ${request.url.split('?')[0]}`.slice(0, 300))),
  );
  return app;
}
