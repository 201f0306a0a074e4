import { apiCallLine, serverErrorLine } from './server-log';
import { logged } from './log-line';
import { withRequestId } from '@/lib/http/request-scope';

const written = () => {
  const lines: string[] = [];
  return {
    lines,
    write: (line: string) => void lines.push(line),
    parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
  };
};

describe('JSON log lines', () => {
  it('writes one line for a failed customer API call, with the request id, and none for a quick answer', () => {
    const out = written();
    apiCallLine(
      { requestId: 'req-1', method: 'GET', path: '/demo/customer-api/v2/product/p-1', status: 200, durationMs: 12 },
      1000,
      out.write,
    );
    apiCallLine(
      { requestId: 'req-1', method: 'POST', path: '/demo/customer-api/v2/cart', status: 502, durationMs: 40.4, failure: 'server' },
      1000,
      out.write,
    );
    apiCallLine(
      { requestId: null, method: 'GET', path: '/demo/customer-api/v2/site', status: null, durationMs: 8000, failure: 'unavailable' },
      1000,
      out.write,
    );
    expect(out.lines).toHaveLength(2);
    for (const line of out.lines) expect(line).not.toContain('\n');
    const [failed, unreachable] = out.parsed();
    expect(failed).toEqual({
      level: 'error',
      time: expect.any(Number),
      msg: 'customer API call failed',
      requestId: 'req-1',
      method: 'POST',
      path: '/demo/customer-api/v2/cart',
      status: 502,
      durationMs: 40,
      failure: 'server',
    });
    expect(unreachable).toMatchObject({ level: 'error', status: null, failure: 'unavailable' });
    expect(unreachable).not.toHaveProperty('requestId');
  });

  it('writes a slow call as a warning from the threshold on', () => {
    const out = written();
    apiCallLine({ requestId: 'req-2', method: 'GET', path: '/p', status: 200, durationMs: 999 }, 1000, out.write);
    apiCallLine({ requestId: 'req-2', method: 'GET', path: '/p', status: 200, durationMs: 1000 }, 1000, out.write);
    expect(out.parsed()).toEqual([
      {
        level: 'warn',
        time: expect.any(Number),
        msg: 'customer API call slow',
        requestId: 'req-2',
        method: 'GET',
        path: '/p',
        status: 200,
        durationMs: 1000,
      },
    ]);
  });

  it("writes a server error with the route handler's request id, the error's type, message and digest only", () => {
    const out = written();
    const error = Object.assign(new TypeError('boom'), { digest: '123', secret: 'card 4242' });
    withRequestId('req-3', () => serverErrorLine(error, { path: '/api/cart' }, out.write));
    serverErrorLine('thrown text', { requestId: 'req-4' }, out.write);
    expect(out.parsed()).toEqual([
      {
        level: 'error',
        time: expect.any(Number),
        msg: 'server error',
        requestId: 'req-3',
        path: '/api/cart',
        err: { type: 'TypeError', message: 'boom', digest: '123' },
      },
      { level: 'error', time: expect.any(Number), msg: 'server error', requestId: 'req-4', err: { type: 'string' } },
    ]);
    expect(out.lines.join('')).not.toContain('4242');
  });
});

describe('LOG_LEVEL', () => {
  it('lets through the lines at its level and above, none when silent, all when lower or unknown', () => {
    expect((['info', 'warn', 'error'] as const).map((level) => logged(level, 'warn'))).toEqual([false, true, true]);
    expect((['info', 'warn', 'error'] as const).map((level) => logged(level, 'error'))).toEqual([false, false, true]);
    expect(logged('error', 'silent')).toBe(false);
    expect(logged('error', 'fatal')).toBe(false);
    expect(logged('info', 'info')).toBe(true);
    expect(logged('info', 'loud')).toBe(true);
    expect(logged('info', 'debug')).toBe(true);
  });
});
