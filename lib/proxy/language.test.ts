import { NextResponse } from 'next/server';
import type { SiteStatus } from '@/lib/api/site-status';
import { pageRequest, shopSchema } from '@/test/proxy-visit';
import { chooseLanguage, redirectDefaultLocale, withLocaleCookie } from './language';
import { isAnswer } from './visit';

const online = async (): Promise<SiteStatus> => ({ online: true, schema: shopSchema() });
const offline = async (): Promise<SiteStatus> => ({ online: false });
const location = (res: Response) => new URL(res.headers.get('location') ?? '').pathname;

describe('the visit language', () => {
  it('redirects /en and /en/... to the unprefixed address, and leaves /enough alone', () => {
    expect(location(redirectDefaultLocale(pageRequest('/en/search?query=x')) as Response)).toBe('/search');
    expect(redirectDefaultLocale(pageRequest('/en'))?.status).toBe(308);
    expect(location(redirectDefaultLocale(pageRequest('/en')) as Response)).toBe('/');
    expect(redirectDefaultLocale(pageRequest('/enough'))).toBeUndefined();
  });

  it('keeps a language prefix and strips it from the path', async () => {
    const visit = await chooseLanguage(pageRequest('/ta/products/x'), online);
    expect(isAnswer(visit) ? null : [visit.locale, visit.path]).toEqual(['ta', '/products/x']);
  });

  it('sends a first visitor to the language Accept-Language prefers most, with its cookie', async () => {
    const res = await chooseLanguage(pageRequest('/cart', { headers: { 'accept-language': 'en;q=0.4, ta;q=0.9' } }), online);
    expect(isAnswer(res) && [res.status, location(res), res.cookies.get('NEXT_LOCALE')?.value]).toEqual([307, '/ta/cart', 'ta']);
  });

  it('stays in English for a remembered English choice, and offers every language while the API is offline', async () => {
    const kept = await chooseLanguage(pageRequest('/', { cookies: { NEXT_LOCALE: 'en' }, headers: { 'accept-language': 'si' } }), online);
    expect(isAnswer(kept) ? null : kept.locale).toBe('en');
    const down = await chooseLanguage(pageRequest('/', { headers: { 'accept-language': 'si' } }), offline);
    expect(isAnswer(down) && location(down)).toBe('/si');
  });

  it('sets the language cookie only when the request does not carry it already', () => {
    const res = (cookies: Record<string, string>) => withLocaleCookie(NextResponse.next(), pageRequest('/', { cookies }), 'si');
    expect(res({}).cookies.get('NEXT_LOCALE')?.value).toBe('si');
    expect(
      res({ NEXT_LOCALE: 'si' })
        .headers.getSetCookie()
        .some((c) => c.startsWith('NEXT_LOCALE=si')),
    ).toBe(false);
  });
});
