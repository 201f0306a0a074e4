import { readBrowserCookies } from './cookie-read';

const enabled = { cookieEnabled: true };

describe("reading the browser's cookies (spec §8)", () => {
  it('gives the cookies, decoded', () => {
    const read = readBrowserCookies({ document: { cookie: 'inventoryId=loc-colombo; currency=LKR; note=a%20b' }, navigator: enabled });
    expect(read).toEqual({
      ok: true,
      cookies: new Map([
        ['inventoryId', 'loc-colombo'],
        ['currency', 'LKR'],
        ['note', 'a b'],
      ]),
    });
  });

  it('reports the error when the browser refuses to read them, instead of throwing', () => {
    const document = {
      get cookie(): string {
        throw new DOMException("The document is sandboxed and lacks the 'allow-same-origin' flag.", 'SecurityError');
      },
    };
    expect(readBrowserCookies({ document, navigator: enabled })).toEqual({
      ok: false,
      blocked: false,
      error: "SecurityError: The document is sandboxed and lacks the 'allow-same-origin' flag.",
    });
  });

  it('reports cookies switched off', () => {
    expect(readBrowserCookies({ document: { cookie: '' }, navigator: { cookieEnabled: false } })).toEqual({ ok: false, blocked: true });
  });

  it("reports one of the shop's own cookies it cannot decode, and leaves other sites' alone", () => {
    const cookie = 'other=%E0%A4%A; inventoryId=%E0%A4%A';
    expect(readBrowserCookies({ document: { cookie }, navigator: enabled }, ['inventoryId'])).toEqual({
      ok: false,
      blocked: false,
      error: 'inventoryId: URIError: URI malformed',
    });
    expect(readBrowserCookies({ document: { cookie }, navigator: enabled }, ['currency'])).toEqual({ ok: true, cookies: new Map() });
  });
});
