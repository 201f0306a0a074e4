'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

interface Props {
  /** Whole namespaces only this page's client components read (`PAGE_CLIENT_NAMESPACES`). */
  messages: Record<string, unknown>;
  children: ReactNode;
}

/**
 * Adds a page's own client messages to the shell's: the layout's provider sends what every page reads,
 * a page sends the rest once, and the two are joined in the browser (a nested provider replaces its
 * parent's messages instead of adding to them).
 */
export function PageMessagesProvider({ messages, children }: Props) {
  const shell = useMessages();
  const locale = useLocale();
  const joined = useMemo(() => ({ ...shell, ...messages }), [shell, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={joined}>
      {children}
    </NextIntlClientProvider>
  );
}
