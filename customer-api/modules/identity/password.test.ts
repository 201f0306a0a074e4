import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from './password';

describe('password hashes', () => {
  it('are scrypt with a salt of their own and verify only the same password', async () => {
    const [a, b] = await Promise.all([hashPassword('Demo-pass-1'), hashPassword('Demo-pass-1')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo-pass-1', a)).toBe(true);
    expect(await verifyPassword('Demo-pass-2', a)).toBe(false);
    expect(await verifyPassword('demo-pass-1', b)).toBe(false);
  });

  it('never match a malformed stored value or the placeholder for unknown emails', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('', UNMATCHABLE_HASH)).toBe(false);
  });
});
