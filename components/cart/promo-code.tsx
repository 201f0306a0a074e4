'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import { useHydrated } from '@/components/ui/use-hydrated';
import { orderEvent } from '@/lib/analytics/events';
import { cartItems } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import type { Cart } from '@/lib/api/cart-schemas';
import { cartMoney, type MoneyDisplay } from '@/lib/cart/money';
import { promoRefusal } from '@/lib/cart/promo-error';
import { BffError } from '@/lib/bff/client';
import { promoCodeInputMessage, promoFeedback, type PromoMessage, type PromoTone } from '@/lib/promo/messages';
import { useSetCartField } from '@/lib/queries/use-cart';

const TONE: Record<PromoTone, string> = {
  success: 'text-green-800',
  warning: 'text-amber-900',
  error: 'text-red-700',
};

/** spec §5 promo code: apply or remove a code, with the message for every outcome. */
export function PromoCode({ cart, money }: { cart: Cart; money: MoneyDisplay }) {
  const t = useTranslations('promo');
  const locale = useLocale();
  const id = useId();
  const setPromo = useSetCartField('promoCode');
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(codeField, code, setCode);
  const [inputError, setInputError] = useState<PromoMessage | null>(null);
  const feedback = promoFeedback(cart.promo, (amount) => cartMoney(amount, cart.selectedCurrency, money, locale));
  const say = (m: PromoMessage) => t(m.key, m.values);

  function apply(event: FormEvent) {
    event.preventDefault();
    const invalid = promoCodeInputMessage(code);
    setInputError(invalid);
    setPromo.reset();
    const sent = code.trim();
    // Cleared once applied, unless the shopper has already typed another code meanwhile.
    if (!invalid)
      setPromo.mutate(
        { promoCode: sent },
        {
          onSuccess: () => {
            track(
              orderEvent('PromoApply', {
                currency: cart.selectedCurrency,
                value: cart.total ?? undefined,
                items: cartItems(cart, locale),
                coupon: sent,
              }),
            );
            setCode((current) => (current.trim() === sent ? '' : current));
          },
        },
      );
  }

  const refusal = setPromo.error instanceof BffError && setPromo.error.status < 500 ? setPromo.error.message : null;
  const refused = refusal ? promoRefusal(refusal) : null;
  const message = inputError
    ? { tone: 'error' as const, text: say(inputError) }
    : refusal
      ? { tone: 'error' as const, text: refused ? say(refused) : refusal }
      : feedback
        ? { tone: feedback.tone, text: say(feedback.message) }
        : null;

  return (
    <div className="space-y-2">
      <form onSubmit={apply} className="flex flex-wrap gap-2" noValidate>
        <label htmlFor={id} className="sr-only">
          {t('label')}
        </label>
        <input
          ref={codeField}
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('placeholder')}
          autoComplete="off"
          aria-describedby={message ? `${id}-message` : undefined}
          aria-invalid={inputError ? true : undefined}
          className="min-h-11 min-w-48 flex-1 rounded-md border border-neutral-400 px-3"
        />
        <button
          type="submit"
          disabled={!hydrated || setPromo.isPending}
          className="min-h-11 rounded-md bg-ink px-4 font-semibold text-white disabled:opacity-60"
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
            disabled={setPromo.isPending}
            onClick={() => setPromo.mutate({ promoCode: '' })}
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
