import { register } from '@/instrumentation';

const mockTracesLoaded = jest.fn();
const mockRegisterTraces = jest.fn();
jest.mock('@/lib/telemetry/traces', () => {
  mockTracesLoaded();
  return { registerTraces: mockRegisterTraces };
});
jest.mock('@/lib/http/drain-on-sigterm', () => ({ drainOnSigterm: jest.fn() }));
jest.mock('@/lib/i18n/report-gaps', () => ({ reportMessageGaps: jest.fn(async () => undefined) }));

const saved = { runtime: process.env.NEXT_RUNTIME, endpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT };

afterAll(() => {
  process.env.NEXT_RUNTIME = saved.runtime;
  if (saved.endpoint === undefined) delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  else process.env.OTEL_EXPORTER_OTLP_ENDPOINT = saved.endpoint;
});

describe('instrumentation register()', () => {
  beforeEach(() => {
    process.env.NEXT_RUNTIME = 'nodejs';
  });

  it('loads no OpenTelemetry module without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    await register();
    expect(mockTracesLoaded).not.toHaveBeenCalled();
  });

  it('registers the traces with OTEL_EXPORTER_OTLP_ENDPOINT set', async () => {
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT = 'http://127.0.0.1:4318';
    await register();
    expect(mockTracesLoaded).toHaveBeenCalledTimes(1);
    expect(mockRegisterTraces).toHaveBeenCalledTimes(1);
  });
});

describe('instrumentation onRequestError()', () => {
  it('writes one JSON line with the request id, the route and the path without its query', async () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    const { onRequestError } = await import('@/instrumentation');
    const lines: string[] = [];
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    const spy = jest.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      await onRequestError(
        new Error('render failed'),
        { path: '/products/x?token=secret', method: 'GET', headers: { 'x-request-id': 'abc123' } },
        { routerKind: 'App Router', routePath: '/[ctx]/products/[slug]', routeType: 'render' },
      );
    } finally {
      spy.mockRestore();
      if (level === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = level;
    }
    const logged = lines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'server error');
    expect(logged).toEqual([
      {
        level: 'error',
        time: expect.any(Number),
        msg: 'server error',
        requestId: 'abc123',
        method: 'GET',
        path: '/products/x',
        route: '/[ctx]/products/[slug]',
        routeType: 'render',
        err: { type: 'Error', message: 'render failed' },
      },
    ]);
  });
});
