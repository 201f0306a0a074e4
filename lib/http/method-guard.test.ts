import { request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installMethodGuard } from './method-guard';

/** A server class of its own, so the guard is installed on it alone. */
class GuardedServer extends Server {}

let server: GuardedServer;
let port: number;
beforeAll(async () => {
  installMethodGuard(GuardedServer.prototype);
  // Stands for Next: it fails with 500 on a method Fetch cannot represent, as Next does.
  server = new GuardedServer((req, res) => {
    try {
      new Request('http://shop.test/', { method: req.method });
      res.writeHead(200).end('page');
    } catch {
      res.writeHead(500).end('Internal Server Error');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function ask(method: string, path: string): Promise<{ status: number; allow: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the method guard in front of Next', () => {
  it('answers TRACE on a page, a static file or a metadata route with 405 and Allow, never 500', async () => {
    for (const path of ['/', '/si/checkout', '/_next/static/chunks/x.js', '/icons/icon-192.png', '/robots.txt']) {
      expect([path, await ask('TRACE', path)]).toEqual([path, { status: 405, allow: 'GET, HEAD', body: 'Method Not Allowed' }]);
    }
  });

  it('answers TRACE under /api/ with 501: no route there takes it', async () => {
    expect(await ask('TRACE', '/api/status')).toEqual({ status: 501, allow: undefined, body: 'Not Implemented' });
  });

  it('lets every other method through to Next', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS']) expect((await ask(method, '/')).status).toBe(200);
  });

  it('is installed once, however often the server starts', () => {
    const emit = GuardedServer.prototype.emit;
    installMethodGuard(GuardedServer.prototype);
    expect(GuardedServer.prototype.emit).toBe(emit);
  });
});
