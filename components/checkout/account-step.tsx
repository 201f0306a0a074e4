'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useEffect, useId, useRef, useState } from 'react';
import { continueWithEmail } from '@/app/_actions/checkout';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import { MandatoryNotice, TextField } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Link } from '@/i18n/navigation';
import { isLocale, routing } from '@/i18n/routing';
import { BffError } from '@/lib/bff/error';
import { CHECKOUT_EMAIL_EMPTY, checkoutEmailSchema } from '@/lib/cart/address-form';
import { queryKeys } from '@/lib/queries/keys';
import { localizedPath, paths } from '@/lib/routes/paths';
import { startSignIn } from '@/lib/session/browser-storage';
import { RequestError } from './request-error';

interface Props {
  email: string | null;
  onDone: () => void;
}

/**
 * spec §2 account details: a guest continues by email; 'Sign in' leads to /login and back to checkout.
 * One Server Function in `<form action>` (style guide 13): before hydration the browser checks the
 * address and posts it, and the page comes back at the next step; once hydrated the same function is
 * called in place, after the spec §5 check in the page.
 */
export function AccountStep({ email, onDone }: Props) {
  const t = useTranslations('checkout');
  const current = useLocale();
  const locale = isLocale(current) ? current : routing.defaultLocale;
  const tc = useTranslations('common');
  const client = useQueryClient();
  const hydrated = useHydrated();
  const [answer, action, pending] = useActionState(continueWithEmail, null);
  // What the page's own check found on the last press; the server's answer otherwise.
  const [checked, setChecked] = useState<string | null>(null);
  const invalid = checked ?? (answer?.ok ? answer.value.invalid : null);
  const answered = useRef(answer);
  useEffect(() => {
    if (!answer || answered.current === answer) return;
    answered.current = answer;
    if (!answer.ok || !answer.value.cart) return;
    client.setQueryData(queryKeys.cart, answer.value.cart);
    onDone();
  }, [answer, client, onDone]);

  const noticeId = useId();
  // An empty email is told by the form's one notice; the field points at it instead of repeating it.
  const emailEmpty = invalid === CHECKOUT_EMAIL_EMPTY;

  return (
    // Before the script runs the browser checks the address itself.
    <form
      action={action}
      noValidate={hydrated}
      className="space-y-4"
      onSubmit={(event) => {
        const check = checkoutEmailSchema.safeParse({ email: new FormData(event.currentTarget).get('email') ?? '' });
        setChecked(check.success ? null : (check.error.issues[0]?.message ?? null));
        if (pending || !check.success) event.preventDefault();
      }}
    >
      <TextField
        label={t('email')}
        name="email"
        type="email"
        required
        autoComplete="email"
        defaultValue={email ?? ''}
        error={emailEmpty ? undefined : (invalid ?? undefined)}
        {...(emailEmpty ? { 'aria-invalid': true, 'aria-describedby': noticeId } : {})}
      />
      <MandatoryNotice id={noticeId} show={invalid !== null} />
      <RequestError error={answer && !answer.ok ? new BffError(answer.status, answer.code, answer.message) : null} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} aria-disabled={pending || undefined} aria-busy={pending}>
          {t('continueAsGuest')}
        </button>
        <span className="text-ink-muted">{tc('or')}</span>
        {/* Back to checkout in the shopper's language, where the guest cart is theirs once signed in. */}
        <Link href={paths.login(localizedPath(locale, paths.checkout()))} onClick={startSignIn} className={secondaryButton}>
          {t('signIn')}
        </Link>
      </div>
    </form>
  );
}
