import { isPrivatePath, isWithin, localizedPath, paths, PRIVATE_SECTIONS, sameSitePath, SECTIONS } from './paths';

describe('storefront paths (spec §2 route table)', () => {
  it('builds the shopper pages', () => {
    expect(paths.home()).toBe('/');
    expect(paths.cart()).toBe('/cart');
    expect(paths.checkout()).toBe('/checkout');
    expect(paths.orderError()).toBe('/order-error');
    expect(paths.orderError('voided')).toBe('/order-error?reason=voided');
    expect(paths.orderError('expired')).toBe('/order-error?reason=expired');
    expect(paths.contentPage('about-us')).toBe('/information/page/about-us');
  });

  it('builds order view, with the success banner right after a purchase', () => {
    expect(paths.orderView('o-1')).toBe('/order/view/o-1');
    expect(paths.orderView('o-1', { placed: true })).toBe('/order/view/o-1?placed=1');
    expect(paths.orderView('a/b?c')).toBe('/order/view/a%2Fb%3Fc');
  });

  it('builds the payment return, with the payment to check again', () => {
    expect(paths.ipgComplete()).toBe('/ipg-complete');
    expect(paths.ipgComplete('pay 1&x')).toBe('/ipg-complete?paymentId=pay+1%26x');
  });

  it('builds the account area', () => {
    expect(paths.account.profile()).toBe('/account/details/profile');
    expect(paths.account.wishlist()).toBe('/account/wishlist');
    expect(paths.account.ongoingOrders()).toBe('/account/history/ongoing-orders');
    expect(paths.account.pastOrders({ first: 10, after: 20 })).toBe('/account/history/past-orders?first=10&after=20');
    expect(paths.account.ongoingOrders({ after: 0 })).toBe('/account/history/ongoing-orders');
    expect(paths.account.addresses()).toBe('/account/details/addresses');
    expect(paths.account.cards()).toBe('/account/details/cards');
    expect(paths.account.affiliate()).toBe('/account/affiliate');
    for (const build of Object.values(paths.account)) expect(isWithin(build(), SECTIONS.account)).toBe(true);
  });

  it('builds product links on both product routes', () => {
    expect(paths.product('linen-shirt')).toBe('/products/linen-shirt');
    expect(paths.product('linen-shirt', 'color=red&size=m')).toBe('/products/linen-shirt?color=red&size=m');
    expect(paths.product('linen-shirt', '?color=red')).toBe('/products/linen-shirt?color=red');
    expect(paths.product('linen-shirt', new URLSearchParams({ size: 'x l' }))).toBe('/products/linen-shirt?size=x+l');
    expect(paths.product('linen-shirt', '')).toBe('/products/linen-shirt');
    expect(paths.productById('P-1001')).toBe('/product/P-1001');
    expect(paths.productById('P-1001', 'color:red|size:m')).toBe('/product/P-1001?varianceKey=color%3Ared%7Csize%3Am');
    expect(paths.productById('P/1', null)).toBe('/product/P%2F1');
  });

  it('builds search links with the query format of lib/search', () => {
    expect(paths.search()).toBe('/search');
    expect(paths.search({})).toBe('/search');
    expect(paths.search({ tags: ['brand/acme'] })).toBe('/search?tags=brand%2Facme');
    expect(paths.search({ query: ' red shoes ', sortBy: 'NEWEST' })).toBe('/search?query=red+shoes&sortBy=NEWEST');
    expect(paths.search({ first: 24, after: 48, tags: ['cat/hats'] }, { pageSize: 24 })).toBe('/search?tags=cat%2Fhats&after=48');
  });
});

describe('sign-in link', () => {
  it('is /login alone without a place to return to', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login(null)).toBe('/login');
  });

  it('carries a same-site callbackUrl', () => {
    expect(paths.login('/checkout')).toBe('/login?callbackUrl=%2Fcheckout');
    expect(paths.login('/si/products/x?color=red#top')).toBe('/login?callbackUrl=%2Fsi%2Fproducts%2Fx%3Fcolor%3Dred%23top');
  });

  it('says when the API refused the session, so the sign-in page signs in again instead of sending back', () => {
    expect(paths.login('/account/details/profile', { expired: true })).toBe('/login?callbackUrl=%2Faccount%2Fdetails%2Fprofile&expired=1');
    expect(paths.login(null, { expired: true })).toBe('/login?expired=1');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'checkout',
    ' ',
    '/\tx',
    '/x\ny',
  ])('drops a callbackUrl that could leave the site: %j', (callbackUrl) => {
    expect(paths.login(callbackUrl)).toBe('/login');
    expect(sameSitePath(callbackUrl)).toBeNull();
  });

  it('normalises a same-site path without changing where it leads', () => {
    expect(sameSitePath('/a/../cart')).toBe('/cart');
    expect(sameSitePath('/search?query=a b')).toBe('/search?query=a%20b');
  });
});

describe('sections', () => {
  it('matches a section and what is below it, not a longer name', () => {
    expect(isWithin('/checkout', '/checkout')).toBe(true);
    expect(isWithin('/checkout/', '/checkout')).toBe(true);
    expect(isWithin('/checkout/x', '/checkout')).toBe(true);
    expect(isWithin('/checkouts', '/checkout')).toBe(false);
    expect(isWithin('/order-error', SECTIONS.order)).toBe(false);
  });

  it("tells a shopper's own pages from the catalogue", () => {
    for (const path of [
      paths.cart(),
      paths.checkout(),
      paths.orderView('o-1'),
      paths.orderError(),
      '/ipg-complete',
      '/login',
      paths.account.pastOrders(),
    ]) {
      expect([path, isPrivatePath(path)]).toEqual([path, true]);
    }
    for (const path of [paths.home(), paths.search(), paths.product('cart'), paths.contentPage('order'), '/carts', '/orders']) {
      expect([path, isPrivatePath(path)]).toEqual([path, false]);
    }
  });

  it('names every private page for robots.txt', () => {
    for (const path of [
      paths.cart(),
      paths.checkout(),
      paths.orderView('o-1'),
      paths.orderError(),
      paths.ipgComplete('p'),
      paths.login('/cart'),
      paths.account.profile(),
    ]) {
      expect(PRIVATE_SECTIONS.some((section) => path === section || path.startsWith(section))).toBe(true);
    }
    expect(PRIVATE_SECTIONS.some((section) => paths.product('x').startsWith(section) || paths.search().startsWith(section))).toBe(false);
  });
});

describe('language prefix', () => {
  it('leaves English unprefixed and puts si and ta under their code', () => {
    expect(localizedPath('ta', paths.home())).toBe('/ta');
    expect(localizedPath('si', paths.search({ query: 'tea' }))).toBe('/si/search?query=tea');
    expect(localizedPath('si', paths.login(localizedPath('si', paths.cart())))).toBe('/si/login?callbackUrl=%2Fsi%2Fcart');
    expect(localizedPath('ta', 'cart')).toBe('/ta/cart');
  });
});
