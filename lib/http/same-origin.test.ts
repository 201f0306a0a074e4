import { isSameOrigin, shopperOrigin } from './same-origin';

const h = (init: Record<string, string>) => new Headers(init);

describe('state-changing requests only from the shop’s own pages', () => {
  it('accepts the shop’s own pages on any host name it is served under', () => {
    expect(isSameOrigin(h({ origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' }))).toBe(true);
    expect(isSameOrigin(h({ origin: 'https://shop.example.com', host: 'shop.example.com' }))).toBe(true);
  });

  it('uses the host a load balancer forwarded', () => {
    expect(isSameOrigin(h({ origin: 'https://shop.example.com', host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example.com' }))).toBe(
      true,
    );
  });

  it('refuses another site and a malformed origin', () => {
    expect(isSameOrigin(h({ origin: 'https://evil.example', host: 'shop.example.com' }))).toBe(false);
    expect(isSameOrigin(h({ origin: 'null', host: 'shop.example.com' }))).toBe(false);
  });

  it('lets through requests that carry no Origin (same-site navigations, server calls)', () => {
    expect(isSameOrigin(h({ host: 'shop.example.com' }))).toBe(true);
  });
});

describe('the address a shopper is on', () => {
  it('is the Origin their browser sent, whichever loopback name they typed', () => {
    expect(shopperOrigin(h({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), 'http:')).toBe('http://127.0.0.1:3000');
    expect(shopperOrigin(h({ origin: 'http://localhost:3000', host: 'localhost:3000' }), 'http:')).toBe('http://localhost:3000');
  });

  it('without an Origin, is the forwarded host and protocol, else the Host the request was sent to', () => {
    expect(shopperOrigin(h({ host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https' }), 'http:')).toBe(
      'https://shop.example.com',
    );
    expect(shopperOrigin(h({ host: 'localhost:3100' }), 'http:')).toBe('http://localhost:3100');
    expect(shopperOrigin(h({}), 'http:')).toBeNull();
  });
});
