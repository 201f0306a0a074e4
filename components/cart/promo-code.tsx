'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { applyPromoCode, type PromoAnswer } from '@/app/_actions/promo';
import { orderEvent } from '@/lib/analytics/events';
import { cartItems } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import type { Cart } from '@/lib/api/cart-schemas';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { promoRefusal } from '@/lib/cart/promo-error';
import type { ActionAnswer } from '@/lib/bff/action';
import { BffError } from '@/lib/bff/client';
import { promoCodeInputMessage, promoFeedback, type PromoMessage, type PromoTone } from '@/lib/promo/messages';
import { queryKeys } from '@/lib/queries/keys';
import { useSetCartField } from '@/lib/queries/use-cart';

const TONE: Record<PromoTone, string> = {
  success: 'text-green-800',
  warning: 'text-amber-900',
  error: 'text-red-700',
};

/** The message of Apply's answer: the input rule's, or the API's refusal in the shopper's words when it is a known one. */
function answerMessage(answer: ActionAnswer<PromoAnswer> | null): { input: PromoMessage | null; refusal: string | null } {
  if (!answer) return { input: null, refusal: null };
  if (!answer.ok) return { input: null, refusal: answer.status < 500 ? answer.message : null };
  return { input: answer.value.invalid ? { key: 'invalidCode' } : null, refusal: answer.value.refused };
}

/**
 * spec §5 promo code: apply or remove a code, with the message for every outcome. Apply is one Server
 * Function in `<form action>` (the same before and after hydration); Remove saves in place once hydrated.
 */
export function PromoCode({ cart, money }: { cart: Cart; money: MoneyDisplay }) {
  const t = useTranslations('promo');
  const locale = useLocale();
  const id = useId();
  const client = useQueryClient();
  const remove = useSetCartField('promoCode');
  const [answer, action, pending] = useActionState(applyPromoCode, null);
  // The page's own check of the last press, before anything was sent.
  const [checked, setChecked] = useState<PromoMessage | null>(null);
  // Text typed since the last Apply: React resets the form when Apply answers, back to this when there is some.
  const [typed, setTyped] = useState<string | null>(null);
  const feedback = promoFeedback(cart.promo, (amount) => cartMoney(amount, cart.selectedCurrency, money, locale));
  const say = (m: PromoMessage) => t(m.key, m.values);

  const answered = useRef(answer);
  useEffect(() => {
    if (!answer || answered.current === answer) return;
    answered.current = answer;
    if (!answer.ok || !answer.value.cart) return;
    const applied = answer.value.cart;
    client.setQueryData(queryKeys.cart, applied);
    track(
      orderEvent('PromoApply', {
        currency: applied.selectedCurrency,
        value: applied.total ?? undefined,
        items: cartItems(applied, locale),
        coupon: answer.value.sent,
      }),
    );
  }, [answer, client, locale]);

  const fromAnswer = answerMessage(answer);
  const inputError = checked ?? fromAnswer.input;
  const refusal = checked
    ? null
    : (fromAnswer.refusal ?? (remove.error instanceof BffError && remove.error.status < 500 ? remove.error.message : null));
  const refused = refusal ? promoRefusal(refusal) : null;
  // While Apply is on its way the last answer's message is not this code's: nothing is said until it comes.
  const message = pending
    ? null
    : inputError
      ? { tone: 'error' as const, text: say(inputError) }
      : refusal
        ? { tone: 'error' as const, text: refused ? say(refused) : refusal }
        : feedback
          ? { tone: feedback.tone, text: say(feedback.message) }
          : null;

  return (
    <div className="space-y-2">
      <form
        action={action}
        className="flex flex-wrap gap-2"
        noValidate
        onSubmit={(event) => {
          const invalid = promoCodeInputMessage(String(new FormData(event.currentTarget).get('promoCode') ?? ''));
          setChecked(invalid);
          setTyped(null);
          remove.reset();
          if (pending || invalid) event.preventDefault();
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t('label')}
        </label>
        <input
          id={id}
          name="promoCode"
          // React resets the form once Apply answers: to what was typed meanwhile, else empty after a code
          // applied and the code again when refused.
          defaultValue={typed ?? (answer?.ok && (answer.value.refused || answer.value.invalid) ? answer.value.sent : '')}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('placeholder')}
          autoComplete="off"
          aria-describedby={message ? `${id}-message` : undefined}
          aria-invalid={inputError ? true : undefined}
          className="min-h-11 min-w-48 flex-1 rounded-md border border-neutral-400 px-3"
        />
        <button
          type="submit"
          aria-disabled={pending || undefined}
          aria-busy={pending}
          className="min-h-11 rounded-md bg-ink px-4 font-semibold text-white aria-disabled:opacity-60"
        >
          {t('apply')}
        </button>
      </form>
      {cart.promo && cart.promo.code && (
        <p className="flex items-center justify-between gap-2 text-sm">
          <span>
            {t('label')}: <strong>{cart.promo.code}</strong>
          </span>
          <button
            type="button"
            className="min-h-11 px-2 text-accent underline"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ promoCode: '' })}
            aria-label={t('removeCode', { code: cart.promo.code })}
          >
            {t('remove')}
          </button>
        </p>
      )}
      <p id={`${id}-message`} role="status" className={`text-sm ${message ? TONE[message.tone] : ''}`}>
        {message?.text}
      </p>
    </div>
  );
}
