import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's `redis-server` (`.ci/run` installs it); REDIS_SERVER_PATH names another. */
const redisServerPath = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

export interface RedisServer {
  url: string;
  port: number;
  /** Stops the server (SIGKILL when `hard`, as a crash would) and keeps its port for `restart`. */
  stop(options?: { hard?: boolean }): Promise<void>;
  restart(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open and no answer comes, as with a Redis stuck or far away. */
  pause(): void;
  resume(): void;
  /** Stops the server and deletes its directory. */
  close(): Promise<void>;
}

/** A free TCP port on the loopback interface, as the OS hands it out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A throw-away Redis for one test file: a free port, a temporary directory, no persistence, and the
 * memory bound a deployment uses (`maxmemory` with least-recently-used eviction).
 */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-redis-'));
  const chosen = port ?? (await freePort());
  let child: ChildProcess | undefined;

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      const args = [
        '--port',
        String(chosen),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
        '--maxmemory',
        '64mb',
        '--maxmemory-policy',
        'allkeys-lru',
      ];
      const proc = spawn(redisServerPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child = proc;
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
      proc.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}): ${output}`));
      });
    });

  const stop = async ({ hard = false } = {}) => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    proc.kill('SIGCONT');
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill(hard ? 'SIGKILL' : 'SIGTERM');
    });
  };

  await launch();
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop,
    restart: launch,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
