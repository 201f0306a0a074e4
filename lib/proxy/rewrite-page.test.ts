import { ORDER_LOOKUP_LIMITED_HEADER, RATE_LIMITS } from '@/lib/http/rate-limits.server';
import { shopVisit } from '@/test/proxy-visit';
import { rewritePage } from './rewrite-page';

const target = new URL('http://localhost:3000/en~LKR~_/page');
const forwarded = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`);

describe('the page rewrite', () => {
  it("gives a shopper's own page a policy with a fresh nonce, forwarded to the page", async () => {
    const res = await rewritePage(shopVisit('/cart'), target);
    const nonce = forwarded(res, 'x-nonce');
    expect(nonce).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(forwarded(res, 'content-security-policy')).toBe(res.headers.get('content-security-policy'));
  });

  it('gives a catalogue page the shared policy and forwards only the request id (no nonce)', async () => {
    const res = await rewritePage(shopVisit('/products/x'), target);
    expect(res.headers.get('content-security-policy')).not.toContain('nonce-');
    expect(res.headers.get('x-middleware-override-headers')).toBe('x-request-id');
    expect(forwarded(res, 'x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('counts an order page as an order look-up and answers 429 with the page told so beyond the limit', async () => {
    const visit = () => rewritePage(shopVisit('/order/view/ord-1', { headers: { 'x-forwarded-for': '203.0.113.50' } }), target);
    for (let i = 0; i < RATE_LIMITS.orderLookup.address.limit; i++)
      expect(forwarded(await visit(), ORDER_LOOKUP_LIMITED_HEADER)).toBeNull();
    const refused = await visit();
    expect([refused.status, forwarded(refused, ORDER_LOOKUP_LIMITED_HEADER)]).toEqual([429, '1']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
