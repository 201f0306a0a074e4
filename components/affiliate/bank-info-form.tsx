'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { primaryButton } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { BANK_FORM_ACTION, type FormArrival } from '@/lib/affiliate/affiliate-form-post';
import { bankFormSchema, type BankFormValues } from '@/lib/affiliate/affiliate-forms';
import type { AffiliateBank, AffiliateCustomer } from '@/lib/api/affiliate-schemas';
import { useSaveBankDetails } from '@/lib/queries/use-affiliate';
import { useArrivalErrors } from './use-arrival-errors';

/** spec §8: top-right, 2000 ms. */
const TOAST = { position: 'top-right', duration: 2000 } as const;

interface Props {
  banks: AffiliateBank[];
  initial: AffiliateCustomer | null;
  /** What a form posted before the page's script ran brought back (spec §5 messages, the values typed). */
  arrival?: FormArrival<keyof BankFormValues>;
}

/**
 * spec §3 Bank info: bank, account name and number (spec §5 messages, §8 'Payment Info Update Successfully/Failed').
 * A plain form posting to the BFF (works before the script runs); once hydrated, the submit handler prevents
 * the post and saves in place. The fields take no defaults from the form library, so what was typed before
 * hydration stays.
 */
export function BankInfoForm({ banks, initial, arrival }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const save = useSaveBankDetails();
  const { register, handleSubmit, formState } = useForm<BankFormValues>({ resolver: zodResolver(bankFormSchema) });
  const errorOf = useArrivalErrors(formState, arrival);
  const value = (name: 'bankId' | 'accountName') => arrival?.values[name] ?? initial?.[name] ?? '';
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('toast.paymentInfoUpdated'), TOAST);
    } catch {
      toast.error(t('toast.paymentInfoUpdateFailed'), TOAST);
    }
  });
  return (
    <form method="post" action={BANK_FORM_ACTION} onSubmit={submit} noValidate className="max-w-xl space-y-4">
      <input type="hidden" name="locale" value={locale} />
      <SelectField
        label={t('affiliate.bankName')}
        required
        placeholder={t('affiliate.chooseBank')}
        error={errorOf('bankId')}
        options={banks.map((b) => ({ value: b.id, label: b.name }))}
        defaultValue={value('bankId')}
        {...register('bankId')}
      />
      <TextField
        label={t('affiliate.accountName')}
        required
        autoComplete="name"
        maxLength={120}
        error={errorOf('accountName')}
        defaultValue={value('accountName')}
        {...register('accountName')}
      />
      <TextField
        label={t('affiliate.accountNumber')}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={34}
        error={errorOf('accountNumber')}
        defaultValue={initial?.accountNumber ?? ''}
        {...register('accountNumber')}
      />
      <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>
        {t('affiliate.saveBankInfo')}
      </button>
    </form>
  );
}
