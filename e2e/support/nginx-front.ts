import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest, Agent } from 'node:https';
import path from 'node:path';

/** Debian's nginx (`.ci/run` installs it); NGINX_PATH names another. */
export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
const root = path.join(__dirname, '..', '..');

interface FrontOptions {
  dir: string;
  httpsPort: number;
  httpPort: number;
  upstreams: [number, number];
}

/**
 * deploy/nginx.conf as shipped, with only its host-specific lines changed: the two storefront ports,
 * loopback listen ports, the certificate made here and cache directories under `dir`. Each line must be
 * found, so the test always runs the shipped configuration.
 */
function frontConfig({ dir, httpsPort, httpPort, upstreams }: FrontOptions): string {
  let text = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const swaps: [string | RegExp, string][] = [
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${upstreams[0]} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${upstreams[1]} `],
    [/\n\s*listen \[::\]:(80|443)[^;]*;/g, ''],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['/etc/ssl/certs/shop.example.com.pem', path.join(dir, 'cert.pem')],
    ['/etc/ssl/private/shop.example.com.key', path.join(dir, 'key.pem')],
    [/\/var\/cache\/nginx\//g, `${path.join(dir, 'cache')}/`],
  ];
  for (const [from, to] of swaps) {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`deploy/nginx.conf no longer has ${String(from)}`);
    text = next;
  }
  return text;
}

export interface Front {
  origin: string;
  httpOrigin: string;
  cacheDir: string;
  log(): string;
  stop(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, made now by openssl. */
function makeCertificate(dir: string) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
}

/** Starts nginx in the foreground on the shipped configuration, in a directory of its own. */
export async function startFront(options: FrontOptions): Promise<Front> {
  const { dir, httpsPort, httpPort } = options;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  makeCertificate(dir);
  writeFileSync(path.join(dir, 'storefront.conf'), frontConfig(options));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${path.join(dir, `${name}-temp`)};`)
    .join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    // As root (CI containers), workers would drop to `nobody` and could not write the cache here.
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;\nworker_processes 2;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')} warn;\n` +
      `events { worker_connections 1024; }\nhttp {\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  access_log ${path.join(dir, 'access.log')};\n${temp}\n  include ${path.join(dir, 'storefront.conf')};\n}\n`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  execFileSync(NGINX_PATH, [...args, '-t'], { stdio: 'pipe' });
  const child: ChildProcess = spawn(NGINX_PATH, args, { stdio: 'ignore' });
  const origin = `https://127.0.0.1:${httpsPort}`;
  for (let i = 0; ; i += 1) {
    try {
      await get(`${origin}/healthz`);
      break;
    } catch (e) {
      if (i > 100 || child.exitCode !== null) throw new Error(`nginx did not start: ${String(e)}\n${readLog(dir)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    cacheDir: path.join(dir, 'cache'),
    log: () => readLog(dir),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

function readLog(dir: string): string {
  const file = path.join(dir, 'error.log');
  return existsSync(file) ? readFileSync(file, 'utf8').slice(-4000) : '';
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Trusts the certificate made for the test only; keeps connections open as a browser would. */
const agent = new Agent({ rejectUnauthorized: false, keepAlive: true, maxSockets: 16 });

/** One HTTPS request through the front, with exactly the headers given (no cookie jar). */
export function get(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(url, { method, headers, agent, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}
