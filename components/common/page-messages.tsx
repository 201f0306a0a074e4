import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PAGE_CLIENT_NAMESPACES, pickNamespaces } from '@/lib/i18n/client-messages';
import { PageMessagesProvider } from './page-messages-provider';

interface Props {
  /** Which page's own client namespaces to send. */
  page: keyof typeof PAGE_CLIENT_NAMESPACES;
  children: ReactNode;
}

/** Sends the client messages only this page reads, on top of the shell's (lib/i18n/client-messages.ts). */
export async function PageMessages({ page, children }: Props) {
  const messages = await getMessages();
  return <PageMessagesProvider messages={pickNamespaces(messages, PAGE_CLIENT_NAMESPACES[page])}>{children}</PageMessagesProvider>;
}
