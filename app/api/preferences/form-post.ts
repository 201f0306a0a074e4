import 'server-only';
import { NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';

/** A form's fields are few and short: more is not a shopper's choice. */
const MAX_FORM_BYTES = 2048;

const formFields = z.strictObject({
  currency: z.string().optional(),
  inventoryId: z.string().optional(),
  clearInventory: z.literal('true').optional(),
  /** The page the form was on, as a path of this site: the answer leads back to it. */
  back: z.string().max(1024).optional(),
});

type Handler = (request: NextRequest) => Promise<NextResponse>;

export function isFormPost(request: NextRequest): boolean {
  return request.headers.get('content-type')?.toLowerCase().startsWith('application/x-www-form-urlencoded') ?? false;
}

/** A path on this site only ("/si/cart?x=1"), never "//host" or a full address; the home page otherwise. */
export function backPath(back: string | undefined): string {
  return back && /^\/(?![/\\])/.test(back) && !/[\r\n]/.test(back) ? back : '/';
}

/** The same request with a JSON body (the route's own checks run on it) and, when given, another cookie header. */
function asJson(request: NextRequest, url: string, body: unknown, cookie?: string): NextRequest {
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  if (cookie !== undefined) headers.set('cookie', cookie);
  return new NextRequest(new URL(url, request.url), {
    method: 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The request's cookie header after the answer's cookies: the inventory location as the shopper now has it. */
function cookiesAfter(request: NextRequest, answer: NextResponse): string {
  const jar = new Map(request.cookies.getAll().map((c) => [c.name, c.value]));
  for (const c of answer.cookies.getAll()) {
    if (c.value === '' || c.maxAge === 0) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * The preferences form of a page that has not hydrated (or has no scripts): the same change as the JSON
 * route, then, for a new location, the cart emptied as the page's script does (spec §4), and a 303
 * back to the page, which opens in the new context. A refused change answers as the JSON route does.
 */
export async function answerForm(request: NextRequest, preferences: Handler, clearCart: Handler): Promise<NextResponse> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) return preferences(request);
  const text = await request.text();
  const parsed = formFields.safeParse(Object.fromEntries(new URLSearchParams(text.slice(0, MAX_FORM_BYTES))));
  if (!parsed.success) return preferences(asJson(request, request.url, {}));
  const { back, clearInventory, ...change } = parsed.data;
  const answer = await preferences(asJson(request, request.url, { ...change, ...(clearInventory && { clearInventory: true }) }));
  if (!answer.ok) return answer;
  const out = new NextResponse(null, { status: 303, headers: { Location: backPath(back), 'Cache-Control': 'private, no-store' } });
  for (const line of answer.headers.getSetCookie()) out.headers.append('Set-Cookie', line);
  if (change.inventoryId !== undefined || clearInventory) {
    const cleared = await clearCart(asJson(request, '/api/cart/clear', undefined, cookiesAfter(request, answer)));
    for (const line of cleared.headers.getSetCookie()) out.headers.append('Set-Cookie', line);
  }
  return out;
}
