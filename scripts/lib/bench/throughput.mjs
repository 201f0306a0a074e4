import autocannon from 'autocannon';

/** Goals of the throughput section: a product page at least 25 % of a static file's rate, a search page 5 %; 0 errors. */
const GOALS = { product: 0.25, search: 0.05 };

function fire(url, { connections, durationSeconds, headers }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationSeconds, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Requests per second of one static file, one product page and one search page of the same server,
 * one after the other, and the pages' rates as a share of the static file's.
 */
export const throughput = {
  id: 'throughput',
  title: 'Throughput (autocannon)',
  async run(ctx) {
    const { connections, durationSeconds } = ctx.options;
    const headers = { 'accept-language': 'en' };
    const targets = [
      { id: 'static', label: `Static file (${ctx.urls.staticPath})`, url: ctx.web + ctx.urls.staticPath },
      { id: 'product', label: `Product page (${ctx.urls.productPath})`, url: ctx.web + ctx.urls.productPath },
      { id: 'search', label: `Search page (${ctx.urls.searchPath})`, url: ctx.web + ctx.urls.searchPath },
    ];

    for (const t of targets) {
      ctx.log(`warm-up ${t.url}`);
      await fire(t.url, { connections: 4, durationSeconds: 2, headers });
    }

    const measured = {};
    for (const t of targets) {
      ctx.log(`autocannon -c ${connections} -d ${durationSeconds} ${t.url}`);
      const r = await fire(t.url, { connections, durationSeconds, headers });
      measured[t.id] = {
        label: t.label,
        url: t.url,
        requestsPerSecond: Math.round(r.requests.average),
        latencyP50Ms: r.latency.p50,
        latencyP99Ms: r.latency.p99,
        ok: r['2xx'],
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
      };
    }
    const ratio = (id) => (measured.static.requestsPerSecond > 0 ? measured[id].requestsPerSecond / measured.static.requestsPerSecond : 0);
    const ratios = { productToStatic: ratio('product'), searchToStatic: ratio('search') };

    const pct = (x) => `${(x * 100).toFixed(1)} %`;
    const rows = targets.map((t) => {
      const m = measured[t.id];
      const problems = m.non2xx + m.errors + m.timeouts;
      return [m.label, String(m.requestsPerSecond), `${m.latencyP50Ms} / ${m.latencyP99Ms}`, problems ? `${problems} ⚠` : '0', '', ''];
    });
    const goal = (row, id, share) => {
      const m = measured[id];
      const clean = m.non2xx + m.errors + m.timeouts === 0;
      rows[row][4] = pct(share);
      rows[row][5] = `≥ ${pct(GOALS[id])}, 0 errors ${share >= GOALS[id] && clean ? '✓' : '✗ below goal'}`;
    };
    goal(1, 'product', ratios.productToStatic);
    goal(2, 'search', ratios.searchToStatic);

    return {
      data: { connections, durationSeconds, measured, ratios, goals: GOALS },
      table: {
        columns: ['Target', 'req/s', 'latency p50 / p99 (ms)', 'non-2xx / errors', 'share of static', 'goal'],
        rows,
      },
    };
  },
};
