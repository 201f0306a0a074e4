import { revalidateTag } from 'next/cache';
import { forgetSiteStatus } from '@/lib/api/site-status';
import { signBody } from '@/lib/cache/revalidate-request';
import { routeRequest } from '@/test/route-requests';
import { POST } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.mock('@/lib/api/site-status', () => ({ forgetSiteStatus: jest.fn() }));

const secret = 'a-test-secret-of-sixteen+';

/** The back office's call: the body, the time it was sent and the signature over both. */
function call(body: string, sentAt = Math.floor(Date.now() / 1000)) {
  const timestamp = String(sentAt);
  // Server to server: no Origin header.
  return routeRequest('/api/revalidate', {
    method: 'POST',
    body,
    headers: { origin: '', 'x-signature': signBody(secret, body, timestamp), 'x-signature-timestamp': timestamp },
  });
}

describe('POST /api/revalidate', () => {
  beforeAll(() => {
    process.env.REVALIDATE_SECRET = secret;
  });

  it('carries out a signed call once, and refuses the same call sent again', async () => {
    const body = JSON.stringify({ kind: 'product', id: 'p-0051' });
    const sentAt = Math.floor(Date.now() / 1000);
    const first = await POST(call(body, sentAt));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ revalidated: ['product:p-0051', 'search'] });
    expect(revalidateTag).toHaveBeenCalledWith('product:p-0051', { expire: 0 });

    const replay = await POST(call(body, sentAt));
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ code: 'E4090' });
  });

  it('has the proxy read a changed schema (the shop modes) at once, and keeps it for a product change', async () => {
    expect((await POST(call(JSON.stringify({ kind: 'product', id: 'p-0052' })))).status).toBe(200);
    expect(forgetSiteStatus).not.toHaveBeenCalled();
    const res = await POST(call(JSON.stringify({ kind: 'schema' })));
    expect(await res.json()).toEqual({ revalidated: ['schema'] });
    expect(revalidateTag).toHaveBeenCalledWith('schema', { expire: 0 });
    expect(forgetSiteStatus).toHaveBeenCalledTimes(1);
  });

  it('refuses a call signed more than five minutes ago', async () => {
    const res = await POST(call(JSON.stringify({ kind: 'schema' }), Math.floor(Date.now() / 1000) - 6 * 60));
    expect(res.status).toBe(401);
  });
});
