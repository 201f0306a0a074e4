import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { PAGE_METHODS } from './page-methods';

/**
 * Methods Fetch refuses to represent: Next builds a `Request` for every call (the proxy, pages, route
 * handlers) and fails with 500 on them, before the proxy could answer. Node's server hands them over.
 */
const UNREPRESENTABLE = new Set(['TRACE', 'TRACK']);
const installed = Symbol.for('storefront.methodGuard');

/**
 * Answers a request in a method no resource of the shop takes, before Next sees it: 405 with the pages'
 * `Allow` (pages, metadata routes, static files take GET and HEAD only); 501 under `/api/`, whose
 * routes take their own methods, none of them these. False for every other request.
 */
export function refuseUnrepresentableMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (!UNREPRESENTABLE.has(req.method ?? '')) return false;
  const api = (req.url ?? '').startsWith('/api/');
  const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...(api ? {} : { Allow: PAGE_METHODS.join(', ') }) };
  res.writeHead(api ? 501 : 405, headers);
  res.end(api ? 'Not Implemented' : 'Method Not Allowed');
  return true;
}

/** Installs the guard in front of every `request` event of the servers (`instrumentation.ts`). */
export function installMethodGuard(servers: Server = Server.prototype): void {
  const proto = servers as Server & { [installed]?: true };
  if (Object.hasOwn(proto, installed)) return;
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && refuseUnrepresentableMethod(args[0] as IncomingMessage, args[1] as ServerResponse)) return true;
    return Reflect.apply(emit, this, [event, ...args]);
  } as Server['emit'];
  proto[installed] = true;
}
