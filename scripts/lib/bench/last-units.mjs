import { discover } from './cart-load.mjs';
import { buyLastUnits, shelf } from './last-units-load.mjs';

const UNITS = 10;

/**
 * The last 10 units of one product, bought by cash by BENCH_LAST_UNITS_SHOPPERS (200) guests at once
 * through the storefront's own routes: orders placed, refusals, 5xx answers, stock left, and the
 * purchase route's latency. Runs after the page sections: it changes one product's stock.
 */
export const lastUnits = {
  id: 'last-units',
  title: 'Last 10 units, 200 concurrent shoppers (storefront routes, cash)',
  async run(ctx) {
    const shoppers = Number(process.env.BENCH_LAST_UNITS_SHOPPERS ?? 200);
    const setup = await discover(`${ctx.api}/${ctx.tenant}/customer-api/v2`, { tracked: true });
    const units = shelf(ctx.databasePath, setup);
    const before = units.read().orders.length;
    units.set(UNITS);
    ctx.log(`${shoppers} shoppers buy the last ${UNITS} of ${setup.product.id} through ${ctx.web}/api/cart`);
    const result = await buyLastUnits({ web: ctx.web, setup, shoppers });
    const after = units.read();
    const data = { ...result, unitsOnShelf: UNITS, stockLeft: after.stock, ordersInDatabase: after.orders.length - before };
    const ms = (v) => (v === null ? '–' : String(v));
    return {
      data,
      table: {
        columns: ['Shoppers', 'Orders', 'Refused', '5xx', 'Stock left', 'Purchase p50 ms', 'p95 ms', 'p99 ms'],
        rows: [
          [
            String(result.shoppers),
            String(result.orderIds.length),
            String(result.refused.length),
            String(result.errors5xx),
            String(after.stock),
            ms(result.purchase.p50Ms),
            ms(result.purchase.p95Ms),
            ms(result.purchase.p99Ms),
          ],
        ],
      },
    };
  },
};
