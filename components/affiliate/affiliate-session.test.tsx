import { render, waitFor } from '@testing-library/react';
import { jsonAnswer } from '@/test/shell';
import { AffiliateSession } from './affiliate-session';

jest.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const sent = () => fetchMock.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(String(init.body)) as Record<string, string> }));

function arriveAt(path: string) {
  window.history.replaceState(null, '', path);
}

describe('AffiliateSession', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => arriveAt('/'));

  it('keeps a working token in session storage after the server took it, and sends it once per session', async () => {
    fetchMock.mockResolvedValue(jsonAnswer({ valid: true }));
    arriveAt('/products/tee?am_aid=abcdEFGH1234');
    const first = render(<AffiliateSession />);
    await waitFor(() => expect(window.sessionStorage.getItem('RETAILER_AFF_SESSION')).toBe('abcdEFGH1234'));
    expect(sent()).toEqual([
      { url: '/api/affiliate/session', body: { token: 'abcdEFGH1234', visit: expect.stringMatching(/^[0-9a-f]{32}$/) } },
    ]);
    first.unmount();
    render(<AffiliateSession />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ignores a token the server refuses, and junk', async () => {
    fetchMock.mockResolvedValue(jsonAnswer({ valid: false }));
    arriveAt('/?am_aid=unknownToken99');
    render(<AffiliateSession />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.sessionStorage.getItem('RETAILER_AFF_SESSION')).toBeNull();
    arriveAt('/?am_aid=%3Cscript%3E');
    render(<AffiliateSession />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("'Invalid' removes the session storage copy and asks the server to remove the cookie", async () => {
    fetchMock.mockResolvedValue(jsonAnswer({ valid: false }));
    window.sessionStorage.setItem('RETAILER_AFF_SESSION', 'abcdEFGH1234');
    arriveAt('/search?query=tea&am_aid=Invalid');
    render(<AffiliateSession />);
    await waitFor(() => expect(sent()).toEqual([{ url: '/api/affiliate/session', body: { token: 'Invalid' } }]));
    expect(window.sessionStorage.getItem('RETAILER_AFF_SESSION')).toBeNull();
  });
});
