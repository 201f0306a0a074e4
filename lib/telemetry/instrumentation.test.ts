import { register } from '@/instrumentation';

const mockTracesLoaded = jest.fn();
const mockRegisterTraces = jest.fn();
jest.mock('@/lib/telemetry/traces', () => {
  mockTracesLoaded();
  return { registerTraces: mockRegisterTraces };
});
jest.mock('@/lib/http/drain-on-sigterm', () => ({ drainOnSigterm: jest.fn() }));
jest.mock('@/lib/http/hide-internal-headers', () => ({ hideInternalHeaders: jest.fn() }));
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
