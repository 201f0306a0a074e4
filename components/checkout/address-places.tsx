'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import {
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/form-field';
import type { AddressFormValues } from '@/lib/cart/address-form';
import type { City, CountryInfo } from '@/lib/api/schemas';
import { localize } from '@/lib/i18n/localize';

interface Props {
  info: CountryInfo;
  cities: City[];
  register: UseFormRegister<AddressFormValues>;
  control: Control<AddressFormValues>;
  getValues: UseFormGetValues<AddressFormValues>;
  setValue: UseFormSetValue<AddressFormValues>;
  errors: FieldErrors<AddressFormValues>;
  /** Shipping only: say so when home delivery does not reach the chosen city. */
  checkDelivery: boolean;
}

/** Province → district → city selects: each choice narrows the next and clears what depended on it. */
export function AddressPlaces({ info, cities, register, control, getValues, setValue, errors, checkDelivery }: Props) {
  const t = useTranslations();
  const locale = useLocale();
  const [provinceId, districtId, cityId] = useWatch({ control, name: ['provinceId', 'districtId', 'cityId'] });
  const districts = info.provinces.find((p) => p.id === provinceId)?.districts ?? [];
  const city = cities.find((c) => c.id === cityId);
  const placeholder = t('checkout.selectPlaceholder');
  const clear = { shouldValidate: false, shouldDirty: true } as const;
  // A saved address's city has no option until its district's cities arrive: show it once they do.
  useEffect(() => {
    const saved = getValues('cityId');
    if (saved && cities.some((c) => c.id === saved)) setValue('cityId', saved);
  }, [cities, getValues, setValue]);
  // spec §5: one message, 'City/Province/District should be selected', for whichever selects are empty.
  const messageId = useId();
  const placeError = errors.provinceId?.message ?? errors.districtId?.message ?? errors.cityId?.message;
  const marked = (error: unknown) =>
    error ? { 'aria-invalid': true, 'aria-describedby': messageId } : { 'aria-invalid': undefined, 'aria-describedby': undefined };

  return (
    <>
      <SelectField
        label={t('account.province')}
        required
        placeholder={placeholder}
        {...marked(errors.provinceId)}
        options={info.provinces.map((p) => ({ value: p.id, label: localize(p.name, locale) }))}
        {...register('provinceId', {
          onChange: () => {
            setValue('districtId', '', clear);
            setValue('cityId', '', clear);
          },
        })}
      />
      <SelectField
        label={t('account.district')}
        required
        placeholder={placeholder}
        {...marked(errors.districtId)}
        disabled={!provinceId}
        options={districts.map((d) => ({ value: d.id, label: localize(d.name, locale) }))}
        {...register('districtId', { onChange: () => setValue('cityId', '', clear) })}
      />
      <div className="flex flex-col gap-1">
        <SelectField
          label={t('account.city')}
          required
          placeholder={placeholder}
          {...marked(errors.cityId)}
          disabled={!districtId}
          options={cities.map((c) => ({ value: c.id, label: localize(c.name, locale) }))}
          {...register('cityId', {
            onChange: (e: { target: { value: string } }) => {
              const chosen = cities.find((c) => c.id === e.target.value);
              if (chosen && !getValues('postalCode')) setValue('postalCode', chosen.postalCode, { shouldValidate: true });
            },
          })}
        />
        {placeError && (
          <p id={messageId} className="text-sm text-red-700">
            {t(`validation.${placeError}`)}
          </p>
        )}
        {checkDelivery && city && !city.deliverable && <Alert>{t('checkout.deliveriesNotAvailable')}</Alert>}
      </div>
    </>
  );
}
