import { VIDEO_HOSTS } from '@/lib/content/sanitize';
import { contentSecurityPolicy, newNonce, VIDEO_FRAME_ORIGINS } from './content-security-policy';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the Content-Security-Policy of every page', () => {
  const policy = directives(contentSecurityPolicy({ formActionOrigins: ['https://pay.example.com'], development: false }));

  it('allows forms to post only here and to the payment page, and nothing to frame the shop', () => {
    expect(policy.get('form-action')).toEqual(["'self'", 'https://pay.example.com']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('is the same for every request: scripts from this origin and Next’s inline ones, no nonce, no eval in production', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(contentSecurityPolicy({ formActionOrigins: [], development: true })).toContain("'unsafe-eval'");
  });

  it("for a private page allows inline scripts only with the request's nonce", () => {
    const nonce = newNonce();
    const own = directives(contentSecurityPolicy({ formActionOrigins: [], development: false, nonce }));
    expect(own.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(own.get('style-src')).toEqual(policy.get('style-src'));
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(nonce);
  });

  it('frames exactly the video hosts merchant HTML may embed', () => {
    expect(new Set(policy.get('frame-src'))).toEqual(new Set([...VIDEO_HOSTS].map((host) => `https://${host}`)));
    expect(VIDEO_FRAME_ORIGINS).toHaveLength(VIDEO_HOSTS.size);
  });
});
