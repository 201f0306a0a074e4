import { loadCart } from '@/lib/cart/currency-sync';
import { getSiteSchema } from '@/lib/api/catalogue';
import { bffRoute } from '@/lib/bff/route';
import { chooseCurrency } from '@/lib/currency/choose-currency';
import { COOKIES } from '@/lib/shopper/context';

/** The shopper's cart (null before the first item), kept in the chosen currency (spec §4). */
export const GET = bffRoute({ shopper: 'existing', anonymous: () => null }, async ({ call, request }) => {
  const schema = await getSiteSchema();
  const chosen = chooseCurrency(schema.currencies, schema.currency, request.cookies.get(COOKIES.currency)?.value);
  return loadCart(call, chosen.code);
});
