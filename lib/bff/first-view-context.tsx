'use client';

import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createFirstViewReader, type FirstViewReader } from './first-view';

const FirstViewContext = createContext<FirstViewReader | null>(null);

/** One reader of the shopper's first-view state for the page (lib/bff/first-view.ts). */
export function FirstViewProvider({ children, retryAfterMs }: { children: ReactNode; retryAfterMs?: number | null }) {
  const [reader] = useState(() => createFirstViewReader({ retryAfterMs }));
  return <FirstViewContext.Provider value={reader}>{children}</FirstViewContext.Provider>;
}

/** The page's reader, or null outside a FirstViewProvider. */
export function useFirstViewReaderIfAny(): FirstViewReader | null {
  return useContext(FirstViewContext);
}

export function useFirstViewReader(): FirstViewReader {
  const reader = useContext(FirstViewContext);
  if (!reader) throw new Error('useFirstViewReader needs a FirstViewProvider around it');
  return reader;
}

/** The shopper's cart as the first-view reader has it (undefined until read); asked once per page. */
export function useFirstViewCart() {
  const reader = useFirstViewReader();
  const cart = useSyncExternalStore(reader.subscribe, reader.currentCart, () => undefined);
  useEffect(() => {
    reader.cart().catch(() => {});
  }, [reader]);
  return cart;
}

/** The signed-in customer's wish-list keys (hearts, header count); asked only once the session says customer. */
export function useFirstViewWishListKeys() {
  const reader = useFirstViewReader();
  const session = useSyncExternalStore(reader.subscribe, reader.currentSession, () => undefined);
  const keys = useSyncExternalStore(reader.subscribe, reader.currentWishListKeys, () => undefined);
  const customer = session?.state === 'customer';
  useEffect(() => {
    reader.session().catch(() => {});
  }, [reader]);
  useEffect(() => {
    if (customer) reader.wishListKeys().catch(() => {});
  }, [customer, reader]);
  return customer ? keys : undefined;
}
