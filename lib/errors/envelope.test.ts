import { parseDsn } from './dsn';
import { describeError, errorEnvelope } from './envelope';

describe('the error-reporting key', () => {
  it('is a Sentry DSN: the envelope address on its host', () => {
    expect(parseDsn('https://abc123@errors.example.com/42')).toMatchObject({
      origin: 'https://errors.example.com',
      publicKey: 'abc123',
      projectId: '42',
      envelopeUrl: 'https://errors.example.com/api/42/envelope/?sentry_key=abc123&sentry_version=7',
    });
    expect(parseDsn('http://k@127.0.0.1:4999/1')?.envelopeUrl).toBe('http://127.0.0.1:4999/api/1/envelope/?sentry_key=k&sentry_version=7');
  });

  it('reports nothing for anything else', () => {
    for (const raw of [null, '', 'not a url', 'https://errors.example.com/42', 'javascript://k@x/1', 'https://k@x/'])
      expect(parseDsn(raw)).toBeNull();
  });
});

describe('an error envelope', () => {
  it('has the envelope header, the item header and the event with the exception and its frames', () => {
    const dsn = parseDsn('https://abc123@errors.example.com/42');
    if (!dsn) throw new Error('the DSN parses');
    const error = new TypeError('boom');
    error.stack =
      'TypeError: boom\n    at render (http://shop/_next/static/chunks/page.js:10:20)\n    at http://shop/_next/static/chunks/main.js:1:2';
    const [header = '', item = '', event = '', end] = errorEnvelope(
      dsn,
      { error: describeError(error), platform: 'javascript', url: 'http://shop/search', tags: { runtime: 'browser' } },
      new Date('2026-11-23T10:00:00Z'),
    ).split('\n');
    expect(JSON.parse(header)).toMatchObject({ sent_at: '2026-11-23T10:00:00.000Z', dsn: 'https://abc123@errors.example.com/42' });
    expect(JSON.parse(item)).toEqual({ type: 'event' });
    const parsed = JSON.parse(event) as {
      exception: { values: Array<{ type: string; value: string; stacktrace: { frames: unknown[] } }> };
      platform: string;
      request: unknown;
      tags: unknown;
    };
    expect(parsed.platform).toBe('javascript');
    expect(parsed.request).toEqual({ url: 'http://shop/search' });
    expect(parsed.tags).toEqual({ runtime: 'browser' });
    expect(parsed.exception.values[0]).toMatchObject({ type: 'TypeError', value: 'boom' });
    expect(parsed.exception.values[0]?.stacktrace.frames).toEqual([
      { function: '?', filename: 'http://shop/_next/static/chunks/main.js', lineno: 1, colno: 2 },
      { function: 'render', filename: 'http://shop/_next/static/chunks/page.js', lineno: 10, colno: 20 },
    ]);
    expect(end).toBe('');
  });

  it('describes anything thrown', () => {
    expect(describeError('plain')).toEqual({ type: 'Error', message: 'plain' });
    expect(describeError({ code: 1 })).toEqual({ type: 'Error', message: '{"code":1}' });
  });
});
