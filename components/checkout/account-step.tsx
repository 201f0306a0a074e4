'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import { MandatoryNotice, TextField } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Link } from '@/i18n/navigation';
import { isLocale, routing } from '@/i18n/routing';
import { CHECKOUT_EMAIL_EMPTY, checkoutEmailSchema } from '@/lib/cart/address-form';
import { CHECKOUT_EMAIL_FORM_ACTION } from '@/lib/cart/form-routes';
import { useSetCartField } from '@/lib/queries/use-cart';
import { localizedPath, paths } from '@/lib/routes/paths';
import { startSignIn } from '@/lib/session/browser-storage';
import { RequestError } from './request-error';

interface Props {
  email: string | null;
  onDone: () => void;
}

/**
 * spec §2 account details: a guest continues by email; 'Sign in' leads to /login and back to checkout.
 * A plain form (style guide 13): pressed before the page's script ran, the browser posts it and the BFF
 * answers 303 back to checkout at the next step; once hydrated the form's handler does it in place.
 */
export function AccountStep({ email, onDone }: Props) {
  const t = useTranslations('checkout');
  const current = useLocale();
  const locale = isLocale(current) ? current : routing.defaultLocale;
  const tc = useTranslations('common');
  const setEmail = useSetCartField('email');
  const [incomplete, setIncomplete] = useState(false);
  const hydrated = useHydrated();
  const { register, handleSubmit, formState } = useForm<z.input<typeof checkoutEmailSchema>>({
    resolver: zodResolver(checkoutEmailSchema),
    defaultValues: { email: email ?? '' },
  });

  const submit = handleSubmit(
    async ({ email: value }) => {
      setIncomplete(false);
      await setEmail.mutateAsync({ email: value.trim() }).then(onDone, () => undefined);
    },
    () => setIncomplete(true),
  );

  const noticeId = useId();
  const emailError = formState.errors.email?.message;
  // An empty email is told by the form's one notice; the field points at it instead of repeating it.
  const emailEmpty = emailError === CHECKOUT_EMAIL_EMPTY;

  return (
    // Before the script runs the browser checks the address itself.
    <form method="post" action={CHECKOUT_EMAIL_FORM_ACTION} onSubmit={submit} noValidate={hydrated} className="space-y-4">
      <input type="hidden" name="locale" value={locale} />
      <TextField
        label={t('email')}
        type="email"
        required
        autoComplete="email"
        error={emailEmpty ? undefined : emailError}
        {...(emailEmpty ? { 'aria-invalid': true, 'aria-describedby': noticeId } : {})}
        {...register('email')}
      />
      <MandatoryNotice id={noticeId} show={incomplete} />
      <RequestError error={setEmail.error} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
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
