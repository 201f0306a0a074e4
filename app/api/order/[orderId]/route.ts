import type { NextRequest } from 'next/server';
import { getOrder } from '@/lib/api/cart';
import { idParam } from '@/lib/api/schemas';
import { errorResponse, json, shopperContext } from '../../cart/_lib/bff';

/** One order of the shopper; the customer API answers 403 when it belongs to someone else. */
export async function GET(_request: NextRequest, { params }: { params: Promise<{ orderId: string }> }) {
  try {
    const orderId = idParam.parse((await params).orderId);
    return json(await getOrder(await shopperContext({ create: false }), orderId));
  } catch (e) {
    return errorResponse(e);
  }
}
