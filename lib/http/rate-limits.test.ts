import { parseConfig } from '@/lib/config';
import { clientAddress, DIRECT_ADDRESS } from './rate-limits.server';

const headers = (xff?: string) => new Headers(xff ? { 'x-forwarded-for': xff } : {});

describe('the shopper address', () => {
  it('is the entry the nearest trusted proxy appended, not what the client wrote before it', () => {
    expect(clientAddress(headers('203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(headers('1.2.3.4, 203.0.113.5'), 1)).toBe('203.0.113.5');
    expect(clientAddress(headers('1.2.3.4, 203.0.113.5, 10.0.0.2'), 2)).toBe('203.0.113.5');
    expect(clientAddress(headers(), 1)).toBeNull();
  });

  it('with no trusted proxy, is one shared key whatever X-Forwarded-For a client wrote', () => {
    expect(clientAddress(headers('198.51.100.1'), 0)).toBe(DIRECT_ADDRESS);
    expect(clientAddress(headers('198.51.100.2, 10.0.0.1'), 0)).toBe(DIRECT_ADDRESS);
    expect(clientAddress(headers(), 0)).toBe(DIRECT_ADDRESS);
  });

  it('trusts no proxy unless TRUSTED_PROXY_HOPS says so', () => {
    expect(parseConfig({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseConfig({ TRUSTED_PROXY_HOPS: '1' }).TRUSTED_PROXY_HOPS).toBe(1);
  });
});

describe('limits without a trusted proxy (the default)', () => {
  it('count a client that writes a new X-Forwarded-For each time as one', async () => {
    const { checkRateLimit, RATE_LIMITS } = await import('./rate-limits.server');
    const { limit } = RATE_LIMITS.affiliateClick.address;
    for (let i = 0; i < limit; i += 1) expect((await checkRateLimit('affiliateClick', headers(`198.51.100.${i}`), null)).ok).toBe(true);
    expect((await checkRateLimit('affiliateClick', headers('203.0.113.99'), null)).ok).toBe(false);
  });

  it('count a shopper with a session on it alone: cookie-less requests filling the shared key never lock them out', async () => {
    const { checkRateLimit, RATE_LIMITS } = await import('./rate-limits.server');
    const { address, session } = RATE_LIMITS.purchase;
    for (let i = 0; i < address.limit; i += 1) expect((await checkRateLimit('purchase', headers(), null)).ok).toBe(true);
    expect((await checkRateLimit('purchase', headers(), null)).ok).toBe(false);
    // A shopper's own session still buys, up to its own limit.
    for (let i = 0; i < session.limit; i += 1) expect((await checkRateLimit('purchase', headers(), 'g:shopper')).ok).toBe(true);
    expect((await checkRateLimit('purchase', headers(), 'g:shopper')).ok).toBe(false);
  });
});
