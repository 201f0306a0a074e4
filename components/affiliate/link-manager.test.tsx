import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { LINK_FORM_ACTION } from '@/lib/affiliate/affiliate-form-post';
import en from '@/messages/en.json';
import { fakeCartRoutes, renderWithShop, resetToasts } from '@/test/cart-kit';
import { LinkManager } from './link-manager';

const created = (path: string) => ({
  token: 'abcd1234EFGH',
  path,
  description: 'Tea',
  expiryDate: '2099-01-01',
  expired: false,
  clicks: 0,
  orders: 0,
  earned: {},
  createdAt: '2026-01-01T00:00:00Z',
});

async function generate(link: string) {
  for (const [label, value] of [
    [/^Link/, link],
    [/^Description/, 'Tea'],
    [/^Expiry Date/, '2099-01-01'],
  ] as const) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Generate Link' }));
}

describe('the affiliate link form on another name of the shop', () => {
  afterEach(resetToasts);

  it('takes an address on the name the page was served from, and on SITE_URL, as the page path', async () => {
    const routes = fakeCartRoutes(null, (req) =>
      req.method === 'POST' ? { status: 200, body: created((req.body as { path: string }).path) } : { status: 200, body: [] },
    );
    renderWithShop(<LinkManager initial={[]} origin="https://shop.example" servedFrom="https://www.shop.example" currency="LKR" />);
    await generate('https://www.shop.example/products/tee?color=red');
    const posts = () => routes.sent.filter((r) => r.method === 'POST');
    await waitFor(() =>
      expect(posts()).toEqual([
        { method: 'POST', path: '/api/affiliate', body: { path: '/products/tee?color=red', description: 'Tea', expiryDate: '2099-01-01' } },
      ]),
    );
    await generate('https://shop.example/search?query=tea');
    await waitFor(() =>
      expect(posts().map((r) => (r.body as { path: string }).path)).toEqual(['/products/tee?color=red', '/search?query=tea']),
    );
  });

  it('still refuses every other site', async () => {
    const routes = fakeCartRoutes(null, () => ({ status: 200, body: [] }));
    renderWithShop(<LinkManager initial={[]} origin="https://shop.example" servedFrom="https://www.shop.example" currency="LKR" />);
    await generate('https://evil.example/products/tee');
    expect(await screen.findByText('Link must be a page of this shop')).toBeVisible();
    expect(routes.changes()).toEqual([]);
  });
});

describe('the link form before its script runs', () => {
  it('posts to the BFF with a working button, and shows what a refused post brought back', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Colombo">
          <LinkManager
            initial={[]}
            origin="https://shop.example"
            currency="LKR"
            arrival={{ errors: { link: 'affiliateLinkInvalid' }, values: { link: 'https://evil.example/x', description: 'Tea' } }}
          />
        </NextIntlClientProvider>
      </QueryClientProvider>,
    );
    document.body.innerHTML = html;
    const button = screen.getByRole('button', { name: 'Generate Link' });
    expect(button).toBeEnabled();
    expect(button.closest('form')).toHaveAttribute('action', LINK_FORM_ACTION);
    expect(button.closest('form')).toHaveAttribute('method', 'post');
    expect(screen.getByText('Link must be a page of this shop')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Tea');
    document.body.innerHTML = '';
  });
});
