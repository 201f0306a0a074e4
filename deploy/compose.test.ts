import { readFileSync } from 'node:fs';
import path from 'node:path';
import { authSettings, parseConfig, storefrontSettings } from '@/lib/config';
import { apiSettings, apiSettingsSchema } from '@/customer-api/settings';
import { clientSecretOf } from '@/customer-api/modules/identity/settings';

const ROOT = path.join(__dirname, '..');

type Node = string | Node[] | { [key: string]: Node | null };

/**
 * Reads the block-style YAML compose.yaml is written in (as Prettier formats it): maps, lists of
 * scalars, plain and quoted scalars, comments. It throws on anything else (anchors, flow collections,
 * multi-line scalars, lists of maps…), so it never misreads the file: no YAML parser is among this
 * project's dependencies.
 */
function readComposeYaml(text: string): Node {
  const lines = text
    .split('\n')
    .map((raw, i) => ({ number: i + 1, indent: raw.length - raw.trimStart().length, text: withoutComment(raw).trim() }))
    .filter((line) => line.text !== '');
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`compose.yaml line ${lines[at]?.number ?? 'end'}: ${why}`);
  };

  function scalar(value: string): Node {
    if (value.startsWith('"')) {
      try {
        return JSON.parse(value) as Node;
      } catch {
        return fail(`not a JSON-compatible string: ${value}`);
      }
    }
    if (value.startsWith("'")) {
      if (!/^'(?:[^']|'')*'$/.test(value)) fail(`not one quoted string: ${value}`);
      return value.slice(1, -1).replace(/''/g, "'");
    }
    if (/^[[{&*!|>%@`]/.test(value)) fail(`unsupported YAML: ${value}`);
    return value;
  }

  function block(indent: number): Node {
    const first = lines[at];
    if (!first || first.indent !== indent) return fail('expected a block');
    if (first.text.startsWith('- ')) {
      const list: Node[] = [];
      while (lines[at]?.indent === indent && lines[at]?.text.startsWith('- ')) {
        const item = lines[at]?.text.slice(2) ?? '';
        if (/^[\w.-]+:( |$)/.test(item)) fail('lists of maps are not read here');
        list.push(scalar(item));
        at += 1;
      }
      return list;
    }
    const map: { [key: string]: Node | null } = {};
    while (lines[at]?.indent === indent) {
      const match = /^([\w.-]+):(?: (.*))?$/.exec(lines[at]?.text ?? '') ?? fail('expected `key: value`');
      const [, key = '', value] = match;
      if (key in map) fail(`${key} twice`);
      at += 1;
      if (value !== undefined) map[key] = scalar(value);
      else map[key] = (lines[at]?.indent ?? 0) > indent ? block(lines[at]?.indent ?? 0) : null;
    }
    return map;
  }

  const document = block(0);
  if (at < lines.length) fail('unexpected indentation');
  return document;
}

/** The line without its comment: a `#` at the start or after a space, outside quotes. */
function withoutComment(line: string): string {
  if (line.includes('\t')) throw new Error(`compose.yaml: a tab in ${line}`);
  let quote: string | null = null;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && quote === '"') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || line[i - 1] === ' ')) return line.slice(0, i);
  }
  return line;
}

function map(node: Node | null | undefined): { [key: string]: Node | null } {
  if (!node || typeof node === 'string' || Array.isArray(node)) throw new Error(`not a map: ${JSON.stringify(node)}`);
  return node;
}

function strings(node: Node | null | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map(node)).map(([k, v]) => {
      if (typeof v !== 'string') throw new Error(`${k} is not a string`);
      return [k, v];
    }),
  );
}

/** Compose's `${VAR:-default}` and `${VAR:?message}` with the values a team would put in .env. */
function interpolated(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (env[name] !== undefined) return env[name];
    if (kind === '-') return rest ?? '';
    throw new Error(`compose needs ${name}: ${rest ?? ''}`);
  });
}

const compose = map(readComposeYaml(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8')));
const services = map(compose.services);
const service = (name: string) => map(services[name]);
const environmentOf = (name: string) => strings(service(name).environment);
const STOREFRONTS = ['storefront-1', 'storefront-2'];
/** Read by the standalone server itself (not the zod schema): its port and interface. */
const SERVER_VARIABLES = ['PORT', 'HOSTNAME'];

const TEAM_ENV = {
  SITE_URL: 'https://shop.example.com',
  API_PUBLIC_URL: 'https://shop.example.com:4000',
  AUTH_CLIENT_SECRET: 'a-client-secret-of-the-shop',
  AUTH_SECRET: 'a-session-secret-of-at-least-32-characters',
};

describe('the YAML reader of this test', () => {
  it('reads maps, lists and quoted strings, and refuses what it does not know', () => {
    expect(readComposeYaml("a:\n  b: \"x # y\" # note\n  c:\n    - 1\n    - 'it''s'\n    - ''\n  d:\n")).toEqual({
      a: { b: 'x # y', c: ['1', "it's", ''], d: null },
    });
    expect(() => readComposeYaml('a: &x\n  b: 1\n')).toThrow(/unsupported/);
    expect(() => readComposeYaml('a: [1, 2]\n')).toThrow(/unsupported/);
    expect(() => readComposeYaml("a: 'x' 'y'\n")).toThrow(/one quoted string/);
    expect(() => readComposeYaml('a:\n  - b: 1\n')).toThrow(/lists of maps/);
    expect(() => readComposeYaml('a: 1\n   b: 2\n')).toThrow(/indentation/);
  });
});

describe('compose.yaml', () => {
  it('runs nginx, two storefront processes, Redis and the reference API', () => {
    expect(Object.keys(services).sort()).toEqual(['customer-api', 'nginx', 'redis', ...STOREFRONTS].sort());
    expect(Object.keys(map(compose.volumes)).sort()).toEqual(['api-data', 'nginx-cache']);
  });

  it("mounts deploy/nginx.conf as nginx's only site, and every other service shares nginx's network", () => {
    expect(service('nginx').volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    for (const name of ['redis', 'customer-api', ...STOREFRONTS]) expect(service(name).network_mode).toBe('service:nginx');
  });

  it('puts the storefront processes on the ports of the upstream deploy/nginx.conf names, and publishes only nginx', () => {
    const nginx = readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
    const upstream = /upstream storefront \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const upstreamPorts = [...upstream.matchAll(/server 127\.0\.0\.1:(\d+)/g)].map(([, port]) => port);
    expect(STOREFRONTS.map((name) => environmentOf(name).PORT)).toEqual(upstreamPorts);
    expect(service('nginx').ports).toEqual(['80:80', '443:443', `4000:${environmentOf('customer-api').API_PORT}`]);
    for (const name of ['redis', 'customer-api', ...STOREFRONTS]) expect(service(name).ports).toBeUndefined();
  });

  it('gives each program only settings its zod schema documents', () => {
    const documented = new Set([...Object.keys(storefrontSettings.shape), ...SERVER_VARIABLES]);
    for (const name of STOREFRONTS) expect(Object.keys(environmentOf(name)).filter((key) => !documented.has(key))).toEqual([]);
    expect(Object.keys(environmentOf('customer-api')).filter((key) => !(key in apiSettingsSchema.shape))).toEqual([]);
    const buildArgs = Object.keys(strings(map(service('storefront-1').build).args));
    const buildTime = Object.entries(storefrontSettings.shape).filter(([, setting]) => setting.meta()?.buildTime === true);
    expect(buildArgs).toEqual(buildTime.map(([key]) => key));
  });

  it('starts the two storefront processes alike but for their port', () => {
    const [one, two] = STOREFRONTS.map((name) => {
      const { environment, ...rest } = service(name);
      return { rest, environment: { ...strings(environment), PORT: 'the port' } };
    });
    expect(two).toEqual(one);
  });

  it('connects the storefront to the API, Redis and nginx by the addresses they listen on', () => {
    const storefront = environmentOf('storefront-1');
    const api = environmentOf('customer-api');
    expect(storefront.CUSTOMER_API_URL).toBe(`http://127.0.0.1:${api.API_PORT}`);
    const redis = service('redis').command as string[];
    expect(storefront.REDIS_URL).toBe(`redis://${redis[redis.indexOf('--bind') + 1]}:${redis[redis.indexOf('--port') + 1]}`);
    expect(storefront.TRUSTED_PROXY_HOPS).toBe('1');
    expect(storefront.AUTH_ISSUER_BASE).toBe(api.AUTH_ISSUER_BASE);
    expect(storefront.AUTH_CLIENT_SECRET).toBe(api.AUTH_CLIENT_SECRET);
    expect(map(service('customer-api').build).target).toBe('customer-api');
    expect(map(service('storefront-1').build).target).toBeUndefined();
  });

  it('refuses to start without the secrets production needs, and starts both programs with them', () => {
    const values = (name: string, env: Record<string, string>) =>
      Object.fromEntries(Object.entries(environmentOf(name)).map(([k, v]) => [k, interpolated(v, env)]));
    const withoutSessionSecret = Object.fromEntries(Object.entries(TEAM_ENV).filter(([name]) => name !== 'AUTH_SECRET'));
    expect(() => values('storefront-1', withoutSessionSecret)).toThrow(/compose needs AUTH_SECRET/);
    // The images run with NODE_ENV=production (Dockerfile): the settings must satisfy its checks.
    const storefront = authSettings(parseConfig({ ...values('storefront-1', TEAM_ENV), NODE_ENV: 'production' }));
    expect(storefront.clientSecret).toBe(TEAM_ENV.AUTH_CLIENT_SECRET);
    expect(clientSecretOf(apiSettings({ ...values('customer-api', TEAM_ENV), NODE_ENV: 'production' }))).toBe(TEAM_ENV.AUTH_CLIENT_SECRET);
  });
});
