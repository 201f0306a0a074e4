'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Spinner } from '@/components/common/spinner';
import { primaryButton } from '@/components/ui/button';
import { MandatoryNotice, TextField } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { AddressInput } from '@/lib/api/cart-schemas';
import type { City, CountryInfo } from '@/lib/api/schemas';
import { addressFormSchema, addressToForm, formToAddress, type AddressFormValues } from '@/lib/cart/address-form';
import { useCitiesOfDistrict, useCity, useCountryInfo } from '@/lib/queries/use-checkout';
import { AddressPlaces } from './address-places';

interface Props {
  legend: string;
  initial: AddressInput | null;
  /** The merchant's country: its provinces, districts and cities fill the selects. */
  country: string;
  /** The form's own button; without one, the step's Continue submits it through `formRef`. */
  submitLabel?: string;
  formRef?: Ref<HTMLFormElement>;
  onSubmit: (address: AddressInput) => Promise<unknown>;
  checkDelivery?: boolean;
}

/**
 * spec §3 Address with the §5 messages. Waits for the country's places, and for a saved address's city
 * (find_by_id: its district and province prefill the selects; if it cannot be read, the saved names do).
 */
export function AddressForm(props: Props) {
  const t = useTranslations();
  const { data: info, isError } = useCountryInfo(props.country);
  const savedCity = useCity(props.initial?.cityId ?? '');
  if (isError) return <p role="alert">{t('errors.generic')}</p>;
  if (!info || savedCity.isLoading) return <Spinner label={t('common.loading')} />;
  return <AddressFields {...props} info={info} savedCity={savedCity.data} />;
}

function AddressFields({
  legend,
  initial,
  country,
  submitLabel,
  formRef,
  onSubmit,
  checkDelivery = false,
  info,
  savedCity,
}: Props & { info: CountryInfo; savedCity: City | undefined }) {
  const t = useTranslations();
  const locale = useLocale();
  const [incomplete, setIncomplete] = useState(false);
  const hydrated = useHydrated();
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: addressToForm(initial, country, info, savedCity),
  });
  const { register, handleSubmit, control, getValues, setValue, formState } = form;
  const { data: cities = [] } = useCitiesOfDistrict(useWatch({ control, name: 'districtId' }));
  const errors = formState.errors;

  const submit = handleSubmit(
    async (values) => {
      setIncomplete(false);
      const address = formToAddress(values, info, cities, locale);
      if (address) await onSubmit(address);
      else setIncomplete(true);
    },
    () => setIncomplete(true),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{legend}</legend>
        <TextField
          label={t('account.firstName')}
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('account.lastName')}
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label={t('account.addressLine1')}
          required
          autoComplete="address-line1"
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <TextField
          label={t('account.addressLine2')}
          autoComplete="address-line2"
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
        <AddressPlaces
          info={info}
          cities={cities}
          register={register}
          control={control}
          getValues={getValues}
          setValue={setValue}
          errors={errors}
          checkDelivery={checkDelivery}
        />
        <TextField
          label={t('account.postalCode')}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...register('postalCode')}
        />
        <TextField
          label={t('account.country')}
          required
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField
          label={t('account.contactNumber')}
          required
          type="tel"
          autoComplete="tel"
          error={errors.contactNumber?.message}
          {...register('contactNumber')}
        />
      </fieldset>
      <MandatoryNotice show={incomplete} />
      {submitLabel && (
        <button type="submit" className={primaryButton} disabled={!hydrated || formState.isSubmitting}>
          {submitLabel}
        </button>
      )}
    </form>
  );
}
