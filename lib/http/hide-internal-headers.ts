import { ServerResponse } from 'node:http';

/**
 * Next copies the proxy's internal rewrite target (`/en~LKR~loc-colombo/products/…`) onto every answer
 * as `x-middleware-rewrite`. No browser needs it (the App Router reads `x-nextjs-rewritten-path` on its
 * own data requests), and it tells anyone how context segments are written, so it never leaves the server.
 */
const INTERNAL_HEADERS = new Set(['x-middleware-rewrite']);
const installed = Symbol.for('storefront.hideInternalHeaders');

type SetHeader = ServerResponse['setHeader'];

export function hideInternalHeaders(): void {
  const proto = ServerResponse.prototype as ServerResponse & { [installed]?: true };
  if (proto[installed]) return;
  const setHeader: SetHeader = proto.setHeader;
  proto.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    if (INTERNAL_HEADERS.has(name.toLowerCase())) return this;
    return setHeader.call(this, name, value);
  } as SetHeader;
  proto[installed] = true;
}
