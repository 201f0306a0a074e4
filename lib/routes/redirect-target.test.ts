import fc from 'fast-check';
import { sameSitePath } from './redirect-target';

const SHOP = 'https://shop.example';

describe('sameSitePath: a redirect target taken from a request', () => {
  it.each([
    ['/.//evil.example', 'dot segment before a double slash'],
    ['/..//evil.example', 'dot-dot segment before a double slash'],
    ['/a/..//evil.example/x', 'a segment undone into a double slash'],
    ['/%2e//evil.example', 'an encoded dot segment'],
    ['//evil.example/x', 'protocol-relative'],
    ['///evil.example', 'three slashes'],
    ['/\\evil.example', 'slash and backslash'],
    ['\\\\evil.example', 'two backslashes'],
    ['/.\\/evil.example', 'dot, backslash, slash'],
    ['/%2F%2Fevil.example', 'slashes percent-encoded'],
    ['/%2f/evil.example', 'one slash percent-encoded'],
    ['/%5Cevil.example', 'a backslash percent-encoded'],
    ['/%5C%5Cevil.example', 'two backslashes percent-encoded'],
    ['/\t/evil.example', 'a tab a parser drops'],
    ['/\n/evil.example', 'a newline a parser drops'],
    ['/\r\n/evil.example', 'CRLF'],
    ['/x\ny', 'a newline inside'],
    [' //evil.example', 'leading space'],
    ['https://evil.example/', 'another origin'],
    ['http://shop.example/x', 'the shop on another scheme'],
    ['https://shop.example.evil.example/', 'a look-alike host'],
    ['https://shop.example@evil.example/', 'credentials in front of another host'],
    ['javascript:alert(1)', 'javascript:'],
    ['JaVaScRiPt:alert(1)', 'javascript: in mixed case'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['checkout', 'not a path'],
    ['%2F%2Fevil.example', 'encoded, without the leading slash'],
    ['/%E0%A4%A', 'a broken escape'],
    [' ', 'blank'],
    ['', 'empty'],
  ])('refuses %j (%s)', (raw) => {
    expect(sameSitePath(raw, [SHOP])).toBeNull();
  });

  it.each([
    ['/checkout', '/checkout'],
    ['/si/checkout', '/si/checkout'],
    ['/a/../cart', '/cart'],
    ['/./checkout', '/checkout'],
    ['/search?query=a b', '/search?query=a%20b'],
    ['/si/products/x?color=red#top', '/si/products/x?color=red#top'],
    ['https://shop.example/ta/checkout?x=1', '/ta/checkout?x=1'],
    ['https://SHOP.example:443/cart', '/cart'],
    ['/products/a%2Fb', '/products/a%2Fb'],
  ])('keeps %j as %j', (raw, path) => {
    expect(sameSitePath(raw, [SHOP])).toBe(path);
  });

  it('takes an absolute URL only on an origin it is given', () => {
    expect(sameSitePath('https://shop.example/cart')).toBeNull();
    expect(sameSitePath('https://shop.example/cart', ['not a url'])).toBeNull();
  });

  // Pieces that each fooled some redirect check somewhere; any mix of them must stay on the shop.
  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '/\\',
    '.',
    '..',
    '/./',
    '/../',
    '%2F',
    '%2f',
    '%5C',
    '%5c',
    '%2E',
    '%252F',
    '%',
    '\t',
    '\n',
    '\r',
    ' ',
    '@',
    ':',
    '?',
    '#',
    'evil.example',
    'shop.example',
    'https:',
    'http:',
    'javascript:',
    'JAVASCRIPT:',
    'data:',
    'x',
    '%00',
    '\u0000',
    '\u2028',
    '。',
  );
  const target = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(''));

  it('never answers anything but a path on the shop, however the target is built (property)', () => {
    fc.assert(
      fc.property(fc.oneof(target, fc.string(), fc.webUrl()), (raw) => {
        const path = sameSitePath(raw, [SHOP]);
        if (path === null) return;
        expect(path).toMatch(/^\/(?![/\\])/);
        expect(path).not.toMatch(/[\u0000-\u001f\u007f\\]/);
        // Wherever a browser resolves it from (any page of the shop), it stays on the shop.
        for (const from of [`${SHOP}/`, `${SHOP}/si/checkout/`, `${SHOP}/a/b?c#d`]) expect(new URL(path, from).origin).toBe(SHOP);
        expect(decodeURIComponent(new URL(path, SHOP).pathname)).not.toMatch(/^[/\\]{2}/);
        // Already normalised: checking it again keeps it as it is.
        expect(sameSitePath(path, [SHOP])).toBe(path);
      }),
      { numRuns: 5000 },
    );
  });
});
