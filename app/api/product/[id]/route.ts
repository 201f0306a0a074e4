import { NextResponse, type NextRequest } from 'next/server';
import { getProductById } from '@/lib/api/catalogue';
import { isApiError } from '@/lib/api/errors';
import { idParam, productByIdQuery } from '@/lib/api/schemas';
import { COOKIES, isInventoryId } from '@/lib/shopper/context';

/**
 * GET /api/product/{id}?varianceKey= — one variant for the quick view's variant changes, with the
 * stock of the shopper's inventory location (from its cookie). Answers the spec §3 Product.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const id = idParam.safeParse((await params).id);
  const query = productByIdQuery.safeParse({ varianceKey: request.nextUrl.searchParams.get('varianceKey') ?? undefined });
  if (!id.success || !query.success) {
    return NextResponse.json({ code: 'E4000', message: 'The request was not valid.' }, { status: 400 });
  }
  const stored = request.cookies.get(COOKIES.inventory)?.value;
  const inventoryId = isInventoryId(stored) ? stored : null;
  try {
    const product = await getProductById(id.data, query.data.varianceKey || undefined, { inventoryId });
    // Stock depends on the location cookie: private, briefly cached by the browser only.
    return NextResponse.json(product, { headers: { 'Cache-Control': 'private, max-age=30' } });
  } catch (e) {
    if (isApiError(e, 'not-found')) return NextResponse.json({ code: e.code || 'E4040', message: e.message }, { status: 404 });
    if (isApiError(e, 'bad-request')) return NextResponse.json({ code: e.code || 'E4000', message: e.message }, { status: 400 });
    const status = isApiError(e) && e.kind === 'maintenance' ? 503 : 502;
    return NextResponse.json({ code: isApiError(e) ? e.code : 'E5000', message: isApiError(e) ? e.message : 'An error occurred' }, { status });
  }
}
