import { paymentRedirectAllowed } from './payment-redirect';

const origins = { customerApiUrl: 'http://127.0.0.1:4000', configured: ['http://pay.test:8080'] };

describe('paymentRedirectAllowed', () => {
  it('follows any https payment page', () => {
    expect(paymentRedirectAllowed('https://gateway.example/pay/123?t=abc', origins)).toBe(true);
  });

  it('follows plain http only to the customer API’s own origin (the simulator) or a configured page origin', () => {
    expect(paymentRedirectAllowed('http://127.0.0.1:4000/demo/payment/pay_1?t=x', origins)).toBe(true);
    expect(paymentRedirectAllowed('http://pay.test:8080/p/1', origins)).toBe(true);
    expect(paymentRedirectAllowed('http://127.0.0.1:4001/demo/payment/pay_1', origins)).toBe(false);
    expect(paymentRedirectAllowed('http://localhost:4000/demo/payment/pay_1', origins)).toBe(false);
    expect(paymentRedirectAllowed('http://evil.example/demo/payment/pay_1', origins)).toBe(false);
  });

  it('refuses other schemes, credentials in the URL and what is no URL at all', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<p>pay</p>',
      'ftp://127.0.0.1:4000/x',
      'https://user:pw@gateway.example/pay',
      'not a url',
      '',
    ]) {
      expect(paymentRedirectAllowed(url, origins)).toBe(false);
    }
  });
});
