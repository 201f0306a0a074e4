import { afterFailure, failureDelayMs, isLocked, LOCK_MS, pageLanguage, passwordError, registrationErrors } from './rules';

describe('failed sign-in rules', () => {
  it('holds answers back longer with every failure, from the second on, up to eight steps', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((n) => failureDelayMs(n, 250))).toEqual([0, 250, 500, 1000, 2000, 2000, 2000]);
    expect(failureDelayMs(5, 0)).toBe(0);
  });

  it('locks for 15 minutes on the fifth failure and counts again from zero', () => {
    let state = { failures: 0, lockedUntil: null as number | null };
    for (let i = 0; i < 4; i++) state = afterFailure(state, 1_000);
    expect(state).toEqual({ failures: 4, lockedUntil: null });
    state = afterFailure(state, 1_000);
    expect(state).toEqual({ failures: 0, lockedUntil: 1_000 + LOCK_MS });
    expect(isLocked(state, 1_000 + LOCK_MS - 1)).toBe(true);
    expect(isLocked(state, 1_000 + LOCK_MS)).toBe(false);
  });
});

describe('account form rules', () => {
  it('asks for a name, a valid email and a password of 8 to 128 characters', () => {
    expect(registrationErrors({ name: ' ', email: '', password: '' })).toEqual({
      name: 'required',
      email: 'required',
      password: 'required',
    });
    expect(registrationErrors({ name: 'A', email: 'a@b', password: 'seven77' })).toEqual({ email: 'email', password: 'passwordShort' });
    expect(registrationErrors({ name: 'A', email: 'a@example.com', password: '12345678' })).toEqual({});
    expect(passwordError('x'.repeat(129))).toBe('passwordLong');
    expect(registrationErrors({ name: 'x'.repeat(101), email: 'a@example.com', password: '12345678' })).toEqual({ name: 'nameLong' });
  });

  it('counts characters, not bytes, in a password', () => {
    expect(passwordError('මුරපදය෴෴')).toBeNull();
  });
});

describe('page language', () => {
  it('takes the first language of ui_locales the pages speak', () => {
    expect(pageLanguage('fr ta-LK si', 'si')).toBe('ta');
  });

  it('else the best of Accept-Language by weight, else English', () => {
    expect(pageLanguage(undefined, 'fr;q=1, si;q=0.4, ta;q=0.8')).toBe('ta');
    expect(pageLanguage('', 'si-LK')).toBe('si');
    expect(pageLanguage(undefined, 'fr, de;q=0.5')).toBe('en');
    expect(pageLanguage(undefined, 'ta;q=0')).toBe('en');
  });
});
