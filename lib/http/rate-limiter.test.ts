import { consume, MemoryRateStore } from './rate-limiter';

describe('the fixed-window limiter', () => {
  it('allows the limit in a window, refuses beyond it with the seconds left, and allows again in the next window', async () => {
    let now = 1_000_000;
    const store = new MemoryRateStore(() => now);
    const rule = { limit: 3, windowSeconds: 60 };
    const attempt = () => consume(store, 'promo', [{ subject: 's:cart-1', rule }]);
    for (let i = 0; i < 3; i += 1) expect(await attempt()).toEqual({ ok: true });
    now += 15_000;
    expect(await attempt()).toEqual({ ok: false, retryAfterSeconds: 45 });
    now += 45_000;
    expect(await attempt()).toEqual({ ok: true });
  });

  it('counts every subject: one over its limit refuses, another session stays free', async () => {
    const store = new MemoryRateStore();
    const session = { limit: 5, windowSeconds: 60 };
    const address = { limit: 2, windowSeconds: 60 };
    const from = (cart: string) => consume(store, 'purchase', [{ subject: `s:${cart}`, rule: session }, { subject: 'a:198.51.100.7', rule: address }]);
    expect((await from('one')).ok).toBe(true);
    expect((await from('two')).ok).toBe(true);
    expect((await from('three')).ok).toBe(false);
    expect((await consume(store, 'purchase', [{ subject: 's:four', rule: session }, { subject: 'a:198.51.100.8', rule: address }])).ok).toBe(true);
  });

  it('lets each message through once within its time (replays refused)', async () => {
    let now = 0;
    const store = new MemoryRateStore(() => now);
    expect(await store.claim('sig:abc', 1000)).toBe(true);
    expect(await store.claim('sig:abc', 1000)).toBe(false);
    now += 1000;
    expect(await store.claim('sig:abc', 1000)).toBe(true);
  });

  it('keeps a bounded number of keys, however many addresses ask', async () => {
    const store = new MemoryRateStore();
    for (let i = 0; i < 50_100; i += 1) await store.hit(`rl:status:a:${i}`, 60_000);
    expect(store.size).toBe(50_000);
  });
});
