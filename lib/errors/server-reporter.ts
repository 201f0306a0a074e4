import 'server-only';
import { siteStatus } from '@/lib/api/site-status';
import { parseDsn } from './dsn';
import { describeError, errorEnvelope } from './envelope';

interface RequestInfo {
  path: string;
  method: string;
}
interface ErrorContext {
  routerKind: string;
  routePath: string;
  routeType: string;
}

/**
 * Next's `onRequestError` (instrumentation.ts): a server render, route handler or proxy error goes to
 * the merchant's error-reporting collector when `utilityConfigurations.errorReportingKey` names one.
 * Only the route and the path without its query travel; never headers or cookies.
 */
export async function reportRequestError(
  thrown: unknown,
  request: RequestInfo,
  context: ErrorContext,
  post: typeof fetch = fetch,
): Promise<void> {
  try {
    const status = await siteStatus();
    const dsn = status.online ? parseDsn(status.schema.utilityConfigurations.errorReportingKey) : null;
    if (!dsn) return;
    const body = errorEnvelope(dsn, {
      error: describeError(thrown),
      platform: 'node',
      url: request.path.split('?')[0],
      tags: {
        runtime: 'server',
        method: request.method,
        route: context.routePath,
        routeType: context.routeType,
        router: context.routerKind,
      },
    });
    await post(dsn.envelopeUrl, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    // Reporting must never add a failure of its own.
  }
}
