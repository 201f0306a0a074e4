'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { saveBankDetails } from '@/app/_actions/affiliate';
import { primaryButton } from '@/components/ui/button';
import { ActionFailure } from '@/components/ui/action-failure';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { BANK_FIELDS, checkBankForm, formValues, type BankField, type FieldErrors } from '@/lib/affiliate/affiliate-forms';
import type { AffiliateBank, AffiliateCustomer } from '@/lib/api/affiliate-schemas';
import { AFFILIATE_TOAST, useAffiliateAnswer } from './use-affiliate-answer';

interface Props {
  banks: AffiliateBank[];
  initial: AffiliateCustomer | null;
}

/**
 * spec §3 Bank info: bank, account name and number (spec §5 messages, §8 'Payment Info Update Successfully/Failed').
 * One Server Function in `<form action>` (style guide 13): posted by the browser before the page's script
 * ran, called by React after; its answer renders in place. Once hydrated the page checks the spec §5 rules
 * before sending. The fields are the browser's own: what was typed before hydration stays.
 */
export function BankInfoForm(props: Props) {
  const tt = useTranslations('toast');
  return (
    <ActionFailure onFailure={() => toast.error(tt('paymentInfoUpdateFailed'), AFFILIATE_TOAST)}>
      <BankForm {...props} />
    </ActionFailure>
  );
}

function BankForm({ banks, initial }: Props) {
  const t = useTranslations('affiliate');
  const [answer, action, pending] = useActionState(saveBankDetails, null);
  // What the page's own check found on the last press; the server's answer otherwise.
  const [checked, setChecked] = useState<FieldErrors<BankField> | null>(null);
  useAffiliateAnswer(answer, 'paymentInfoUpdateFailed');
  const answered = answer?.ok ? answer.value : null;
  const errors = checked ?? (pending ? {} : (answered?.errors ?? {}));
  // React resets the form when the function answers: to what the answer says the fields hold.
  const value = (name: BankField) => answered?.values[name] ?? initial?.[name] ?? '';
  return (
    <form
      action={action}
      noValidate
      className="max-w-xl space-y-4"
      onSubmit={(event) => {
        const check = checkBankForm(formValues(new FormData(event.currentTarget), BANK_FIELDS));
        const refused = check.ok ? null : check.errors;
        setChecked(refused);
        if (pending || refused) event.preventDefault();
      }}
    >
      <SelectField
        // A select takes a new default only when drawn anew: the bank the answer holds is the one a reset shows.
        key={value('bankId')}
        label={t('bankName')}
        name="bankId"
        required
        placeholder={t('chooseBank')}
        error={errors.bankId}
        options={banks.map((b) => ({ value: b.id, label: b.name }))}
        defaultValue={value('bankId')}
      />
      <TextField
        label={t('accountName')}
        name="accountName"
        required
        autoComplete="name"
        maxLength={120}
        error={errors.accountName}
        defaultValue={value('accountName')}
      />
      <TextField
        label={t('accountNumber')}
        name="accountNumber"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={34}
        error={errors.accountNumber}
        defaultValue={value('accountNumber')}
      />
      <button type="submit" className={primaryButton} aria-disabled={pending || undefined} aria-busy={pending}>
        {t('saveBankInfo')}
      </button>
    </form>
  );
}
