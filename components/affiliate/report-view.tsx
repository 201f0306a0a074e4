'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { secondaryButton } from '@/components/ui/button';
import type { AffiliateReport } from '@/lib/api/affiliate-schemas';
import { formatMoney } from '@/lib/format/money';
import { useAffiliateReport } from '@/lib/queries/use-affiliate';

/** The orders the affiliate's links brought (date, order reference, status, amount, earning), a page at a time. */
export function ReportView({ initial }: { initial: AffiliateReport }) {
  const t = useTranslations();
  const locale = useLocale();
  const [page, setPage] = useState(initial.page);
  const { data = initial } = useAffiliateReport({ page, size: initial.size }, initial);
  const pages = Math.max(1, Math.ceil(data.total / data.size));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  if (data.total === 0) return <p>{t('affiliate.noOrders')}</p>;
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold">{t('affiliate.reportTable')}</caption>
          <thead>
            <tr className="border-b border-neutral-300">
              <th scope="col" className="py-2 pr-4">
                {t('affiliate.date')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('affiliate.orderRef')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('affiliate.link')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('affiliate.status')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t('affiliate.amount')}
              </th>
              <th scope="col" className="py-2">
                {t('affiliate.earning')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.entries.map((e) => (
              <tr key={e.orderRef} className="border-b border-neutral-200">
                <td className="py-1 pr-4">{date.format(new Date(e.date))}</td>
                <th scope="row" className="py-1 pr-4 font-normal">
                  {e.orderRef}
                </th>
                <td className="py-1 pr-4">{e.linkDescription}</td>
                <td className="py-1 pr-4">{t.has(`order.status.${e.status}`) ? t(`order.status.${e.status}`) : e.status}</td>
                <td className="py-1 pr-4">{formatMoney(e.amount, e.currency, locale)}</td>
                <td className="py-1">{formatMoney(e.earning, e.currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label={t('affiliate.reportPages')} className="flex items-center gap-3">
          <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('common.previous')}
          </button>
          <span>{t('affiliate.pageOf', { page, pages })}</span>
          <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('common.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
