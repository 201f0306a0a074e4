/** Runs once when a storefront server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
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
  const { reportRequestError } = await import('./lib/errors/server-reporter');
  await reportRequestError(error, request, context);
}
