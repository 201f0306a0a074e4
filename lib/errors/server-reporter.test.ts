import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reportRequestError } from './server-reporter';

const status = jest.fn();
jest.mock('@/lib/api/site-status', () => ({ siteStatus: () => status() }));

/** A local collector: answers 200 and keeps what it was sent. */
function collector(): Promise<{ server: Server; port: number; received: Array<{ url: string; body: string }> }> {
  const received: Array<{ url: string; body: string }> = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })),
  );
}

const request = { path: '/products/clay-pot?utm=x', method: 'GET' };
const context = { routerKind: 'App Router', routePath: '/[ctx]/products/[slug]', routeType: 'render' };

describe('server render errors (instrumentation onRequestError)', () => {
  it('are posted as an envelope to the collector the error-reporting key names', async () => {
    const { server, port, received } = await collector();
    try {
      status.mockResolvedValue({
        online: true,
        schema: { utilityConfigurations: { errorReportingKey: `http://srvkey@127.0.0.1:${port}/3` } },
      });
      await reportRequestError(new Error('render failed'), request, context);
      expect(received).toHaveLength(1);
      expect(received[0]?.url).toBe('/api/3/envelope/?sentry_key=srvkey&sentry_version=7');
      const event = JSON.parse(received[0]?.body.split('\n')[2] ?? '') as Record<string, unknown>;
      expect(event).toMatchObject({
        platform: 'node',
        request: { url: '/products/clay-pot' },
        tags: { runtime: 'server', method: 'GET', route: '/[ctx]/products/[slug]', routeType: 'render' },
        exception: { values: [{ type: 'Error', value: 'render failed' }] },
      });
    } finally {
      server.close();
    }
  });

  it('are not sent anywhere without a key, and a collector that fails adds no error', async () => {
    const post = jest.fn();
    status.mockResolvedValue({ online: true, schema: { utilityConfigurations: { errorReportingKey: null } } });
    await reportRequestError(new Error('x'), request, context, post);
    expect(post).not.toHaveBeenCalled();
    status.mockResolvedValue({ online: true, schema: { utilityConfigurations: { errorReportingKey: 'http://k@127.0.0.1:9/1' } } });
    await expect(reportRequestError(new Error('x'), request, context, () => Promise.reject(new Error('refused')))).resolves.toBeUndefined();
  });
});
