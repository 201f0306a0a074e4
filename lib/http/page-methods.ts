import { NextResponse } from 'next/server';

/** The methods every page takes; a POST only when it calls a Server Function (`isServerFunctionPost`). */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;

/**
 * A POST that calls a Server Function: React's call after hydration names it in `Next-Action`; a form
 * posted before hydration is `multipart/form-data` carrying its id, which Next itself checks.
 */
export function isServerFunctionPost(method: string, headers: Pick<Headers, 'get'>): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  if (headers.get('next-action')) return true;
  return headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data') === true;
}

/**
 * 405 with `Allow` for a request to a page in a method it does not take (TRACE, a plain POST, OPTIONS, …),
 * before anything renders; null for GET, HEAD and a Server Function's POST. Next would otherwise answer
 * some of them with 500.
 */
export function refusedPageMethod(method: string, headers: Pick<Headers, 'get'>): NextResponse | null {
  if ((PAGE_METHODS as readonly string[]).includes(method.toUpperCase()) || isServerFunctionPost(method, headers)) return null;
  return new NextResponse('Method Not Allowed', {
    status: 405,
    headers: { Allow: PAGE_METHODS.join(', '), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
