import { startCommerceApi } from '@/customer-api/test/commerce-api';
import { GET as links } from '@/app/api/affiliate/route';
import { POST as linkForm } from '@/app/api/affiliate/form/route';
import { GET as bankDetails } from '@/app/api/affiliate/customer/route';
import { BANK_FIELDS, BANK_MESSAGES, LINK_FIELDS, LINK_MESSAGES, readArrival } from '@/lib/affiliate/affiliate-form-post';
import { againstReferenceApi } from '@/test/reference-api';
import { CookieJar, ORIGIN, routeRequest, signedInJar } from '@/test/route-requests';
import { POST as bankForm } from './route';

againstReferenceApi(startCommerceApi);

/** A plain HTML form post, as the browser sends it before the page's script ran. */
function post(path: string, fields: Record<string, string>, jar: CookieJar) {
  return routeRequest(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    cookies: jar,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const arrival = (location: string | null) => Object.fromEntries(new URL(location ?? '/', ORIGIN).searchParams);
const BANK = { bankId: 'hnb', accountName: 'Nimal Perera', accountNumber: '0123 4567 8901', locale: 'si' };

describe('POST /api/affiliate/customer/form (Save Bank Info before the script runs)', () => {
  it('comes back with the spec §5 messages and the bank and name typed, never the account number', async () => {
    const jar = await signedInJar('form-bank-refused', 'Nimal Perera');
    const res = await bankForm(post('/api/affiliate/customer/form', { ...BANK, accountName: ' ', accountNumber: '' }, jar));
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location') ?? '', ORIGIN).pathname).toBe('/si/account/affiliate/bank-info');
    expect(res.headers.get('location')).not.toContain('0123');
    expect(readArrival(arrival(res.headers.get('location')), BANK_FIELDS, BANK_MESSAGES)).toEqual({
      errors: { accountName: 'accountNameRequired', accountNumber: 'accountNumberRequired' },
      values: { bankId: 'hnb', accountName: ' ' },
    });
    expect(await (await bankDetails(routeRequest('/api/affiliate/customer', { cookies: jar }))).json()).toBeNull();
  });

  it('saves and comes back to the page with its outcome', async () => {
    const jar = await signedInJar('form-bank-saved', 'Nimal Perera');
    const res = await bankForm(post('/api/affiliate/customer/form', BANK, jar));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/si/account/affiliate/bank-info?n=paymentInfoUpdated');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(readArrival(arrival(res.headers.get('location')), BANK_FIELDS, BANK_MESSAGES).outcome).toBe('paymentInfoUpdated');
    const saved = await (await bankDetails(routeRequest('/api/affiliate/customer', { cookies: jar }))).json();
    expect(saved).toMatchObject({ bankId: 'hnb', accountName: 'Nimal Perera', accountNumber: '0123 4567 8901' });
  });

  it('sends a visitor who is not signed in to sign in, coming back to the page', async () => {
    const res = await bankForm(post('/api/affiliate/customer/form', BANK, new CookieJar()));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/si/login?callbackUrl=${encodeURIComponent('/si/account/affiliate/bank-info')}`);
  });
});

describe('POST /api/affiliate/form (Generate Link before the script runs)', () => {
  it('comes back with the messages and what was typed; a valid link is created, with its outcome', async () => {
    const jar = await signedInJar('form-link', 'Nimal Perera');
    expect((await bankForm(post('/api/affiliate/customer/form', BANK, jar))).status).toBe(303);

    const empty = await linkForm(post('/api/affiliate/form', { link: '', description: 'Tea', expiryDate: '', locale: 'en' }, jar));
    expect(empty.status).toBe(303);
    expect(readArrival(arrival(empty.headers.get('location')), LINK_FIELDS, LINK_MESSAGES)).toEqual({
      errors: { link: 'affiliateLinkRequired', expiryDate: 'expiryDateRequired' },
      values: { description: 'Tea' },
    });
    const foreign = await linkForm(
      post('/api/affiliate/form', { link: 'https://evil.example/x', description: 'Tea', expiryDate: '2999-01-01', locale: 'en' }, jar),
    );
    expect(readArrival(arrival(foreign.headers.get('location')), LINK_FIELDS, LINK_MESSAGES).errors).toEqual({
      link: 'affiliateLinkInvalid',
    });

    const made = await linkForm(
      post('/api/affiliate/form', { link: `${ORIGIN}/search?query=tea`, description: 'Tea', expiryDate: '2999-01-01', locale: 'en' }, jar),
    );
    expect(made.headers.get('location')).toBe('/account/affiliate?n=affiliateLinkCreated');
    expect(readArrival(arrival(made.headers.get('location')), LINK_FIELDS, LINK_MESSAGES).outcome).toBe('affiliateLinkCreated');
    const listed = (await (await links(routeRequest('/api/affiliate', { cookies: jar }))).json()) as Array<{ path: string }>;
    expect(listed.map((l) => l.path)).toEqual(['/search?query=tea']);
  });
});
