import type { FastifyRequest } from 'fastify';
import { orderLanguage } from './order-routes';

const asking = (acceptLanguage?: string) => ({ headers: { 'accept-language': acceptLanguage } }) as unknown as FastifyRequest;

describe("an order's language", () => {
  it('is the most wanted language the shop offers by q-value, not the first one named', () => {
    expect(orderLanguage(asking('en;q=0.1, si;q=0.9'), ['en', 'si', 'ta'])).toBe('si');
    expect(orderLanguage(asking('ta;q=0, si-LK;q=0.5'), ['en', 'si', 'ta'])).toBe('si');
  });

  it('is English when the shopper wants none the shop offers', () => {
    expect(orderLanguage(asking('fr'), ['en', 'si'])).toBe('en');
    expect(orderLanguage(asking(), ['en', 'si'])).toBe('en');
  });
});
