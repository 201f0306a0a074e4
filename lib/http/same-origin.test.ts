import { isSameOrigin } from './same-origin';

const h = (init: Record<string, string>) => new Headers(init);

describe('state-changing requests only from the shop’s own pages', () => {
  it('accepts the shop’s own pages on any host name it is served under', () => {
    expect(isSameOrigin(h({ origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' }))).toBe(true);
    expect(isSameOrigin(h({ origin: 'https://shop.example.com', host: 'shop.example.com' }))).toBe(true);
  });

  it('uses the host a load balancer forwarded', () => {
    expect(isSameOrigin(h({ origin: 'https://shop.example.com', host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example.com' }))).toBe(true);
  });

  it('refuses another site and a malformed origin', () => {
    expect(isSameOrigin(h({ origin: 'https://evil.example', host: 'shop.example.com' }))).toBe(false);
    expect(isSameOrigin(h({ origin: 'null', host: 'shop.example.com' }))).toBe(false);
  });

  it('lets through requests that carry no Origin (same-site navigations, server calls)', () => {
    expect(isSameOrigin(h({ host: 'shop.example.com' }))).toBe(true);
  });
});
