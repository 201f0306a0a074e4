/** Runs once when a storefront server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First: an invalid or missing setting stops the server now, in one line, not at a shopper's first request.
  (await import('./lib/settings/refuse-to-start')).refuseInvalidSettings();
  // Loaded only when traces are wanted: without the variable no OpenTelemetry module is read.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) (await import('./lib/telemetry/traces')).registerTraces();
  // Next's SIGTERM handling is on unless NEXT_MANUAL_SIG_HANDLE turns it off (then a listener here would keep the process alive).
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) (await import('./lib/http/drain-on-sigterm')).drainOnSigterm();
  const { reportMessageGaps } = await import('./lib/i18n/report-gaps');
  // In the background: starting to serve never waits for the customer API.
  void reportMessageGaps();
}

/**
 * Next calls this for every server error (render, route handler, proxy): reported to the merchant's
 * error-reporting collector when `utilityConfigurations.errorReportingKey` names one (docs/analytics.md).
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routerKind: string; routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverErrorLine } = await import('./lib/logging/server-log');
  const { isSaneRequestId, REQUEST_ID_HEADER } = await import('./lib/http/request-id');
  const sent = request.headers[REQUEST_ID_HEADER];
  const requestId = typeof sent === 'string' && isSaneRequestId(sent) ? sent : null;
  serverErrorLine(error, {
    requestId,
    method: request.method,
    path: request.path.split('?')[0],
    route: context.routePath,
    routeType: context.routeType,
  });
  const { reportRequestError } = await import('./lib/errors/server-reporter');
  await reportRequestError(error, request, context);
}
