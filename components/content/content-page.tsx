import { useFormatter, useTranslations } from 'next-intl';
import { MerchantHtml } from './merchant-html';

interface Props {
  title: string;
  html: string;
  updatedDate: string;
}

/** Spec §2 content page (/information/page/{pageId}): title and the merchant's cleaned HTML. */
export function ContentPage({ title, html, updatedDate }: Props) {
  const t = useTranslations('content');
  const format = useFormatter();
  const updated = new Date(updatedDate);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 lg:py-12">
      <h1 className="text-3xl font-semibold text-ink">{title}</h1>
      {!Number.isNaN(updated.getTime()) && (
        <p className="mt-2 text-sm text-ink-muted">{t('lastUpdated', { date: format.dateTime(updated, { dateStyle: 'long' }) })}</p>
      )}
      <MerchantHtml html={html} className="mt-6" />
    </article>
  );
}
