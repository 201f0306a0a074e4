import { expect, test } from './support/fixtures';
import { rememberLocation } from './support/shop';

test.beforeEach(async ({ context }) => {
  await rememberLocation(context, 'colombo');
});

test('the account pages send a visitor who is not signed in to sign in, and back to the page after', async ({ request }) => {
  const pages = [
    { path: '/account/details/profile', login: '/login' },
    { path: '/account/details/addresses', login: '/login' },
    { path: '/account/details/cards', login: '/login' },
    { path: '/account/history/ongoing-orders', login: '/login' },
    { path: '/account/history/past-orders?first=5&after=5', login: '/login' },
    { path: '/si/account/details/profile', login: '/si/login' },
  ];
  for (const { path, login } of pages) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(307);
    expect(res.headers().location, path).toBe(`${login}?${new URLSearchParams({ callbackUrl: path })}`);
    expect(res.headers()['cache-control'], path).toBe('private, no-store');
  }
});

test('an account section typed by hand (/account, /account/details, /account/history) leads to its first page', async ({ request }) => {
  const sections = [
    ['/account', '/account/details/profile'],
    ['/account/details', '/account/details/profile'],
    ['/account/history', '/account/history/ongoing-orders'],
    ['/si/account/history', '/si/account/history/ongoing-orders'],
  ] as const;
  for (const [path, first] of sections) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(307);
    expect(res.headers().location, path).toBe(first);
  }
});

test('the account BFF answers 401 to a visitor who is not signed in', async ({ request }) => {
  for (const path of ['/api/profile', '/api/profile/addresses', '/api/orders/ongoing', '/api/cards']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(401);
    expect(await res.json()).toEqual({ code: 'E4010', message: 'Please sign in to see your account.' });
  }
});
