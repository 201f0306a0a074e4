import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { mergeMessages } from '@/lib/i18n/merge-messages';
import en from '@/messages/en.json';
import si from '@/messages/si.json';
import ta from '@/messages/ta.json';

// jsdom has no ResizeObserver; Headless UI's menus and dialogs watch their elements with one.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

const catalogues = { en: {}, si, ta } as const;

/** The shell's providers in a test: real messages of a language and a fresh query client. */
export function renderShell(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> & { locale?: 'en' | 'si' | 'ta' } = {}) {
  const { locale = 'en', ...rest } = options;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={mergeMessages(en, catalogues[locale])} timeZone="Asia/Colombo">
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </NextIntlClientProvider>
    );
  }
  return { client, ...render(ui, { wrapper: Wrapper, ...rest }) };
}

/**
 * jsdom has `<dialog>` without its methods: opening sets `open`, closing clears it and fires `close` in a
 * task of its own, as browsers do (modality, focus and Escape are checked by the e2e flows).
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = HTMLDialogElement.prototype.show;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
}

/** A fetch answer with a JSON body. */
export function jsonAnswer(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response;
}
