import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { Toasts } from '@/components/common/toasts';
import type { Cart } from '@/lib/api/cart-schemas';
import en from '@/messages/en.json';

// jsdom lacks pointer capture, which sonner's toasts use when pressed.
if (typeof Element !== 'undefined' && !Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.hasPointerCapture = () => false;
}

/** A request the component made to the storefront's cart routes. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };
type Handler = (req: SentRequest) => Answer | undefined;

/**
 * Stands in for the same-origin cart routes in jsdom: GET /api/cart answers `cart()`, other calls go
 * to `handle` (default: 200 with the current cart). Every request is recorded in `sent`.
 */
export function fakeCartRoutes(initial: Cart | null, handle: Handler = () => undefined) {
  const state = { cart: initial };
  const sent: SentRequest[] = [];
  const fetchMock = jest.fn(async (input: string, init: { method?: string; body?: string | Blob } = {}) => {
    const req: SentRequest = {
      method: init.method ?? 'GET',
      path: input,
      body: typeof init.body === 'string' && init.body ? JSON.parse(init.body) : init.body,
    };
    sent.push(req);
    const answer = handle(req) ?? { status: 200, body: state.cart };
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    state,
    sent,
    /** Requests other than reading the cart. */
    changes: () => sent.filter((r) => !(r.method === 'GET' && r.path === '/api/cart')),
    cartReads: () => sent.filter((r) => r.method === 'GET' && r.path === '/api/cart').length,
  };
}

/** Renders with English messages, a fresh React Query client and the toaster, as the shell does. */
export function renderWithShop(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Colombo">
          {children}
          <Toasts position="top-right" duration={2000} />
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return { client, ...render(ui, { wrapper: Wrapper }) };
}

/** Replaces the locale-aware navigation with plain anchors and a recorded router. */
export const navigationMock = {
  push: jest.fn(),
  back: jest.fn(),
  replace: jest.fn(),
  refresh: jest.fn(),
};

/** Toasts live in one module-wide store: dismiss them so the next test starts with none. */
export function resetToasts() {
  act(() => {
    toast.dismiss();
  });
}

/** Fills the checkout's address form as a shopper does: names, line 1, province → district → city, phone; then Save. */
export async function fillAndSaveAddress({ addressLine1, contactNumber }: { addressLine1: string; contactNumber: string }): Promise<void> {
  await userEvent.type(await screen.findByLabelText(/First Name/), 'Nimal');
  await userEvent.type(screen.getByLabelText(/Last Name/), 'Perera');
  await userEvent.type(screen.getByLabelText(/Address Line 1/), addressLine1);
  await userEvent.selectOptions(screen.getByLabelText(/Province/), 'wp');
  await userEvent.selectOptions(screen.getByLabelText(/District/), 'col');
  await userEvent.selectOptions(await screen.findByLabelText(/^City/), await screen.findByRole('option', { name: 'Colombo 07' }));
  expect(screen.getByLabelText(/Postal Code/)).toHaveValue('00700');
  await userEvent.type(screen.getByLabelText(/Contact Number/), contactNumber);
  // The address step has no Save of its own: its Continue saves the address.
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}
