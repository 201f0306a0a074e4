import { readFileSync } from 'node:fs';
import path from 'node:path';
import { storefrontSettings } from '@/lib/config';
import { apiSettingsSchema } from '@/customer-api/settings';
import { envExample } from '@/scripts/configuration-docs';

const ROOT = path.join(__dirname, '..');
const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** A unit file's [Service] section: each key with its values in order (Environment= may repeat). */
function serviceSection(file: string): Record<string, string[]> {
  const section: Record<string, string[]> = {};
  let current = '';
  for (const line of readFileSync(path.join(ROOT, 'deploy', 'systemd', file), 'utf8').split('\n')) {
    const header = /^\[(\w+)\]$/.exec(line.trim());
    if (header) current = header[1] ?? '';
    const entry = /^(\w+)=(.*)$/.exec(line.trim());
    if (current === 'Service' && entry) (section[entry[1] ?? ''] ??= []).push(entry[2] ?? '');
  }
  return section;
}

/** Environment= assignments as one map (values without spaces, as these units write them). */
function environmentOf(unit: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    (unit.Environment ?? []).flatMap((line) => line.split(/\s+/).map((pair) => pair.split(/=(.*)/s, 2) as [string, string])),
  );
}

const storefront = serviceSection('storefront@.service');
const api = serviceSection('customer-api.service');

describe('deploy/systemd/storefront@.service', () => {
  it('runs the standalone server of `npm run start:host` as its own user, one port per instance', () => {
    const [workdir = ''] = storefront.WorkingDirectory ?? [];
    const [node = '', server = ''] = (storefront.ExecStart?.[0] ?? '').split(' ');
    expect(path.basename(node)).toBe('node');
    expect(`node ${path.posix.relative('/srv/storefront', path.posix.join(workdir, server))}`).toBe(scripts['start:host']);
    expect(storefront.User?.[0]).toMatch(/^(?!root$)\w+/);
    expect(environmentOf(storefront).PORT).toBe('%i');
  });

  it('listens where nginx connects: localhost resolved IPv4 first, never HOSTNAME=127.0.0.1', () => {
    expect(environmentOf(storefront)).toMatchObject({ HOSTNAME: 'localhost', NODE_OPTIONS: '--dns-result-order=ipv4first' });
    expect(readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8')).toMatch(/server 127\.0\.0\.1:3001 /);
  });

  it('reads its settings from the file .env.example names, and sets only documented ones itself', () => {
    expect(storefront.EnvironmentFile).toEqual(['/etc/storefront/storefront.env']);
    expect(envExample()).toContain('/etc/storefront/storefront.env');
    const own = Object.keys(environmentOf(storefront)).filter((key) => !['PORT', 'HOSTNAME', 'NODE_OPTIONS'].includes(key));
    expect(own.filter((key) => !(key in storefrontSettings.shape))).toEqual([]);
  });

  it('lets the process drain on SIGTERM before systemd kills it', () => {
    expect(storefront.KillSignal).toEqual(['SIGTERM']);
    expect(Number(storefront.TimeoutStopSec?.[0])).toBeGreaterThanOrEqual(10);
  });
});

describe('deploy/systemd/customer-api.service', () => {
  it('runs `npm run api` from the repository as its own user, with its settings file', () => {
    expect(api.WorkingDirectory).toEqual(['/srv/storefront']);
    expect(api.ExecStart).toEqual([`/usr/bin/node --import tsx ${scripts.api?.replace(/^tsx /, '')}`]);
    expect(api.User?.[0]).toMatch(/^(?!root$)\w+/);
    expect(api.EnvironmentFile).toEqual(['/etc/storefront/customer-api.env']);
    expect(envExample()).toContain('/etc/storefront/customer-api.env');
    expect(Object.keys(environmentOf(api)).filter((key) => !(key in apiSettingsSchema.shape))).toEqual([]);
  });

  it('keeps its database in the state directory systemd gives it', () => {
    expect(api.StateDirectory).toEqual(['storefront']);
    expect(environmentOf(api).DATABASE_PATH).toMatch(/^\/var\/lib\/storefront\//);
  });
});
