'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { createContext, use, useActionState, useEffect, useRef, type ReactNode } from 'react';
import { changeCartLine } from '@/app/_actions/cart';
import { useRequireLocation } from '@/components/store-location/store-location-provider';
import { ActionFailure } from '@/components/ui/action-failure';
import { useAnnounce } from '@/components/ui/live-region';
import { toast } from '@/components/ui/toast';
import type { ActionAnswer } from '@/lib/bff/action';
import { addToastOptions, TOAST_MS } from '@/lib/cart/add-outcome';
import type { CartLineAnswer } from '@/lib/cart/cart-form';
import { queryKeys } from '@/lib/queries/keys';
import { addedToastOptions } from './added-toast';

const Pending = createContext(false);

/** True while the surrounding cart form's Server Function answers (its buttons say busy, ignore presses). */
export function useCartFormPending(): boolean {
  return use(Pending);
}

interface Props {
  /** The variant the buttons add: the page's address already carries it. */
  productId: string;
  varianceKey: string;
  /** The product's name as shown, for the announcement. */
  name: string;
  /** What Add says now: 'update' once the variant is in the cart (known only after the script ran). */
  mode: 'add' | 'update';
  /** spec §5: a variance still has to be chosen; the server then adds nothing and says so. */
  missingChoice?: boolean;
  /** spec §5: the variant cannot be added (stock, availability, price); the server says 'out of stock'. */
  soldOut?: boolean;
  /** Lets a quantity field or a button elsewhere on the page belong to this form (`form="…"`). */
  id?: string;
  /** Without a quantity field the form adds one unit. */
  quantity?: number;
  /** Checks made in the browser before anything is sent (spec §5: the variance chosen); false stops the post. */
  checkChoice?: () => boolean;
  /** After the cart took the line (analytics). */
  onAdded?: (line: CartLineAnswer['line']) => void;
  children: ReactNode;
}

/**
 * Add to Cart / Update Cart / Buy Now (style guide 13): one Server Function in `<form action>`. Pressed
 * before the page's script ran, the browser posts it and the page comes back with its answer; once
 * hydrated, React calls the same function. Either way the answer lands in React Query's cart and says
 * what happened.
 */
export function CartForm(props: Props) {
  const t = useTranslations('toast');
  const client = useQueryClient();
  return (
    <ActionFailure
      onFailure={() => {
        void client.invalidateQueries({ queryKey: queryKeys.cart });
        toast.error(t('addToCartFailed'), { duration: TOAST_MS, position: 'top-right' });
      }}
    >
      <CartFormFields {...props} />
    </ActionFailure>
  );
}

function CartFormFields({
  productId,
  varianceKey,
  name,
  mode,
  missingChoice = false,
  soldOut = false,
  id,
  quantity,
  checkChoice,
  onAdded,
  children,
}: Props) {
  const [answer, action, pending] = useActionState(changeCartLine, null);
  const requireLocation = useRequireLocation();
  useCartAnswer(answer, name, onAdded);
  return (
    <form
      id={id}
      action={action}
      className="contents"
      onSubmit={(event) => {
        // spec §1/§5: the shop location and every variance are chosen before anything is sent.
        if (pending || (checkChoice && !checkChoice()) || !requireLocation()) event.preventDefault();
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="varianceKey" value={varianceKey} />
      <input type="hidden" name="mode" value={mode} />
      {quantity !== undefined && <input type="hidden" name="quantity" value={quantity} />}
      {missingChoice && <input type="hidden" name="missingChoice" value="1" />}
      {soldOut && <input type="hidden" name="soldOut" value="1" />}
      <Pending value={pending}>{children}</Pending>
    </form>
  );
}

/** Writes each answer of the cart form into React Query's cart once, with the spec §8 toast and the announcement. */
function useCartAnswer(answer: ActionAnswer<CartLineAnswer> | null, name: string, onAdded: Props['onAdded']) {
  const client = useQueryClient();
  const t = useTranslations('toast');
  const tp = useTranslations('product');
  const announce = useAnnounce();
  const said = useRef<typeof answer>(null);
  useEffect(() => {
    if (!answer || said.current === answer) return;
    said.current = answer;
    // spec §4 reloads: the cart is read again after every change, whether it worked or not.
    if (!answer.ok) {
      void client.invalidateQueries({ queryKey: queryKeys.cart });
      toast.error(t('addToCartFailed'), { duration: TOAST_MS, position: 'top-right' });
      return;
    }
    const { outcome, line, cart } = answer.value;
    if (outcome === 'outOfStock') return void toast.warning(t('outOfStock'), addToastOptions(line));
    if (outcome === 'chooseVariant') return void toast.warning(t('chooseVariant', { name }), addToastOptions(line));
    void client.cancelQueries({ queryKey: queryKeys.cart, exact: true });
    client.setQueryData(queryKeys.cart, cart);
    toast.success(t('addedToCart'), addedToastOptions(line));
    announce(outcome === 'added' ? tp('addedAnnouncement', { name }) : tp('updatedAnnouncement', { name, quantity: line.quantity }));
    onAdded?.(line);
  }, [answer, client, t, tp, announce, name, onAdded]);
}
