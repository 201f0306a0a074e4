import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';

/** Node's public channel for every request an http server starts answering. */
const REQUEST_START = 'http.server.request.start';
const installed = Symbol.for('storefront.drainOnSigterm');

/**
 * On SIGTERM Next's server stops listening and waits for the requests in flight; a proxy in front that
 * keeps connections open (nginx's upstream keepalive) would go on sending requests over them and keep
 * the process from exiting. From SIGTERM on every answer says `Connection: close`, so each kept
 * connection ends after its current request and the proxy connects to another process.
 * Only observes (diagnostics_channel): Next's own SIGTERM handling stays as it is.
 */
export function drainOnSigterm(target: NodeJS.EventEmitter = process): { draining(): boolean } {
  const state = target as NodeJS.EventEmitter & { [installed]?: { draining(): boolean } };
  if (state[installed]) return state[installed];
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  subscribe(REQUEST_START, (message) => {
    const { response } = message as { response: ServerResponse };
    if (draining) return closeAfter(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  target.once('SIGTERM', () => {
    draining = true;
    for (const response of inFlight) closeAfter(response);
    inFlight.clear();
  });
  state[installed] = { draining: () => draining };
  return state[installed];
}
