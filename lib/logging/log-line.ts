/** Severity of a log line, as pino and most log shippers name them. */
export type LogLevel = 'info' | 'warn' | 'error';

export interface LogFields {
  requestId?: string | null;
  [field: string]: unknown;
}

const LEVELS: readonly LogLevel[] = ['info', 'warn', 'error'];

/**
 * Whether `LOG_LEVEL` (`info` by default, `warn`, `error`, or `fatal`/`silent` for none: the customer
 * API's names) lets a line of `level` through; a lower or unknown value lets every line through.
 */
export function logged(level: LogLevel, threshold = process.env.LOG_LEVEL): boolean {
  if (threshold === 'silent' || threshold === 'fatal') return false;
  const least = LEVELS.indexOf(threshold as LogLevel);
  return least < 0 || LEVELS.indexOf(level) >= least;
}

/**
 * One JSON line per event on stdout (warn and error on stderr), the shape the customer API's pino lines
 * have: `level`, `time` (ms since the epoch), `msg`, then the fields. Never headers, cookies or bodies.
 * A `write` given by the caller gets every line; the console only those `LOG_LEVEL` lets through.
 */
export function logLine(level: LogLevel, msg: string, fields: LogFields = {}, write?: (line: string) => void): void {
  if (!write && !logged(level)) return;
  const { requestId, ...rest } = fields;
  const line: Record<string, unknown> = { level, time: Date.now(), msg, ...(requestId ? { requestId } : {}), ...rest };
  (write ?? defaultWrite(level))(JSON.stringify(line));
}

function defaultWrite(level: LogLevel): (line: string) => void {
  return level === 'info' ? (line) => console.info(line) : (line) => console.error(line);
}
