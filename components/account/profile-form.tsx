'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import {
  emailChanged,
  formToProfile,
  localToday,
  profileFormSchemaFor,
  profileToForm,
  type ProfileFormValues,
} from '@/lib/account/profile-form';
import { profileMessages, type Profile } from '@/lib/api/profile-schemas';
import { BffError } from '@/lib/bff/client';
import { useUpdateProfile } from '@/lib/queries/use-profile';

interface Props {
  profile: Profile;
  onDone: () => void;
}

/** Editing name, email, phone, birthday and gender with the spec §5 profile messages. */
export function ProfileForm({ profile, onDone }: Props) {
  const t = useTranslations();
  const hydrated = useHydrated();
  const today = useMemo(() => localToday(), []);
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, control } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchemaFor(today, profile.email)),
    defaultValues: profileToForm(profile),
  });
  const errors = formState.errors;
  const changingEmail = emailChanged(useWatch({ control, name: 'email' }), profile.email);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync(formToProfile(values, profile.email));
      onDone();
    } catch (e) {
      setFailure(e instanceof BffError ? (refusalText(e.message) ?? e.message) : t('errors.generic'));
    }
  });
  // The API's refusals of an email change, in the shopper's language.
  const refusalText = (message: string): string | null =>
    message === profileMessages.currentPasswordWrong
      ? t('account.currentPasswordWrong')
      : message === profileMessages.currentPasswordRequired
        ? t('validation.currentPasswordRequired')
        : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('account.name')} required autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('account.email')}
          required
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {changingEmail && (
          <TextField
            label={t('account.currentPassword')}
            required
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
        <TextField label={t('account.phone')} type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField
          label={t('account.birthday')}
          type="date"
          max={today}
          autoComplete="bday"
          error={errors.birthday?.message}
          {...register('birthday')}
        />
        <SelectField
          label={t('account.gender')}
          required
          placeholder={t('checkout.selectPlaceholder')}
          error={errors.gender?.message}
          options={[
            { value: 'male', label: t('account.male') },
            { value: 'female', label: t('account.female') },
          ]}
          {...register('gender')}
        />
      </div>
      {failure && <Alert>{failure}</Alert>}
      <div className="flex gap-3">
        <button type="submit" className={primaryButton} disabled={!hydrated || formState.isSubmitting}>
          {t('common.save')}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
