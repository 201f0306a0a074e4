'use client';

import { useQueryClient, type Query } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import { changePreferences } from '@/app/_actions/preferences';
import { ActionFailure } from '@/components/ui/action-failure';
import { toast } from '@/components/ui/toast';
import { useRouter } from '@/i18n/navigation';
import { queryKeys } from '@/lib/queries/keys';

/** The cart itself (not what derives from it, such as the delivery plans). */
const isCart = (query: Query) => query.queryKey.length === 1 && query.queryKey[0] === queryKeys.cart[0];

/** spec §4 reloads: a change that failed still reads the cart again, and says so. */
function useRefusal() {
  const te = useTranslations('errors');
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.cart });
    toast.error(te('generic'));
  };
}

/**
 * A form of the shopper's preferences (the currency menu, the store selection, the change modal) with the one
 * Server Function, `changePreferences`, in `useActionState` (style guide 13). Before hydration the browser posts it
 * and comes back to the page in the new context. Once hydrated, each answer is taken once: the cart a new location
 * left goes into React Query, everything else read for the old context is read again, and the page renders again
 * (the proxy serves it in the new context). `onChanged` runs before that refresh.
 */
export function usePreferencesForm(onChanged?: () => void) {
  const [answer, action, pending] = useActionState(changePreferences, null);
  const client = useQueryClient();
  const router = useRouter();
  const refused = useRefusal();
  const latest = useRef({ onChanged, refused });
  const taken = useRef<typeof answer>(null);
  useEffect(() => {
    latest.current = { onChanged, refused };
  });
  useEffect(() => {
    if (!answer || taken.current === answer) return;
    taken.current = answer;
    if (!answer.ok) return latest.current.refused();
    const { cart } = answer.value;
    if (cart !== undefined) {
      void client.cancelQueries({ queryKey: queryKeys.cart, exact: true });
      client.setQueryData(queryKeys.cart, cart);
    }
    // Stock, prices and the cart's currency follow the new context.
    void client.invalidateQueries({ predicate: (query) => cart === undefined || !isCart(query) });
    latest.current.onChanged?.();
    router.refresh();
  }, [answer, client, router]);
  return { action, pending };
}

/**
 * Around a preferences form whose Server Function may never answer (the shop unreachable): said as the change's
 * failure, and the form drawn again instead of the page's error screen.
 */
export function PreferencesFailure({ children }: { children: ReactNode }) {
  const refused = useRefusal();
  return <ActionFailure onFailure={refused}>{children}</ActionFailure>;
}
