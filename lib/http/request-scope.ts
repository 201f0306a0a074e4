import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { isSaneRequestId, REQUEST_ID_HEADER } from './request-id';

/** The request id of the route handler being answered (lib/bff/route.ts enters it). */
const scope = new AsyncLocalStorage<string>();

export function withRequestId<T>(requestId: string, run: () => T): T {
  return scope.run(requestId, run);
}

/** The route handler's id, when one is being answered. */
export function scopedRequestId(): string | null {
  return scope.getStore() ?? null;
}

/**
 * The id of the request being answered: a route handler's scope, else (when `readHeaders`) the page
 * request's header, which the proxy always writes. Headers are read only for calls that are not kept in
 * Next's data cache: reading them makes a render dynamic, and an id in a kept call's key would keep none.
 */
export async function currentRequestId({ readHeaders }: { readHeaders: boolean }): Promise<string | null> {
  const scoped = scope.getStore();
  if (scoped) return scoped;
  if (!readHeaders) return null;
  try {
    const sent = (await headers()).get(REQUEST_ID_HEADER);
    return isSaneRequestId(sent) ? sent : null;
  } catch (error) {
    // Next's own signals (a render turning dynamic) go on; outside a request there is no id.
    unstable_rethrow(error);
    return null;
  }
}
