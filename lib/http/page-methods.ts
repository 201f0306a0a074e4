import { NextResponse } from 'next/server';

/** The methods every page takes: the shop has no server actions and no page that takes a form post. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;

/**
 * 405 with `Allow` for a request to a page in a method it does not take (TRACE, POST, OPTIONS, …),
 * before anything renders; null for GET and HEAD. Next would otherwise answer some of them with 500.
 */
export function refusedPageMethod(method: string): NextResponse | null {
  if ((PAGE_METHODS as readonly string[]).includes(method.toUpperCase())) return null;
  return new NextResponse('Method Not Allowed', {
    status: 405,
    headers: { Allow: PAGE_METHODS.join(', '), 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
