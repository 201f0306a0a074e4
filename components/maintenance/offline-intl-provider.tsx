'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';

interface OfflineIntlProviderProps {
  locale: string;
  messages: AbstractIntlMessages;
  timeZone: string;
  children: ReactNode;
}

/**
 * Messages for the maintenance screen, handed over directly: the offline screen must not go through
 * the request config, which asks the (unavailable) customer API for merchant texts.
 */
export function OfflineIntlProvider({ locale, messages, timeZone, children }: OfflineIntlProviderProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}
