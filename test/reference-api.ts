/**
 * A storefront test file against the real reference customer API: the server starts before the
 * file's tests (on a fresh SQLite file), the storefront's settings point at it (`CUSTOMER_API_URL`,
 * `TENANT`, and any `env` given), and it closes after them. The returned object stands for the
 * started server: read its fields and call its methods inside tests and hooks, not at import time.
 */
export function againstReferenceApi<A extends { origin: string; close(): Promise<void> }>(
  start: () => Promise<A>,
  env: Record<string, string> = {},
): A {
  let server: A | undefined;
  beforeAll(async () => {
    server = await start();
    Object.assign(process.env, { CUSTOMER_API_URL: server.origin, TENANT: 'demo', ...env });
  });
  afterAll(async () => {
    await server?.close();
  });
  return new Proxy({} as A, {
    get(_target, property) {
      if (!server) throw new Error('The reference API is read before it started (use it inside tests and hooks).');
      const value: unknown = Reflect.get(server, property);
      return typeof value === 'function' ? value.bind(server) : value;
    },
  });
}
