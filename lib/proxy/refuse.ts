import type { NextRequest } from 'next/server';
import { refusedPageMethod } from '@/lib/http/page-methods';
import { isDecodablePath, looksLikeContext } from '@/lib/shopper/context';
import { withPagePolicy } from './page-policy';
import { plainAnswer } from './visit';

/** 405 with `Allow` for any method but GET, HEAD and a Server Function's POST, before anything else runs. */
export function refuseMethod(request: NextRequest) {
  return refusedPageMethod(request.method, request.headers) ?? undefined;
}

/**
 * Only the proxy writes context segments: one written by a client is refused (404), not rendered or
 * cached. An address with a broken escape names nothing either.
 */
export function refuseContextSegment(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const [, first = ''] = pathname.split('/');
  if (!looksLikeContext(first) && isDecodablePath(pathname)) return undefined;
  return withPagePolicy(plainAnswer('Not Found', 404));
}
