import { registerOTel } from '@vercel/otel';

/**
 * OpenTelemetry traces through Next's own instrumentation (page renders, route handlers, their fetches
 * to the customer API), exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT. The standard OTEL_*
 * variables (protocol, headers, service name, sampler) are read by the exporter.
 */
export function registerTraces(): void {
  registerOTel({ serviceName: process.env.OTEL_SERVICE_NAME || 'storefront' });
}
