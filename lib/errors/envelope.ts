import type { Dsn } from './dsn';

/** What the storefront reports of one error. */
export interface ErrorReport {
  error: { type: string; message: string; stack?: string };
  /** 'browser' or 'server'. */
  platform: 'javascript' | 'node';
  url?: string;
  tags?: Record<string, string>;
  release?: string;
}

function eventId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The stack as Sentry frames (oldest first); only what the text gives: function, file, line, column. */
function frames(stack: string | undefined): Array<Record<string, string | number>> {
  if (!stack) return [];
  const out: Array<Record<string, string | number>> = [];
  for (const line of stack.split('\n').slice(1, 51)) {
    const m = /at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/.exec(line.trim());
    if (m) out.push({ function: m[1] ?? '?', filename: m[2] ?? '', lineno: Number(m[3]), colno: Number(m[4]) });
  }
  return out.reverse();
}

/**
 * A Sentry envelope (header line, item header, event) for one error: the format any Sentry-compatible
 * collector accepts at `/api/<project>/envelope/`. No cookies, user or request body travel in it.
 */
export function errorEnvelope(dsn: Dsn, report: ErrorReport, now = new Date()): string {
  const id = eventId();
  const event = {
    event_id: id,
    timestamp: now.getTime() / 1000,
    platform: report.platform,
    level: 'error',
    ...(report.release ? { release: report.release } : {}),
    ...(report.url ? { request: { url: report.url } } : {}),
    tags: report.tags ?? {},
    exception: {
      values: [{ type: report.error.type, value: report.error.message.slice(0, 2000), stacktrace: { frames: frames(report.error.stack) } }],
    },
  };
  const header = { event_id: id, sent_at: now.toISOString(), dsn: dsn.raw };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
}

/** An Error (or anything thrown) as the report's error part. */
export function describeError(thrown: unknown): ErrorReport['error'] {
  if (thrown instanceof Error)
    return { type: thrown.name || 'Error', message: thrown.message, ...(thrown.stack ? { stack: thrown.stack } : {}) };
  return { type: 'Error', message: typeof thrown === 'string' ? thrown : (JSON.stringify(thrown) ?? String(thrown)) };
}
