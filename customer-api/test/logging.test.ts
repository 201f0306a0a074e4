import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GUEST_HEADER } from '../../lib/api/http';
import { buildApp } from '../app';
import { openDatabase, type Db } from '../core/database';
import { REQUEST_ID_HEADER, SERVER_TIMING_HEADER } from '../core/logging';
import { loadSeed } from '../seed/load-seed';
import { apiSettings } from '../settings';
import { fixtureSeed } from './fixture';
import { call } from './start-test-api';

const TENANT = 'demo';
/** Short digits (a CVC) could appear in any timestamp, so they are checked by field, not by text. */
const CVC = '9876';
const SECRETS = {
  token: 'token-secret-bearer-5f1c',
  session: 'guest-session-secret-9a7e',
  cookie: 'cookie-secret-77d2',
  card: '4242424242424242',
  marker: 'body-marker-c0ffee',
};

let dir: string;
let db: Db;
let app: ReturnType<typeof buildApp>;
let origin: string;
const lines: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'customer-api-logging-'));
  db = openDatabase(join(dir, 'api.sqlite'));
  loadSeed(db, fixtureSeed());
  app = buildApp({
    db,
    tenant: TENANT,
    imageDir: join(dir, 'images'),
    commerce: {
      verifyBearer: (token) => (token === SECRETS.token ? { userId: 'logged-user', email: null } : null),
      paymentSimulator: true,
    },
    log: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** "request completed" is written once the answer has gone out, which may be after the client has it. */
async function completed(reqId: string): Promise<void> {
  for (let i = 0; i < 100 && !entries().some((e) => e.reqId === reqId && e.msg === 'request completed'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const entries = () =>
  lines.map((l) => JSON.parse(l) as { reqId?: string; msg?: string; req?: { url?: string }; res?: { statusCode?: number } });

describe('request ids', () => {
  it('honours a sane x-request-id, echoes it and logs every line of the request under it', async () => {
    const res = await call(`${origin}/${TENANT}/customer-api/v2/product/p-tee`, {
      headers: { [REQUEST_ID_HEADER]: 'storefront-req.42:a_b' },
    });
    expect(res.headers.get(REQUEST_ID_HEADER)).toBe('storefront-req.42:a_b');
    await completed('storefront-req.42:a_b');
    const mine = entries().filter((e) => e.reqId === 'storefront-req.42:a_b');
    expect(mine.map((e) => e.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[0]?.req?.url).toBe(`/${TENANT}/customer-api/v2/product/p-tee`);
    expect(mine[1]?.res?.statusCode).toBe(200);
  });

  it("tells the server's own time of every answer in Server-Timing, errors included", async () => {
    const found = await call(`${origin}/${TENANT}/customer-api/v2/product/p-tee`);
    const missing = await call(`${origin}/${TENANT}/customer-api/v2/product/no-such-product`);
    for (const res of [found, missing]) {
      const timing = res.headers.get(SERVER_TIMING_HEADER) ?? '';
      expect(timing).toMatch(/^app;dur=\d+\.\d\d$/);
      expect(Number(timing.slice('app;dur='.length))).toBeGreaterThan(0);
    }
    expect(missing.status).toBe(404);
  });

  it('replaces an odd one with a fresh id, and gives each request its own', async () => {
    const odd = await call(`${origin}/health`, { headers: { [REQUEST_ID_HEADER]: 'two words' } });
    const long = await call(`${origin}/health`, { headers: { [REQUEST_ID_HEADER]: 'x'.repeat(200) } });
    const none = await call(`${origin}/health`);
    const ids = [odd, long, none].map((r) => r.headers.get(REQUEST_ID_HEADER));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('echoes the id on errors too: unknown routes, bad input, malformed URLs', async () => {
    const notFound = await call(`${origin}/${TENANT}/customer-api/v2/nothing-here`, { headers: { [REQUEST_ID_HEADER]: 'err-404' } });
    const badInput = await call(`${origin}/${TENANT}/customer-api/v2/product/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REQUEST_ID_HEADER]: 'err-400' },
      body: '{"first":0}',
    });
    const noShopper = await call(`${origin}/${TENANT}/customer-api/v2/cart/get`, { headers: { [REQUEST_ID_HEADER]: 'err-401' } });
    expect([notFound, badInput, noShopper].map((r) => [r.status, r.headers.get(REQUEST_ID_HEADER)])).toEqual([
      [404, 'err-404'],
      [400, 'err-400'],
      [401, 'err-401'],
    ]);
    // fetch would normalise a broken percent-encoding; send the bytes as they are.
    const malformed = await new Promise<{ status: number; id: unknown }>((resolve, reject) => {
      const { hostname, port } = new URL(origin);
      const req = httpRequest(
        { hostname, port, path: `/${TENANT}/customer-api/v2/product/%E0%A4%A`, headers: { [REQUEST_ID_HEADER]: 'err-url' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, id: res.headers[REQUEST_ID_HEADER] }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(malformed).toEqual({ status: 400, id: 'err-url' });
  });
});

describe('what is never logged', () => {
  it('keeps credentials, card data and bodies out of the log lines of real requests', async () => {
    const api = `${origin}/${TENANT}/customer-api/v2`;
    const headers = { authorization: `Bearer ${SECRETS.token}`, [GUEST_HEADER]: SECRETS.session, cookie: `sid=${SECRETS.cookie}` };
    expect((await call(`${api}/cart/get`, { headers })).status).toBe(200);
    await call(`${api}/cart/add`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: SECRETS.marker, varianceKey: '', quantity: 1 }),
    });
    await call(`${api}/cart/set/email`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: `{"email": "${SECRETS.marker}`,
    });
    await call(`${origin}/${TENANT}/payment/pay_unknown`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [REQUEST_ID_HEADER]: 'secrets-last' },
      body: new URLSearchParams({ action: 'pay', cardNumber: SECRETS.card, name: SECRETS.marker, expiry: '12/30', cvc: CVC }).toString(),
    });
    await completed('secrets-last');
    const log = lines.join('');
    expect(log).toContain('/cart/add');
    for (const secret of Object.values(SECRETS)) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/cardNumber|cvc/);
  });

  it('keeps the payment link, mailed link and ID token credentials of request URLs out of the log', async () => {
    const tokens = {
      link: 'pay-link-token-3b9d',
      reset: 'reset-token-51aa',
      verify: 'verify-token-e0e0',
      hint: 'id-token-hint-77c1',
      code: 'auth-code-1f2e',
    };
    const urls = [
      `/${TENANT}/payment/pay_unknown?t=${tokens.link}&return=http%3A%2F%2Flocalhost%3A3000`,
      `/realms/demo/login-actions/reset-password?lang=si&token=${tokens.reset}`,
      `/realms/demo/login-actions/verify-email?Token=${tokens.verify}`,
      `/realms/demo/protocol/openid-connect/logout?id_token_hint=${tokens.hint}&post_logout_redirect_uri=x`,
      `/realms/demo/anything?code=${tokens.code}`,
    ];
    for (const [i, url] of urls.entries()) await call(`${origin}${url}`, { headers: { [REQUEST_ID_HEADER]: `url-secrets-${i}` } });
    await completed(`url-secrets-${urls.length - 1}`);
    const logged = entries()
      .filter((e) => e.reqId?.startsWith('url-secrets-') && e.msg === 'incoming request')
      .map((e) => e.req?.url);
    expect(logged).toEqual([
      `/${TENANT}/payment/pay_unknown?t=[redacted]&return=http%3A%2F%2Flocalhost%3A3000`,
      '/realms/demo/login-actions/reset-password?lang=si&token=[redacted]',
      '/realms/demo/login-actions/verify-email?Token=[redacted]',
      '/realms/demo/protocol/openid-connect/logout?id_token_hint=[redacted]&post_logout_redirect_uri=x',
      '/realms/demo/anything?code=[redacted]',
    ]);
    const log = lines.join('');
    for (const token of Object.values(tokens)) expect(log).not.toContain(token);
  });

  it('redacts those fields wherever someone logs them', () => {
    const before = lines.length;
    app.log.info(
      {
        req: { headers: { authorization: `Bearer ${SECRETS.token}`, cookie: SECRETS.cookie, [GUEST_HEADER]: SECRETS.session } },
        headers: { authorization: SECRETS.token, cookie: SECRETS.cookie, [GUEST_HEADER]: SECRETS.session },
        form: { cardNumber: SECRETS.card, cvc: CVC },
        body: { note: SECRETS.marker },
      },
      'a handler that logs too much',
    );
    const line = lines.slice(before).join('');
    expect(line).toContain('a handler that logs too much');
    expect(line).toContain('[redacted]');
    for (const secret of Object.values(SECRETS)) expect(line).not.toContain(secret);
    expect((JSON.parse(line) as { form: { cvc: string } }).form.cvc).toBe('[redacted]');
  });
});

describe('log level', () => {
  it('is info for npm run api unless LOG_LEVEL says otherwise, and silent for an app built without one (tests)', () => {
    const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...vars });
    expect(apiSettings(env({})).LOG_LEVEL).toBe('info');
    expect(apiSettings(env({ LOG_LEVEL: 'warn' })).LOG_LEVEL).toBe('warn');
    expect(() => apiSettings(env({ LOG_LEVEL: 'loud' }))).toThrow(/LOG_LEVEL/);
    const quiet = buildApp({ db, tenant: TENANT, imageDir: join(dir, 'images') });
    expect(quiet.log.level).toBe('silent');
  });
});
