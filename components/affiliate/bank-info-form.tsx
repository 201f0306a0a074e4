'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { primaryButton } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { bankFormSchema, type BankFormValues } from '@/lib/affiliate/affiliate-forms';
import type { AffiliateBank, AffiliateCustomer } from '@/lib/api/affiliate-schemas';
import { useSaveBankDetails } from '@/lib/queries/use-affiliate';

/** spec §8: top-right, 2000 ms. */
const TOAST = { position: 'top-right', duration: 2000 } as const;

/** spec §3 Bank info: bank, account name and number (spec §5 messages, §8 'Payment Info Update Successfully/Failed'). */
export function BankInfoForm({ banks, initial }: { banks: AffiliateBank[]; initial: AffiliateCustomer | null }) {
  const t = useTranslations();
  const hydrated = useHydrated();
  const save = useSaveBankDetails();
  const { register, handleSubmit, formState } = useForm<BankFormValues>({
    resolver: zodResolver(bankFormSchema),
    defaultValues: { bankId: initial?.bankId ?? '', accountName: initial?.accountName ?? '', accountNumber: initial?.accountNumber ?? '' },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(t('toast.paymentInfoUpdated'), TOAST);
    } catch {
      toast.error(t('toast.paymentInfoUpdateFailed'), TOAST);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="max-w-xl space-y-4">
      <SelectField
        label={t('affiliate.bankName')}
        required
        placeholder={t('affiliate.chooseBank')}
        error={errors.bankId?.message}
        options={banks.map((b) => ({ value: b.id, label: b.name }))}
        {...register('bankId')}
      />
      <TextField
        label={t('affiliate.accountName')}
        required
        autoComplete="name"
        error={errors.accountName?.message}
        {...register('accountName')}
      />
      <TextField
        label={t('affiliate.accountNumber')}
        required
        inputMode="numeric"
        autoComplete="off"
        error={errors.accountNumber?.message}
        {...register('accountNumber')}
      />
      <button type="submit" className={primaryButton} disabled={!hydrated || formState.isSubmitting}>
        {t('affiliate.saveBankInfo')}
      </button>
    </form>
  );
}
