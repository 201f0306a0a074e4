import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import en from '@/messages/en.json';
import { saveBankDetails, sentForms } from '@/test/actions/affiliate';
import { toast } from '@/components/ui/toast';
import { BankInfoForm } from './bank-info-form';

const banks = [
  { id: 'hnb', name: 'Hatton National Bank' },
  { id: 'sampath', name: 'Sampath Bank' },
];
const SAVED = { bankId: 'sampath', bankName: 'Sampath Bank', accountName: 'Nimal', accountNumber: '0042' };

function page(initial: typeof SAVED | null = null) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Colombo">
        <BankInfoForm banks={banks} initial={initial} />
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

/** The page as the server sends it, before its script has run; `hydrate` lets the script run on it. */
function served(initial: typeof SAVED | null = null) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(initial));
  document.body.append(container);
  return { hydrate: () => act(async () => void hydrateRoot(container, page(initial))) };
}

async function fill(fields: { bank?: string; name?: string; number?: string }) {
  if (fields.bank) await userEvent.selectOptions(screen.getByLabelText(/^Bank Name/), fields.bank);
  for (const [label, value] of [
    [/^Account Name/, fields.name],
    [/^Account Number/, fields.number],
  ] as const) {
    await userEvent.clear(screen.getByLabelText(label));
    if (value) await userEvent.type(screen.getByLabelText(label), value);
  }
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Bank Info' }));

beforeEach(() => jest.clearAllMocks());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the bank details form', () => {
  it("is a form of the bank details' Server Function: its fields are named, its button submits it, the saved details fill it", async () => {
    await served(SAVED).hydrate();
    const button = screen.getByRole('button', { name: 'Save Bank Info' });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({ bankId: 'sampath', accountName: 'Nimal', accountNumber: '0042' });
  });

  it.each([
    ['paymentInfoUpdated', 'success', 'Payment Info Update Successfully'],
    ['paymentInfoUpdateFailed', 'error', 'Payment Info Update Failed'],
  ] as const)('says what the save did once, as the spec §8 toast top-right (%s)', async (outcome, kind, text) => {
    const shown = jest.spyOn(toast, kind);
    await served(SAVED).hydrate();
    saveBankDetails.mockResolvedValueOnce({
      ok: true,
      value: { outcome, errors: {}, values: { bankId: 'sampath', accountName: 'Nimal', accountNumber: '0042' }, refusal: null },
    });
    await save();
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect(shown).toHaveBeenCalledWith(text, { position: 'top-right', duration: 2000 });
    shown.mockRestore();
  });

  it('says a call that never reached the shop as the failure', async () => {
    const shown = jest.spyOn(toast, 'error');
    await served(SAVED).hydrate();
    saveBankDetails.mockResolvedValueOnce({ ok: false, status: 503, code: 'E5030', message: 'We are sorry, Site is temporarily offline' });
    await save();
    await waitFor(() => expect(shown).toHaveBeenCalledWith('Payment Info Update Failed', { position: 'top-right', duration: 2000 }));
    shown.mockRestore();
  });

  it('says the spec §5 messages of empty fields before anything is sent, keeping what was chosen', async () => {
    await served().hydrate();
    await fill({ bank: 'hnb', name: '', number: '' });
    await save();
    expect(screen.getByText('Account name must not be empty')).toBeInTheDocument();
    expect(screen.getByText('Account number must not be empty')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bank Name/)).toHaveValue('hnb');
    expect(saveBankDetails).not.toHaveBeenCalled();
  });

  it('shows the messages the server answered, and the fields as it says they are', async () => {
    await served().hydrate();
    saveBankDetails.mockResolvedValueOnce({
      ok: true,
      value: {
        outcome: null,
        errors: { accountNumber: 'accountNumberRequired' },
        values: { bankId: 'sampath', accountName: 'Nimal', accountNumber: ' ' },
        refusal: null,
      },
    });
    await fill({ bank: 'sampath', name: 'Nimal', number: '1' });
    await save();
    expect(await screen.findByText('Account number must not be empty')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bank Name/)).toHaveValue('sampath');
    expect(screen.getByLabelText(/^Account Name/)).toHaveValue('Nimal');
  });

  it('keeps what was typed before hydration and sends it once hydrated, through the same Server Function', async () => {
    const { hydrate } = served();
    (screen.getByLabelText(/^Bank Name/) as HTMLSelectElement).value = 'hnb';
    (screen.getByLabelText(/^Account Name/) as HTMLInputElement).value = 'Nimal';
    (screen.getByLabelText(/^Account Number/) as HTMLInputElement).value = '12';
    await hydrate();
    expect(screen.getByLabelText(/^Account Name/)).toHaveValue('Nimal');
    await save();
    await waitFor(() => expect(sentForms(saveBankDetails)).toEqual([{ bankId: 'hnb', accountName: 'Nimal', accountNumber: '12' }]));
  });
});
