import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import en from '@/messages/en.json';

/** Renders a component with the English messages, as the app's layout provides them. */
export function renderWithIntl(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> & { locale?: string } = {}) {
  const { locale = 'en', ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={en} timeZone="Asia/Colombo">
        {children}
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...rest });
}
