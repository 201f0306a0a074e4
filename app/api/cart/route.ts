import { cookies } from 'next/headers';
import { loadCart } from '@/lib/api/cart';
import { getSiteSchema } from '@/lib/api/catalogue';
import { chooseCurrency } from '@/lib/currency/choose-currency';
import { COOKIES } from '@/lib/shopper/context';
import { errorResponse, json, shopperContext } from './_lib/bff';

/** The shopper's cart (null before the first item), kept in the chosen currency (spec §4). */
export async function GET() {
  try {
    const ctx = await shopperContext({ create: false });
    if (!ctx.guestSession && !ctx.token) return json(null);
    const schema = await getSiteSchema();
    const chosen = chooseCurrency(schema.currencies, schema.currency, (await cookies()).get(COOKIES.currency)?.value);
    return json(await loadCart(ctx, chosen.code));
  } catch (e) {
    return errorResponse(e);
  }
}
