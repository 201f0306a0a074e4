import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BANK_FORM_ACTION, type FormArrival } from '@/lib/affiliate/affiliate-form-post';
import en from '@/messages/en.json';
import { fakeCartRoutes } from '@/test/cart-kit';
import { toast } from '@/components/ui/toast';
import { BankInfoForm } from './bank-info-form';

const banks = [
  { id: 'hnb', name: 'Hatton National Bank' },
  { id: 'sampath', name: 'Sampath Bank' },
];

function page(arrival?: FormArrival<'bankId' | 'accountName' | 'accountNumber'>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Colombo">
        <BankInfoForm banks={banks} initial={null} arrival={arrival} />
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

/** The page as the server sends it, before its script has run. */
function served(arrival?: FormArrival<'bankId' | 'accountName' | 'accountNumber'>): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(arrival));
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the bank details form before and after its script runs', () => {
  it.each([
    ['paymentInfoUpdated', 'success', 'Payment Info Update Successfully'],
    ['paymentInfoUpdateFailed', 'error', 'Payment Info Update Failed'],
  ] as const)('says once, as the spec §8 toast, what a post before hydration did (%s)', async (outcome, kind, text) => {
    const shown = jest.spyOn(toast, kind);
    const container = served({ outcome, errors: {}, values: {} });
    await act(async () => {
      hydrateRoot(container, page({ outcome, errors: {}, values: {} }));
    });
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith(text, { position: 'top-right', duration: 2000 });
    shown.mockRestore();
  });

  it('is a form the browser can post before hydration: its button works, its fields are named', () => {
    const form = served().querySelector('form');
    if (!form) throw new Error('no form');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(BANK_FORM_ACTION);
    expect(screen.getByRole('button', { name: 'Save Bank Info' })).toBeEnabled();
    expect([...new FormData(form).keys()]).toEqual(['locale', 'bankId', 'accountName', 'accountNumber']);
  });

  it('shows the spec §5 messages and the values a refused post brought back, in the server HTML', () => {
    served({ errors: { accountNumber: 'accountNumberRequired' }, values: { bankId: 'sampath', accountName: 'Nimal' } });
    expect(screen.getByText('Account number must not be empty')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bank Name/)).toHaveValue('sampath');
    expect(screen.getByLabelText(/^Account Name/)).toHaveValue('Nimal');
  });

  it('keeps what was typed before hydration and saves it in place once hydrated, without posting the form', async () => {
    const routes = fakeCartRoutes(null, () => ({
      status: 200,
      body: { bankId: 'hnb', bankName: 'Hatton National Bank', accountName: 'Nimal', accountNumber: '12' },
    }));
    const container = served();
    // After React's own listener: the browser would post the form unless the script prevented it.
    const posted = jest.fn((e: Event) => e.defaultPrevented);
    document.addEventListener('submit', posted);
    (screen.getByLabelText(/^Bank Name/) as HTMLSelectElement).value = 'hnb';
    (screen.getByLabelText(/^Account Name/) as HTMLInputElement).value = 'Nimal';
    (screen.getByLabelText(/^Account Number/) as HTMLInputElement).value = '12';
    await act(async () => {
      hydrateRoot(container, page());
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Bank Info' }));
    await waitFor(() =>
      expect(routes.sent).toEqual([
        { method: 'POST', path: '/api/affiliate/customer', body: { bankId: 'hnb', accountName: 'Nimal', accountNumber: '12' } },
      ]),
    );
    expect(posted.mock.results.map((r) => r.value)).toEqual([true]);
    document.removeEventListener('submit', posted);
  });
});
