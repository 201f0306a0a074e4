'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { primaryButton, secondaryButton } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { daysBefore } from '@/lib/affiliate/affiliate-forms';
import type { AffiliateStatistics } from '@/lib/api/affiliate-schemas';
import { useAffiliateStatistics } from '@/lib/queries/use-affiliate';
import { moneyText } from './money-list';

const PRESETS = [7, 30, 90] as const;

/**
 * spec §1 daily statistics: clicks and orders as bars and earnings as a line over a chosen range,
 * the same numbers as a table (screen readers, and anyone who prefers numbers).
 */
export function StatisticsView({ initial, currency }: { initial: AffiliateStatistics; currency: string }) {
  const t = useTranslations('affiliate');
  const locale = useLocale();
  const hydrated = useHydrated();
  const [range, setRange] = useState({ from: initial.from, to: initial.to });
  const [draft, setDraft] = useState(range);
  const { data = initial, isFetching } = useAffiliateStatistics(range, initial);
  const today = initial.to;

  const choose = (days: number) => {
    const next = { from: daysBefore(today, days - 1), to: today };
    setDraft(next);
    setRange(next);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to) setRange(draft.from <= draft.to ? draft : { from: draft.to, to: draft.from });
  };

  const rows = data.days.map((d) => ({
    day: d.day,
    label: d.day.slice(5),
    clicks: d.clicks,
    orders: d.orders,
    earned: d.earned[currency] ?? 0,
  }));
  const totals = data.days.reduce(
    (sum, d) => {
      sum.clicks += d.clicks;
      sum.orders += d.orders;
      for (const [c, v] of Object.entries(d.earned)) sum.earned[c] = Math.round(((sum.earned[c] ?? 0) + v) * 100) / 100;
      return sum;
    },
    { clicks: 0, orders: 0, earned: {} as Record<string, number> },
  );

  return (
    <div className="space-y-6" aria-busy={isFetching}>
      <form onSubmit={submit} className="space-y-3 rounded-md border border-neutral-300 p-4" aria-label={t('range')}>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((days) => (
            <button key={days} type="button" className={secondaryButton} onClick={() => choose(days)}>
              {t('lastDays', { days })}
            </button>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField
            label={t('from')}
            type="date"
            value={draft.from}
            max={today}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <TextField
            label={t('to')}
            type="date"
            value={draft.to}
            max={today}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          <button type="submit" className={primaryButton}>
            {t('show')}
          </button>
        </div>
      </form>

      {hydrated && (
        <div aria-hidden="true" className="space-y-6">
          <figure className="space-y-2">
            <figcaption className="font-semibold">{t('chartTitle')}</figcaption>
            <div className="h-64 w-full">
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: -16 }} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="label" fontSize={12} minTickGap={12} />
                  <YAxis allowDecimals={false} fontSize={12} />
                  <Tooltip />
                  <Legend />
                  <Bar dataKey="clicks" name={t('clicks')} fill="#1d4ed8" />
                  <Bar dataKey="orders" name={t('orders')} fill="#047857" />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </figure>
          <figure className="space-y-2">
            <figcaption className="font-semibold">{t('earningsChartTitle', { currency })}</figcaption>
            <div className="h-48 w-full">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: -8 }} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="label" fontSize={12} minTickGap={12} />
                  <YAxis fontSize={12} />
                  <Tooltip />
                  <Line type="monotone" dataKey="earned" name={t('earned')} stroke="#b45309" strokeWidth={2} dot={false} />
                </LineChart>
              </ResponsiveContainer>
            </div>
          </figure>
        </div>
      )}

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold">
            {t('statisticsTable')} ({data.from} – {data.to})
          </caption>
          <thead>
            <tr className="border-b border-neutral-300">
              <th scope="col" className="py-2 pr-4">
                {t('day')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('clicks')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('orders')}
              </th>
              <th scope="col" className="py-2">
                {t('earned')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.days.map((d) => (
              <tr key={d.day} className="border-b border-neutral-200">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {d.day}
                </th>
                <td className="py-1 pr-4">{d.clicks}</td>
                <td className="py-1 pr-4">{d.orders}</td>
                <td className="py-1">{moneyText(d.earned, locale, currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-2 pr-4">
                {t('total')}
              </th>
              <td className="py-2 pr-4">{totals.clicks}</td>
              <td className="py-2 pr-4">{totals.orders}</td>
              <td className="py-2">{moneyText(totals.earned, locale, currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
