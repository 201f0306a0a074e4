import { parseDsn } from './dsn';
import { takeEarlyErrors } from './early-errors';
import { describeError, errorEnvelope } from './envelope';

const MAX_REPORTS = 10;

/**
 * Reports the page's uncaught errors and unhandled rejections to the DSN's collector (loaded only when
 * the merchant configured one), and those the page met before this code loaded (lib/errors/early-errors.ts).
 * At most ten reports per page, each message once. Answers an uninstall.
 */
export function installBrowserReporter(rawDsn: string): () => void {
  const dsn = parseDsn(rawDsn);
  if (!dsn) return () => {};
  const seen = new Set<string>();
  const send = (thrown: unknown) => {
    const error = describeError(thrown);
    const key = `${error.type}: ${error.message}`;
    if (seen.has(key) || seen.size >= MAX_REPORTS) return;
    seen.add(key);
    const body = errorEnvelope(dsn, {
      error,
      platform: 'javascript',
      url: window.location.href.split('?')[0],
      tags: { runtime: 'browser' },
    });
    // A simple request (text/plain, no credentials): no preflight, nothing of the shopper's session.
    void fetch(dsn.envelopeUrl, {
      method: 'POST',
      body,
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => {});
  };
  const onError = (e: ErrorEvent) => send(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => send(e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  // Taken after listening: no error falls between the early listener and this one.
  for (const thrown of takeEarlyErrors()) send(thrown);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
