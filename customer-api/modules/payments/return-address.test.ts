import { ReturnAddresses } from './return-address';

describe('where the hosted payment page sends a shopper back', () => {
  it('to the loopback name the shopper used, when the storefront runs on this machine', () => {
    const returns = new ReturnAddresses('http://localhost:3000');
    expect(returns.completeUrl('http://127.0.0.1:3000', 'pay_1')).toBe('http://127.0.0.1:3000/ipg-complete?paymentId=pay_1');
    expect(returns.completeUrl('http://[::1]:3000', 'pay_1')).toBe('http://[::1]:3000/ipg-complete?paymentId=pay_1');
    expect(returns.completeUrl(undefined, 'pay_1')).toBe('http://localhost:3000/ipg-complete?paymentId=pay_1');
  });

  it('never to another port, protocol or site, nor to a loopback name of a storefront on a real host', () => {
    const local = new ReturnAddresses('http://127.0.0.1:3000/shop/');
    for (const other of [
      'http://127.0.0.1:3001',
      'https://127.0.0.1:3000',
      'https://evil.example',
      'javascript:alert(1)',
      'not a url',
      42,
    ]) {
      expect(local.completeUrl(other, 'p')).toBe('http://127.0.0.1:3000/shop/ipg-complete?paymentId=p');
    }
    const hosted = new ReturnAddresses('https://shop.example.com');
    expect(hosted.completeUrl('http://localhost:443', 'p')).toBe('https://shop.example.com/ipg-complete?paymentId=p');
  });

  it('to another origin only when it is configured', () => {
    const returns = new ReturnAddresses('https://shop.example.com', ['https://www.shop.example.com']);
    expect(returns.origin('https://www.shop.example.com/anything?x=1')).toBe('https://www.shop.example.com');
    expect(returns.origin('https://other.example.com')).toBe('https://shop.example.com');
  });
});
