'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/toast';
import type { Cart } from '@/lib/api/cart-schemas';
import { warningAction, warningToast } from '@/lib/cart/warning-actions';
import { useRemoveCartItem, useUpdateCartItem } from '@/lib/queries/use-cart';

/**
 * spec §8 cart warnings as toasts at the top centre, each with its action (spec §4): Adjust sets the
 * quantity to what is available, Remove takes the item out. Each shows once per situation.
 */
export function CartWarnings({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.warnings');
  const locale = useLocale();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const shown = useRef(new Set<string>());
  // Mutations change identity on every render; the toasts only need the latest ones.
  const actions = useRef({ update: update.mutate, remove: remove.mutate });
  useEffect(() => {
    actions.current = { update: update.mutate, remove: remove.mutate };
  });

  useEffect(() => {
    for (const [itemKey, warning] of Object.entries(cart.warnings)) {
      const view = warningToast(itemKey, warning, locale, cart.items[itemKey]);
      if (shown.current.has(view.id)) continue;
      shown.current.add(view.id);
      const action = warningAction(warning);
      toast.warning(t(view.messageKey, view.values), {
        id: view.id,
        position: 'top-center',
        duration: view.duration,
        closeButton: true,
        action: {
          label: t(view.actionKey),
          onClick: () => {
            if (action.kind === 'adjust')
              actions.current.update({ productId: action.productId, varianceKey: action.varianceKey, quantity: action.quantity });
            else actions.current.remove({ productId: action.productId, varianceKey: action.varianceKey });
          },
        },
      });
    }
  }, [cart.warnings, cart.items, locale, t]);

  return null;
}
