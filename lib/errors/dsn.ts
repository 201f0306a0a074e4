/** A Sentry-compatible DSN: `https://<public key>@<host>/<project id>` (the schema's `utilityConfigurations.errorReportingKey`). */
export interface Dsn {
  /** Where the collector is reached; the Content-Security-Policy allows this origin. */
  origin: string;
  publicKey: string;
  projectId: string;
  /** The envelope endpoint every report is posted to. */
  envelopeUrl: string;
  raw: string;
}

/** Parses a DSN; null for anything else (a malformed key reports nothing rather than anywhere). */
export function parseDsn(raw: string | null | undefined): Dsn | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  const projectId = url.pathname.replace(/^\/+|\/+$/g, '');
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.username || !/^[\w-]+$/.test(projectId)) return null;
  const query = new URLSearchParams({ sentry_key: url.username, sentry_version: '7' });
  return {
    origin: url.origin,
    publicKey: url.username,
    projectId,
    envelopeUrl: `${url.origin}/api/${projectId}/envelope/?${query.toString()}`,
    raw: raw.trim(),
  };
}
