import { benchCart } from './cart-load.mjs';

/**
 * Add-to-cart and place-order latency with 20 concurrent guest shoppers against the reference API.
 * Runs last: it places orders, and the pages measured before must not see its changes.
 */
export const cart = {
  id: 'cart',
  title: 'Cart latency (20 concurrent shoppers, reference API)',
  async run(ctx) {
    const shoppers = Number(process.env.BENCH_SHOPPERS ?? 20);
    const apiBase = `${ctx.api}/${ctx.tenant}/customer-api/v2`;
    ctx.log(`${shoppers} shoppers for ${ctx.options.durationSeconds} s against ${apiBase}`);
    const data = await benchCart({ apiBase, shoppers, durationSeconds: ctx.options.durationSeconds });
    const row = (label, s) => [
      label,
      String(s.count),
      s.p50Ms === null ? '–' : String(s.p50Ms),
      s.p95Ms === null ? '–' : String(s.p95Ms),
      String(s.errors),
    ];
    return {
      data,
      table: {
        columns: ['Call', 'Samples', 'p50 ms', 'p95 ms', 'Errors'],
        rows: [row('Add to cart (cart/add)', data.addToCart), row('Place order, cash (cart/purchase)', data.placeOrder)],
      },
    };
  },
};
