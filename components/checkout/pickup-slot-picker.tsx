'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { SelectField } from '@/components/ui/form-field';
import type { Schedule } from '@/lib/api/schemas';
import { nextOpenSlots } from '@/lib/schedule/business-hours';

interface Props {
  schedule: Schedule;
  /** The merchant's time zone: slots are its wall-clock times. */
  timeZone: string;
  date: string | null;
  time: string | null;
  onPick: (slot: { date: string; time: string }) => void;
  disabled?: boolean;
}

function dayLabel(date: string, locale: string): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  // A calendar date, not an instant: formatted in UTC so no zone shifts it to another day.
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** spec §5 business hours: only open days and times of the next 60 days can be picked. */
export function PickupSlotPicker({ schedule, timeZone, date, time, onPick, disabled = false }: Props) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const days = useMemo(() => nextOpenSlots(schedule, new Date(), { timeZone }), [schedule, timeZone]);
  const [chosenDate, setChosenDate] = useState(date && days.some((d) => d.date === date) ? date : '');
  const times = days.find((d) => d.date === chosenDate)?.times ?? [];
  const [pickedTime, setPickedTime] = useState(chosenDate && time && times.includes(time) ? time : '');
  const chosenTime = times.includes(pickedTime) ? pickedTime : '';

  if (days.length === 0) return <p role="alert">{t('noOpenSlots')}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('dueDate')}
        required
        placeholder={t('selectPlaceholder')}
        value={chosenDate}
        disabled={disabled}
        onChange={(e) => setChosenDate(e.target.value)}
        options={days.map((d) => ({ value: d.date, label: dayLabel(d.date, locale) }))}
      />
      <SelectField
        label={t('dueTime')}
        required
        placeholder={t('selectPlaceholder')}
        value={chosenTime}
        disabled={disabled || !chosenDate}
        onChange={(e) => {
          setPickedTime(e.target.value);
          if (e.target.value) onPick({ date: chosenDate, time: e.target.value });
        }}
        options={times.map((time) => ({ value: time, label: time }))}
      />
    </div>
  );
}

/**
 * The picker's place while its hours load: the same two fields, empty and disabled, so nothing below
 * (Continue) moves under a shopper's tap when the hours arrive.
 */
export function SlotPickerLoading() {
  const t = useTranslations('checkout');
  return (
    <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
      <SelectField label={t('dueDate')} required placeholder={t('selectPlaceholder')} disabled options={[]} />
      <SelectField label={t('dueTime')} required placeholder={t('selectPlaceholder')} disabled options={[]} />
    </div>
  );
}
