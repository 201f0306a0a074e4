/** Severity of a log line, as pino and most log shippers name them. */
export type LogLevel = 'info' | 'warn' | 'error';

export interface LogFields {
  requestId?: string | null;
  [field: string]: unknown;
}

/**
 * One JSON line per event on stdout (warn and error on stderr), the shape the customer API's pino lines
 * have: `level`, `time` (ms since the epoch), `msg`, then the fields. Never headers, cookies or bodies.
 */
export function logLine(level: LogLevel, msg: string, fields: LogFields = {}, write: (line: string) => void = defaultWrite(level)): void {
  const { requestId, ...rest } = fields;
  const line: Record<string, unknown> = { level, time: Date.now(), msg, ...(requestId ? { requestId } : {}), ...rest };
  write(JSON.stringify(line));
}

function defaultWrite(level: LogLevel): (line: string) => void {
  return level === 'info' ? (line) => console.info(line) : (line) => console.error(line);
}
