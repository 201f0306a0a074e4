import { EventEmitter } from 'node:events';
import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainOnSigterm } from './drain-on-sigterm';

let server: Server;
let port: number;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  server = createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function get(): Promise<{ connection: string | undefined; socket: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ connection: res.headers.connection, socket: req.socket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('drainOnSigterm', () => {
  it('keeps connections open until SIGTERM, then answers every request with Connection: close', async () => {
    const signals = new EventEmitter();
    const drain = drainOnSigterm(signals);
    const first = await get();
    const second = await get();
    expect(first.connection).toBe('keep-alive');
    expect(second.socket).toBe(first.socket);
    signals.emit('SIGTERM');
    expect(drain.draining()).toBe(true);
    const draining = await get();
    expect(draining.connection).toBe('close');
    expect(draining.socket).toBe(first.socket);
    const after = await get();
    expect(after.connection).toBe('close');
    expect(after.socket).not.toBe(first.socket);
  });
});
