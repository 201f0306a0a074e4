import { pageRequest } from '@/test/proxy-visit';
import { refuseContextSegment, refuseMethod } from './refuse';

describe('refusing what no page answers', () => {
  it('answers 405 with Allow to a method a page does not take, and lets GET and HEAD on', () => {
    const res = refuseMethod(pageRequest('/', { method: 'POST' }));
    expect(res?.status).toBe(405);
    expect(res?.headers.get('allow')).toBe('GET, HEAD');
    expect(refuseMethod(pageRequest('/', { method: 'HEAD' }))).toBeUndefined();
    expect(refuseMethod(pageRequest('/'))).toBeUndefined();
  });

  it("lets a Server Function's POST on (React's call, or a form posted before hydration), and no other POST", () => {
    const post = (headers: Record<string, string>) => refuseMethod(pageRequest('/', { method: 'POST', headers }));
    expect(post({ 'next-action': '7f00aa' })).toBeUndefined();
    expect(post({ 'content-type': 'multipart/form-data; boundary=x' })).toBeUndefined();
    expect(post({ 'content-type': 'application/x-www-form-urlencoded' })?.status).toBe(405);
    expect(post({ 'content-type': 'text/plain' })?.status).toBe(405);
    expect(refuseMethod(pageRequest('/', { method: 'PUT', headers: { 'next-action': '7f00aa' } }))?.status).toBe(405);
  });

  it('answers 404 with the page policy to a context segment written by a client or a broken escape', () => {
    for (const path of ['/en~LKR~_/products/x', '/%25~LKR~_', '/products/%E0%A4%A']) {
      const res = refuseContextSegment(pageRequest(path));
      expect([path, res?.status, res?.headers.get('cache-control')]).toEqual([path, 404, 'no-store']);
      expect(res?.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    expect(refuseContextSegment(pageRequest('/products/x~y'))).toBeUndefined();
  });
});
